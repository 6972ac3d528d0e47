// /secure/analytics/reports/new and …/$reportId/edit: the report builder (issue 24 item 5). A
// coach or club admin picks measures, up to two dimensions, filters (teams, period, occasion,
// player) and a chart type; chart types that cannot draw the choice are disabled with the reason
// ('Chart types without measures cannot be chosen'). "Count rows" asks builder/count and "Show
// chart" builder/chart (both need a connection: they read the club's data); "Save" keeps it as a
// report, private or public to the club, through the outbox (works with no signal).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { CHART_TYPES, chartFitProblem, OCCASIONS, reportDefinitionSchema, REPORT_VISIBILITIES, type ReportResult, type ReportVisibility } from '../../../domain/analytics/report-definition';
import { DIMENSION_NAMES, MEASURE_NAMES, type DimensionName } from '../../../domain/analytics/semantic-names';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useAnalyticsScope } from '../../analytics/data/analytics-scope';
import { RANGE_PRESETS } from '../../analytics/model/range-presets';
import { countRows, editReport, previewChart, refusalMessage, saveReport, useMemberId, useReport, useTeamPlayers } from '../data/reports';
import { emptyForm, fromDefinition, toDefinition, toggle, type BuilderForm } from '../model/builder-form';
import { chartTypeName, dimensionName, fitProblemText, measureName, occasionName } from '../model/words';
import { ChartView } from './chart-view';
import './reports.css';

export function NewReportScreen() {
  return <BuilderFrame reportId={null} />;
}

export function EditReportScreen({ reportId }: { reportId: string }) {
  return <BuilderFrame reportId={reportId} />;
}

function BuilderFrame({ reportId }: { reportId: string | null }) {
  const { t } = useLingui();
  const scope = useAnalyticsScope();
  const report = useReport(reportId ?? '');
  const head = (
    <div className="page-head">
      <h1>{reportId ? <Trans>Edit report</Trans> : <Trans>New report</Trans>}</h1>
      <Link to="/secure/analytics/reports" className="button button--secondary">
        <Trans>Back</Trans>
      </Link>
    </div>
  );
  if (!scope.canSeeTeams || !scope.clubId) {
    return (
      <>
        {head}
        <Failure message={t`You do not have the correct permissions to access this screen`} />
      </>
    );
  }
  if (reportId && report === undefined) return <Loading />;
  if (reportId && (!report || !report.canEdit)) {
    return (
      <>
        {head}
        <Empty>
          <Trans>This report is not on this device, or you cannot change it.</Trans>
        </Empty>
      </>
    );
  }
  return (
    <>
      {head}
      <Builder key={reportId ?? 'new'} clubId={scope.clubId} teams={scope.teams} existing={report ?? null} />
    </>
  );
}

type Preview = { kind: 'count'; count: number } | { kind: 'chart'; result: ReportResult } | { kind: 'error'; message: string } | null;

function Builder({ clubId, teams, existing }: { clubId: string; teams: { id: string; name: string }[]; existing: Parameters<typeof editReport>[0] | null }) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const navigate = useNavigate();
  const online = useOnline();
  const memberId = useMemberId();
  const [form, setForm] = useState<BuilderForm>(() => (existing ? fromDefinition(existing.definition) : emptyForm()));
  const [name, setName] = useState(existing?.name ?? '');
  const [visibility, setVisibility] = useState<ReportVisibility>(existing?.visibility ?? 'private');
  const [preview, setPreview] = useState<Preview>(null);
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const set = (patch: Partial<BuilderForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setPreview(null);
  };
  const teamIds = form.teamIds.length ? form.teamIds : teams.map((x) => x.id);
  const players = useTeamPlayers(teamIds);
  const dims = [form.dimension, form.second].filter((d): d is DimensionName => d !== '');
  const definition = toDefinition(form);
  const fitProblem = chartFitProblem(form.chartType, form.measures, dims);

  const ask = async (what: 'count' | 'chart') => {
    setBusy(true);
    try {
      if (what === 'count') setPreview({ kind: 'count', count: (await countRows(clubId, definition)).count });
      else setPreview({ kind: 'chart', result: (await previewChart(clubId, definition)).result });
    } catch (e) {
      setPreview({ kind: 'error', message: refusalMessage(e) ?? t`There has been an error retrieving charts` });
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const checked = v.safeParse(reportDefinitionSchema, definition);
    const trimmed = name.trim();
    if (!checked.success || !trimmed || trimmed.length > 80 || !memberId) {
      setSaveError(t`Report or dashboard save needs valid details`);
      return;
    }
    setSaveError(null);
    const fields = { name: trimmed, definition: checked.output, visibility };
    const id = existing ? (await editReport(existing, fields), existing.id) : await saveReport(clubId, { id: memberId, name: '' }, fields);
    await navigate({ to: '/secure/analytics/reports/$reportId', params: { reportId: id } });
  };

  return (
    <form className="report-builder" onSubmit={(e) => (e.preventDefault(), void save())} noValidate>
      <fieldset>
        <legend className="field__label">
          <Trans>Measures</Trans>
        </legend>
        <div className="report-builder__choices">
          {MEASURE_NAMES.map((m) => (
            <label key={m}>
              <input type="checkbox" checked={form.measures.includes(m)} onChange={() => set({ measures: toggle(form.measures, m) })} />
              {measureName(i18n, m)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={`${ids}-dim`}>{t`Broken down by`}</label>
        <select id={`${ids}-dim`} className="field__input" value={form.dimension} onChange={(e) => set({ dimension: e.target.value as DimensionName | '', second: e.target.value ? form.second : '' })}>
          <option value="">{t`Nothing (one total)`}</option>
          {DIMENSION_NAMES.map((d) => (
            <option key={d} value={d}>
              {dimensionName(i18n, d)}
            </option>
          ))}
        </select>
      </div>
      {form.dimension ? (
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-second`}>{t`And by`}</label>
          <select id={`${ids}-second`} className="field__input" value={form.second} onChange={(e) => set({ second: e.target.value as DimensionName | '' })}>
            <option value="">{t`Nothing else`}</option>
            {DIMENSION_NAMES.filter((d) => d !== form.dimension).map((d) => (
              <option key={d} value={d}>
                {dimensionName(i18n, d)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {teams.length > 1 ? (
        <fieldset>
          <legend className="field__label">
            <Trans>Teams (none ticked: all of yours)</Trans>
          </legend>
          <div className="report-builder__choices">
            {teams.map((team) => (
              <label key={team.id}>
                <input type="checkbox" checked={form.teamIds.includes(team.id)} onChange={() => set({ teamIds: toggle(form.teamIds, team.id), playerId: '' })} />
                {team.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="field">
        <label className="field__label" htmlFor={`${ids}-period`}>{t`Period`}</label>
        <select id={`${ids}-period`} className="field__input" value={form.period} onChange={(e) => set({ period: e.target.value as BuilderForm['period'] })}>
          {RANGE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {{ '4w': t`Last 4 weeks`, '12m': t`Last 12 months`, '3y': t`Last 3 years` }[p]}
            </option>
          ))}
          <option value="custom">{t`Choose the dates`}</option>
        </select>
      </div>
      {form.period === 'custom' ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-from`}>{t`From`}</label>
            <input id={`${ids}-from`} type="date" className="field__input" value={form.startDate} onChange={(e) => set({ startDate: e.target.value })} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-to`}>{t`To`}</label>
            <input id={`${ids}-to`} type="date" className="field__input" value={form.endDate} onChange={(e) => set({ endDate: e.target.value })} />
          </div>
        </>
      ) : null}

      <div className="field">
        <label className="field__label" htmlFor={`${ids}-occasion`}>{t`Occasion`}</label>
        <select id={`${ids}-occasion`} className="field__input" value={form.occasion} onChange={(e) => set({ occasion: e.target.value as BuilderForm['occasion'] })}>
          <option value="">{t`All games`}</option>
          {OCCASIONS.map((o) => (
            <option key={o} value={o}>
              {occasionName(i18n, o)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-player`}>{t`Player`}</label>
        <select id={`${ids}-player`} className="field__input" value={form.playerId} onChange={(e) => set({ playerId: e.target.value })}>
          <option value="">{t`All players`}</option>
          {(players ?? []).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className="field__label">
          <Trans>Chart type</Trans>
        </legend>
        {form.measures.length === 0 ? (
          <p className="field__error" role="alert">
            {t`Chart types without measures cannot be chosen`}
          </p>
        ) : null}
        <div className="report-builder__choices">
          {CHART_TYPES.map((c) => {
            const problem = chartFitProblem(c, form.measures, dims);
            return (
              <label key={c} title={fitProblemText(i18n, c, problem) ?? undefined}>
                <input type="radio" name={`${ids}-chart`} value={c} checked={form.chartType === c} disabled={problem !== null} onChange={() => set({ chartType: c })} />
                {chartTypeName(i18n, c)}
              </label>
            );
          })}
        </div>
        {fitProblem && form.measures.length > 0 ? <p className="list__meta">{fitProblemText(i18n, form.chartType, fitProblem)}</p> : null}
      </fieldset>

      <div className="report-builder__actions">
        <button type="button" className="button button--secondary" disabled={!online || busy || fitProblem !== null} onClick={() => void ask('count')}>
          <Trans>Count rows</Trans>
        </button>
        <button type="button" className="button button--secondary" disabled={!online || busy || fitProblem !== null} onClick={() => void ask('chart')}>
          <Trans>Show chart</Trans>
        </button>
      </div>
      {!online ? (
        <p className="list__meta">
          <Trans>Counting and drawing need a connection. You can still save the report.</Trans>
        </p>
      ) : null}
      <div aria-live="polite">
        {busy ? <Loading /> : null}
        {preview?.kind === 'count' ? <p>{t`${i18n.number(preview.count)} rows`}</p> : null}
        {preview?.kind === 'error' ? <Failure message={preview.message} /> : null}
        {preview?.kind === 'chart' ? <ChartView name={name.trim() || t`Report`} chartType={form.chartType} result={preview.result} /> : null}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${ids}-name`}>{t`Report name`}</label>
        <input id={`${ids}-name`} className="field__input" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-vis`}>{t`Who can see it`}</label>
        <select id={`${ids}-vis`} className="field__input" value={visibility} onChange={(e) => setVisibility(e.target.value as ReportVisibility)}>
          {REPORT_VISIBILITIES.map((x) => (
            <option key={x} value={x}>
              {x === 'private' ? t`Only me` : t`Everyone in the club's staff`}
            </option>
          ))}
        </select>
      </div>
      {saveError ? (
        <p className="field__error" role="alert">
          {saveError}
        </p>
      ) : null}
      <button type="submit" className="button">
        <Trans>Save report</Trans>
      </button>
    </form>
  );
}
