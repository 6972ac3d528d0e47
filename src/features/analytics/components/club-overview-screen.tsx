// /secure/analytics/club: the club overview for club admins (issue 24 item 2): results, goals,
// attendance, players, the top 3 star players and each team's line, over a chosen period. The
// last answer per period is kept on the device and opens with no signal "As of 14:02".
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ClubOverview } from '../../../domain/analytics/overview-types';
import { Failure } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useAnalyticsScope } from '../data/analytics-scope';
import { useOverview } from '../data/overview-cache';
import { count, percent } from '../model/format';
import { presetRange, rangeQuery, type RangePreset } from '../model/range-presets';
import { OverviewFrame } from './overview-frame';
import { RangePicker } from './range-picker';
import { SummaryTiles, Tiles } from './summary-tiles';
import './analytics.css';

export function ClubOverviewScreen() {
  const { t } = useLingui();
  const scope = useAnalyticsScope();
  const online = useOnline();
  const [preset, setPreset] = useState<RangePreset>('12m');
  const allowed = scope.canSeeClub && scope.clubId;
  const path = allowed ? `/analytics/club/dashboard/${encodeURIComponent(scope.clubId!)}/overview?${rangeQuery(presetRange(preset))}` : null;
  const state = useOverview<ClubOverview>(scope.userId, allowed ? `club:${scope.clubId}:${preset}` : null, path, online);
  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Club overview</Trans>
        </h1>
        <Link to="/secure/more" className="button button--secondary">
          <Trans>Back</Trans>
        </Link>
      </div>
      {!allowed ? (
        <Failure message={t`You do not have the correct permissions to access this screen`} />
      ) : (
        <>
          <RangePicker value={preset} onChange={setPreset} />
          <OverviewFrame state={state} online={online}>
            {(o) => <ClubBody overview={o} />}
          </OverviewFrame>
        </>
      )}
    </>
  );
}

function ClubBody({ overview: o }: { overview: ClubOverview }) {
  const { t, i18n } = useLingui();
  return (
    <div className="analytics">
      <SummaryTiles results={o.results} goals={o.goals} attendance={o.attendance} />
      <Tiles
        label={t`Players`}
        tiles={[
          { label: t`Registered players`, value: count(i18n, o.players.registered) },
          { label: t`Active players`, value: count(i18n, o.players.active) },
        ]}
      />
      <section className="card" aria-labelledby="stars-title">
        <h2 id="stars-title">
          <Trans>Star players</Trans>
        </h2>
        <p className="list__meta">
          <Trans>Most man-of-the-match awards, then most games attended.</Trans>
        </p>
        {o.starPlayers.length === 0 ? (
          <p>
            <Trans>No games recorded in this period.</Trans>
          </p>
        ) : (
          <ol className="list">
            {o.starPlayers.map((s) => (
              <li key={s.playerId} className="list__item">
                <span className="list__body">
                  <span className="list__title">{s.name}</span>
                  <span className="list__meta">
                    {t`${count(i18n, s.motmAwards)} man-of-the-match awards`} · {t`${count(i18n, s.gamesAttended)} games`}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="card" aria-labelledby="teams-title">
        <h2 id="teams-title">
          <Trans>Teams</Trans>
        </h2>
        <div className="analytics__scroll">
          <table className="analytics__table">
            <thead>
              <tr>
                <th scope="col">{t`Team`}</th>
                <th scope="col">{t`Played`}</th>
                <th scope="col">{t`Won`}</th>
                <th scope="col">{t`Drawn`}</th>
                <th scope="col">{t`Lost`}</th>
                <th scope="col">{t`Goals for`}</th>
                <th scope="col">{t`Goals against`}</th>
                <th scope="col">{t`At games`}</th>
                <th scope="col">{t`At sessions`}</th>
              </tr>
            </thead>
            <tbody>
              {o.teams.map((team) => (
                <tr key={team.teamId}>
                  <th scope="row">{team.name}</th>
                  <td>{count(i18n, team.played)}</td>
                  <td>{count(i18n, team.won)}</td>
                  <td>{count(i18n, team.drawn)}</td>
                  <td>{count(i18n, team.lost)}</td>
                  <td>{count(i18n, team.goalsFor)}</td>
                  <td>{count(i18n, team.goalsAgainst)}</td>
                  <td>{percent(i18n, team.gameAttendance)}</td>
                  <td>{percent(i18n, team.sessionAttendance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
