// /secure/analytics/team: a team's overview for its coaches and the club's admins (issue 24
// item 2): results, goals, attendance, the last five results, training minutes per core skill,
// practice minutes and each player's line. Kept per team and period for use with no signal.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { TeamOverview } from '../../../domain/analytics/overview-types';
import { Empty, Failure } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useAnalyticsScope } from '../data/analytics-scope';
import { useOverview } from '../data/overview-cache';
import { count, percent } from '../model/format';
import { presetRange, rangeQuery, type RangePreset } from '../model/range-presets';
import { skillName } from '../model/skill-name';
import { OverviewFrame } from './overview-frame';
import { RangePicker } from './range-picker';
import { SummaryTiles, Tiles } from './summary-tiles';
import './analytics.css';

export function TeamOverviewScreen() {
  const { t } = useLingui();
  const scope = useAnalyticsScope();
  const online = useOnline();
  const [preset, setPreset] = useState<RangePreset>('12m');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const teamId = chosen ?? (scope.teams.some((x) => x.id === scope.teamId) ? scope.teamId : scope.teams[0]?.id);
  const allowed = Boolean(scope.canSeeTeams && scope.clubId);
  const ready = allowed && teamId;
  const path = ready ? `/team-report/${encodeURIComponent(scope.clubId!)}/${encodeURIComponent(teamId)}/overview?${rangeQuery(presetRange(preset))}` : null;
  const state = useOverview<TeamOverview>(scope.userId, ready ? `team:${teamId}:${preset}` : null, path, online);
  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Team overview</Trans>
        </h1>
        <Link to="/secure/more" className="button button--secondary">
          <Trans>Back</Trans>
        </Link>
      </div>
      {!allowed ? (
        <Failure message={t`You do not have the correct permissions to access this screen`} />
      ) : !teamId ? (
        <Empty>
          <Trans>You have no team to show yet.</Trans>
        </Empty>
      ) : (
        <>
          {scope.teams.length > 1 ? (
            <div className="field">
              <label className="field__label" htmlFor="analytics-team">{t`Team`}</label>
              <select id="analytics-team" className="field__input" value={teamId} onChange={(e) => setChosen(e.target.value)}>
                {scope.teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <RangePicker value={preset} onChange={setPreset} />
          <OverviewFrame state={state} online={online}>
            {(o) => <TeamBody overview={o} />}
          </OverviewFrame>
        </>
      )}
    </>
  );
}

function TeamBody({ overview: o }: { overview: TeamOverview }) {
  const { t, i18n } = useLingui();
  const outcome = { W: t`Won`, D: t`Drawn`, L: t`Lost` } as const;
  return (
    <div className="analytics">
      <h2 className="analytics__team">{o.teamName}</h2>
      <SummaryTiles results={o.results} goals={o.goals} attendance={o.attendance} />
      <section className="card" aria-labelledby="form-title">
        <h2 id="form-title">
          <Trans>Last results</Trans>
        </h2>
        {o.form.length === 0 ? (
          <p>
            <Trans>No games recorded in this period.</Trans>
          </p>
        ) : (
          <ol className="list">
            {o.form.map((f) => {
              const score = `${count(i18n, f.goalsFor)}–${count(i18n, f.goalsAgainst)}`;
              return (
                <li key={f.fixtureId} className="list__item">
                  <span className="list__body">
                    <span className="list__title">{t`${outcome[f.outcome]} ${score} v ${f.opponent}`}</span>
                    <span className="list__meta">{i18n.date(new Date(f.kickoffAt), { dateStyle: 'medium' })}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section className="card" aria-labelledby="training-title">
        <h2 id="training-title">
          <Trans>Training minutes per core skill</Trans>
        </h2>
        {o.trainingMinutes.length === 0 ? (
          <p>
            <Trans>No drills recorded in this period.</Trans>
          </p>
        ) : (
          <table className="analytics__table">
            <thead>
              <tr>
                <th scope="col">{t`Core skill`}</th>
                <th scope="col">{t`Minutes`}</th>
              </tr>
            </thead>
            <tbody>
              {o.trainingMinutes.map((s) => (
                <tr key={s.coreSkill ?? '-'}>
                  <th scope="row">{skillName(i18n, s.coreSkill)}</th>
                  <td>{count(i18n, s.minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <Tiles label={t`Practice`} tiles={[{ label: t`Practice minutes at home`, value: count(i18n, o.practiceMinutes) }]} />
      <section className="card" aria-labelledby="players-title">
        <h2 id="players-title">
          <Trans>Players</Trans>
        </h2>
        <div className="analytics__scroll">
          <table className="analytics__table">
            <thead>
              <tr>
                <th scope="col">{t`Player`}</th>
                <th scope="col">{t`Games`}</th>
                <th scope="col">{t`At games`}</th>
                <th scope="col">{t`Sessions`}</th>
                <th scope="col">{t`At sessions`}</th>
                <th scope="col">{t`Cards`}</th>
                <th scope="col">{t`Man of the match`}</th>
                <th scope="col">{t`Minutes played`}</th>
              </tr>
            </thead>
            <tbody>
              {o.players.map((p) => (
                <tr key={p.playerId}>
                  <th scope="row">{p.name}</th>
                  <td>{count(i18n, p.gamesAttended)}</td>
                  <td>{percent(i18n, p.gameAttendance)}</td>
                  <td>{count(i18n, p.sessionsAttended)}</td>
                  <td>{percent(i18n, p.sessionAttendance)}</td>
                  <td>{count(i18n, p.cards)}</td>
                  <td>{count(i18n, p.motmAwards)}</td>
                  <td>{count(i18n, p.minutesPlayed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
