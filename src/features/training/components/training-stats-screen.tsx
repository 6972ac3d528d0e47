// /secure/training/stats: post-training stats for staff (issue 5 item 6): attendance rate and
// feedback averages over time as uPlot charts, each with a table of the same numbers beside it
// for screen readers (the canvas is hidden from them), and minutes per core skill as a table with
// bars. The figures come from the server and stay on the device for use with no signal.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { TrainingStatsAnswer } from '../../../domain/training/stats';
import { TimeChart, type TimeSeries } from '../../../ui/charts/time-chart';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useTrainingScope } from '../data/training-scope';
import { useTrainingStats } from '../data/training-stats';
import { useOnline } from '../data/use-online';
import { coreSkillText } from '../model/core-skill-text';
import './training.css';

const COLOURS = ['#0b6e99', '#b5470b', '#2f7d32', '#7a3ea1'];

export function TrainingStatsScreen() {
  const { t, i18n } = useLingui();
  const scope = useTrainingScope();
  const online = useOnline();
  const [teamId, setTeamId] = useState(scope.teamId ?? '');
  const stats = useTrainingStats(scope.clubId, teamId, online);
  const head = (
    <div className="page-head">
      <h1>
        <Trans>Training stats</Trans>
      </h1>
      <Link to="/secure/training" className="button button--secondary">
        <Trans>Back to training</Trans>
      </Link>
    </div>
  );
  if (scope.viewer !== 'coach') {
    return (
      <>
        {head}
        <Failure message={t`You do not have the correct permissions to access this screen`} />
      </>
    );
  }
  return (
    <>
      {head}
      {scope.teams.length > 1 ? (
        <div className="field training-filters">
          <label className="field__label" htmlFor="stats-team">{t`Team`}</label>
          <select id="stats-team" className="field__input" value={teamId} onChange={(e) => setTeamId(e.target.value)}>
            <option value="">{t`All teams`}</option>
            {scope.teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {stats.stored === undefined || (stats.stored === null && stats.loading) ? (
        <Loading />
      ) : stats.stored === null ? (
        online && stats.failed ? (
          <Failure message={t`There has been an error retrieving training`} />
        ) : (
          <Empty>
            <Trans>Training stats need a connection the first time. Connect and open this page again.</Trans>
          </Empty>
        )
      ) : (
        <>
          {!online ? (
            <p className="list__meta" role="status">
              <Trans>You are offline: these are the figures from {i18n.date(new Date(stats.stored.at), { dateStyle: 'medium', timeStyle: 'short' })}.</Trans>
            </p>
          ) : null}
          <StatsBody answer={stats.stored.answer} />
        </>
      )}
    </>
  );
}

function StatsBody({ answer }: { answer: TrainingStatsAnswer }) {
  const { t, i18n } = useLingui();
  const s = answer.sessions;
  const pct = (v: number | null) => (v === null ? '–' : i18n.number(v, { style: 'percent', maximumFractionDigits: 0 }));
  const avg = (v: number | null) => (v === null ? '–' : i18n.number(v, { maximumFractionDigits: 1 }));
  const day = useCallback((iso: string) => i18n.date(iso, { day: 'numeric', month: 'short' }), [i18n]);
  const x = useMemo(() => s.map((_, i) => i), [s]);
  const xFormat = useCallback((i: number) => (Number.isInteger(i) && s[i] ? day(s[i]!.startsAt) : ''), [s, day]);
  const pctFormat = useCallback((v: number) => `${Math.round(v)}%`, []);
  const attendanceSeries = useMemo<TimeSeries[]>(() => [{ label: t`Attendance rate`, colour: COLOURS[0]!, values: s.map((x) => (x.attendance.rate === null ? null : Math.round(x.attendance.rate * 100))) }], [s, t]);
  const feedbackLabels = useMemo(
    () => [
      ['sessionRating', t`Session rating`],
      ['enjoyment', t`Enjoyment`],
      ['wishToRepeat', t`Wish to repeat`],
      ['confidence', t`Confidence`],
    ] as const,
    [t],
  );
  const feedbackSeries = useMemo<TimeSeries[]>(() => feedbackLabels.map(([k, label], i) => ({ label, colour: COLOURS[i]!, values: s.map((x) => x.feedback.averages[k]) })), [s, feedbackLabels]);
  const hasFeedback = s.some((x) => x.feedback.responses > 0);
  const maxMinutes = Math.max(1, ...answer.minutesPerCoreSkill.map((m) => m.minutes));

  if (s.length === 0) {
    return (
      <Empty>
        <Trans>No finished training sessions yet. The stats appear once a session has ended.</Trans>
      </Empty>
    );
  }
  return (
    <>
      <section className="training-section" aria-labelledby="stats-attendance">
        <h2 id="stats-attendance">
          <Trans>Attendance rate</Trans>
        </h2>
        <p>
          <Trans>
            Overall attendance: {pct(answer.attendanceRate)} over {s.length} sessions.
          </Trans>
        </p>
        <TimeChart x={x} series={attendanceSeries} yRange={[0, 100]} yFormat={pctFormat} xFormat={xFormat} />
        <div className="table-scroll">
          <table className="stats-table">
            <caption className="visually-hidden">{t`Attendance rate per session`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Session`}</th>
                <th scope="col">{t`Shown up`}</th>
                <th scope="col">{t`Rate`}</th>
              </tr>
            </thead>
            <tbody>
              {s.map((x) => (
                <tr key={x.id}>
                  <th scope="row">
                    {day(x.startsAt)} {x.topic ?? x.teamName}
                  </th>
                  <td>
                    {x.attendance.shownUp}/{x.attendance.players}
                  </td>
                  <td>{pct(x.attendance.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="training-section" aria-labelledby="stats-minutes">
        <h2 id="stats-minutes">
          <Trans>Minutes per core skill</Trans>
        </h2>
        {answer.minutesPerCoreSkill.length === 0 ? (
          <p>
            <Trans>No drills with a core skill and a duration yet.</Trans>
          </p>
        ) : (
          <table className="stats-table">
            <caption className="visually-hidden">{t`Minutes per core skill`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Core skill`}</th>
                <th scope="col">{t`Minutes`}</th>
              </tr>
            </thead>
            <tbody>
              {answer.minutesPerCoreSkill.map((m) => (
                <tr key={m.coreSkill}>
                  <th scope="row">{coreSkillText(i18n, m.coreSkill)}</th>
                  <td className="stats-bar-cell">
                    <span className="stats-bar" style={{ width: `${(m.minutes / maxMinutes) * 100}%` }} aria-hidden="true" />
                    <span>{m.minutes}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="training-section" aria-labelledby="stats-feedback">
        <h2 id="stats-feedback">
          <Trans>Player feedback averages</Trans>
        </h2>
        {!hasFeedback ? (
          <p>
            <Trans>No player feedback yet.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>
                Average over all sessions: session rating {avg(answer.feedbackAverages.sessionRating)}, enjoyment {avg(answer.feedbackAverages.enjoyment)}, wish to repeat{' '}
                {avg(answer.feedbackAverages.wishToRepeat)}, confidence {avg(answer.feedbackAverages.confidence)} (out of 10).
              </Trans>
            </p>
            <TimeChart x={x} series={feedbackSeries} yRange={[0, 10]} xFormat={xFormat} />
            <div className="table-scroll">
              <table className="stats-table stats-table--wide">
                <caption className="visually-hidden">{t`Player feedback averages per session`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Session`}</th>
                    {feedbackLabels.map(([k, label]) => (
                      <th key={k} scope="col">
                        {label}
                      </th>
                    ))}
                    <th scope="col">{t`Responses`}</th>
                  </tr>
                </thead>
                <tbody>
                  {/* Sessions nobody gave feedback on are gaps in the chart, and left out here. */}
                  {s.filter((x) => x.feedback.responses > 0).map((x) => (
                    <tr key={x.id}>
                      <th scope="row">
                        {day(x.startsAt)} {x.topic ?? x.teamName}
                      </th>
                      {feedbackLabels.map(([k]) => (
                        <td key={k}>{avg(x.feedback.averages[k])}</td>
                      ))}
                      <td>{x.feedback.responses}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  );
}
