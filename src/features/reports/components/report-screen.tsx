// /secure/analytics/reports/$reportId: a saved report with its chart, table and CSV download.
// The kept result opens at once (with no signal: "As of 14:02"); online, GET …/full runs it again.
// Its owner (or a club admin, for a club report) edits or deletes it (after a question);
// anyone who sees it marks it a favourite.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { AsOf } from '../../analytics/components/as-of';
import { useAnalyticsScope } from '../../analytics/data/analytics-scope';
import { markFavourite, removeReport, useMemberId, useReport, useReportResult } from '../data/reports';
import { ChartView } from './chart-view';
import './reports.css';

export function ReportScreen({ reportId }: { reportId: string }) {
  const { t } = useLingui();
  const scope = useAnalyticsScope();
  const online = useOnline();
  const navigate = useNavigate();
  const memberId = useMemberId();
  const report = useReport(reportId);
  const state = useReportResult(memberId, report, online);
  const [asking, setAsking] = useState(false);
  const back = (
    <Link to="/secure/analytics/reports" className="button button--secondary">
      <Trans>Back</Trans>
    </Link>
  );
  if (!scope.canSeeTeams) return <Failure message={t`You do not have the correct permissions to access this screen`} />;
  if (report === undefined) return <Loading />;
  if (report === null) {
    return (
      <>
        <div className="page-head">
          <h1>
            <Trans>Report</Trans>
          </h1>
          {back}
        </div>
        <Empty>
          <Trans>This report is not on this device. It may have been deleted.</Trans>
        </Empty>
      </>
    );
  }
  const remove = async () => {
    setAsking(false);
    if (memberId) await removeReport(report, memberId);
    await navigate({ to: '/secure/analytics/reports' });
  };
  const { stored, failed, loading } = state;
  return (
    <>
      <div className="page-head">
        <h1>{report.name}</h1>
        {back}
      </div>
      <div className="report-list__actions">
        <button type="button" className="button button--secondary" aria-pressed={report.favourite} onClick={() => void markFavourite(report, !report.favourite)}>
          {report.favourite ? <Trans>★ Favourite</Trans> : <Trans>☆ Add to favourites</Trans>}
        </button>
        {report.canEdit ? (
          <>
            <Link to="/secure/analytics/reports/$reportId/edit" params={{ reportId }} className="button button--secondary">
              <Trans>Edit</Trans>
            </Link>
            <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
              <Trans>Delete</Trans>
            </button>
          </>
        ) : null}
      </div>
      {asking ? (
        <ConfirmQuestion
          question={t`Delete the report "${report.name}"? This cannot be undone.`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          danger
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {stored === undefined || (stored === null && loading) ? (
        <Loading />
      ) : stored === null ? (
        online && failed ? (
          <Failure message={t`There has been an error retrieving report`} />
        ) : (
          <Empty>
            <Trans>This report needs a connection the first time. Connect and open it again.</Trans>
          </Empty>
        )
      ) : (
        <>
          <AsOf computedAt={stored.computedAt} show={!online || failed} />
          <ChartView name={report.name} chartType={report.definition.chartType} result={stored} />
        </>
      )}
    </>
  );
}
