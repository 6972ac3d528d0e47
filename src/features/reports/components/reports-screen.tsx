// /secure/analytics/reports: the club's saved reports the member may see (their own and the
// club's public ones), favourites first; read from the device, refreshed when online.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useAnalyticsScope } from '../../analytics/data/analytics-scope';
import { markFavourite, refreshReports, useReports, type PullOutcome } from '../data/reports';
import { chartTypeName } from '../model/words';
import './reports.css';

export function ReportsScreen() {
  const { t, i18n } = useLingui();
  const scope = useAnalyticsScope();
  const online = useOnline();
  const allowed = Boolean(scope.canSeeTeams && scope.clubId);
  const reports = useReports(allowed ? scope.clubId : null);
  const [pulled, setPulled] = useState<PullOutcome | null>(null);
  useEffect(() => {
    if (!allowed || !online) return;
    let live = true;
    void refreshReports(scope.clubId!).then((o) => live && setPulled(o));
    return () => {
      live = false;
    };
  }, [allowed, online, scope.clubId]);
  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Reports</Trans>
        </h1>
        <Link to="/secure/more" className="button button--secondary">
          <Trans>Back</Trans>
        </Link>
      </div>
      {!allowed || pulled === 'denied' ? (
        <Failure message={t`You do not have the correct permissions to access this screen`} />
      ) : (
        <>
          <Link to="/secure/analytics/reports/new" className="button">
            <Trans>New report</Trans>
          </Link>
          {pulled === 'failed' && !reports?.length ? <Failure message={t`There has been an error retrieving report`} /> : null}
          {reports === undefined ? (
            <Loading />
          ) : reports.length === 0 ? (
            <Empty>
              <Trans>No saved reports yet. Build one and save it to see it here.</Trans>
            </Empty>
          ) : (
            <ul className="list">
              {reports.map((r) => (
                <li key={r.id} className="list__item">
                  <Link to="/secure/analytics/reports/$reportId" params={{ reportId: r.id }} className="list__body">
                    <span className="list__title">{r.name}</span>
                    <span className="list__meta">
                      {chartTypeName(i18n, r.definition.chartType)} · {r.visibility === 'club' ? t`Shared with the club` : t`Only me`}
                    </span>
                  </Link>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-pressed={r.favourite}
                    aria-label={r.favourite ? t`Remove ${r.name} from favourites` : t`Add ${r.name} to favourites`}
                    onClick={() => void markFavourite(r, !r.favourite)}
                  >
                    {r.favourite ? '★' : '☆'}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
