// /secure/development: the players a coach (their teams) or club admin (every team) develops, as
// a list or as cards, filtered by team, position, trial status and active; each opens the
// player's development profile. Playing time shows each player's share of the minutes available
// this season, those under the club's fair-playing-time threshold marked. Kept on the device and
// shown "as of" with no signal. Players and parents: 'You do not have access to this screen'.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { developmentMessages as m } from '../../../domain/development/messages';
import type { DevelopmentPlayerLine } from '../../../domain/development/profile-types';
import { RoleId } from '../../../domain/roles';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { AsOf } from '../../analytics/components/as-of';
import { percent } from '../../analytics/model/format';
import { useDevelopmentPlayers } from '../data/development';
import { developmentMessage } from '../model/development-text';
import { filterPlayers, NO_FILTERS, positionsOf, type PlayerFilters } from '../model/player-filters';
import './profile.css';

const STAFF: number[] = [RoleId.admin, RoleId.clubAdmin, RoleId.coach, RoleId.assistantCoach];

export function DevelopmentPlayersScreen() {
  const { t, i18n } = useLingui();
  const member = useMember();
  const online = useOnline();
  const staff = member ? STAFF.includes(member.roleId) : false;
  const state = useDevelopmentPlayers(staff ? (member?.id ?? null) : null, staff ? (member?.clubId ?? null) : null, online);
  const [filters, setFilters] = useState<PlayerFilters>(NO_FILTERS);
  const [cards, setCards] = useState(false);
  const set = (patch: Partial<PlayerFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const head = (
    <div className="page-head">
      <h1>
        <Trans>Player development</Trans>
      </h1>
    </div>
  );
  if (!member) return <Loading />;
  if (!staff || (state.denied && !state.stored)) {
    return (
      <>
        {head}
        <Failure message={developmentMessage(i18n, m.noAccess)} />
      </>
    );
  }
  if (state.stored === undefined || (state.stored === null && state.loading)) return <Loading />;
  if (!state.stored) {
    return (
      <>
        {head}
        {online && state.failed ? (
          <Failure message={developmentMessage(i18n, m.loadPlayers)} />
        ) : (
          <Empty>
            <Trans>This list needs a connection the first time. Connect and open it again.</Trans>
          </Empty>
        )}
      </>
    );
  }
  const answer = state.stored.value;
  const shown = filterPlayers(answer.players, filters);
  const positions = positionsOf(answer.players);
  const share = (p: DevelopmentPlayerLine) =>
    p.minutes.share === null ? t`No games played yet` : t`${percent(i18n, p.minutes.share)} of available minutes`;
  const under = (p: DevelopmentPlayerLine) => (p.minutes.under ? <strong className="fair-play-under">{t`Under fair playing time`}</strong> : null);
  const tags = (p: DevelopmentPlayerLine) => [p.teamName, p.position, p.onTrial ? t`On trial` : null, p.active ? null : t`Inactive`].filter(Boolean).join(' · ');
  const rating = (p: DevelopmentPlayerLine) => (p.rating === null ? null : <span aria-label={t`99 Rating ${p.rating}`}>{p.rating}</span>);

  return (
    <>
      {head}
      <AsOf computedAt={answer.computedAt} show={!online || state.failed} />
      <div className="dev-players__filters" role="group" aria-label={t`Filters`}>
        <div className="field">
          <label className="field__label" htmlFor="dev-team">{t`Team`}</label>
          <select id="dev-team" className="field__input" value={filters.teamId} onChange={(e) => set({ teamId: e.target.value })}>
            <option value="">{t`All teams`}</option>
            {answer.teams.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="dev-position">{t`Position`}</label>
          <select id="dev-position" className="field__input" value={filters.position} onChange={(e) => set({ position: e.target.value })}>
            <option value="">{t`All positions`}</option>
            {positions.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="dev-trial">{t`Trial status`}</label>
          <select id="dev-trial" className="field__input" value={filters.trial} onChange={(e) => set({ trial: e.target.value as PlayerFilters['trial'] })}>
            <option value="all">{t`Everyone`}</option>
            <option value="trial">{t`On trial`}</option>
            <option value="not_trial">{t`Not on trial`}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="dev-active">{t`Active`}</label>
          <select id="dev-active" className="field__input" value={filters.active} onChange={(e) => set({ active: e.target.value as PlayerFilters['active'] })}>
            <option value="active">{t`Active players`}</option>
            <option value="inactive">{t`Inactive players`}</option>
            <option value="all">{t`Everyone`}</option>
          </select>
        </div>
        <button type="button" className="button button--secondary" aria-pressed={cards} onClick={() => setCards((c) => !c)}>
          {cards ? t`Show as a list` : t`Show as cards`}
        </button>
      </div>
      <p role="status" className="card__meta">
        {t`Players shown: ${shown.length}`}
      </p>
      {shown.length === 0 ? (
        <Empty>
          <Trans>No players match these filters.</Trans>
        </Empty>
      ) : cards ? (
        <div className="dev-players__cards">
          {shown.map((p) => (
            <Link key={`${p.teamId}:${p.playerId}`} to="/secure/development/$playerId" params={{ playerId: p.playerId }} className="card">
              <p className="card__title">{p.name}</p>
              <p className="card__meta">{tags(p)}</p>
              <p className="rating-card__number">{rating(p)}</p>
              <p>
                {share(p)} {under(p)}
              </p>
            </Link>
          ))}
        </div>
      ) : (
        <ul className="list">
          {shown.map((p) => (
            <li key={`${p.teamId}:${p.playerId}`}>
              <Link to="/secure/development/$playerId" params={{ playerId: p.playerId }} className="list__item">
                <span className="list__body">
                  <span className="list__title">{p.name}</span>
                  <span className="list__meta">{tags(p)}</span>
                  <span className="list__meta">
                    {share(p)} {under(p)}
                  </span>
                </span>
                {rating(p)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
