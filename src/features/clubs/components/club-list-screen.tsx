// The club list (/secure/configuration/clubs): the user's clubs, searchable by name.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FALLBACK_ACCENT } from '../../../domain/session';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useClubList } from '../data/club-list';
import { useIsSuperAdmin } from '../data/create-club';
import { ClubSettingsLink } from './club-settings-link';

export function ClubListScreen() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const { loading, error, answer, retry } = useClubList(search);
  const superAdmin = useIsSuperAdmin();
  const clubs = answer?.clubs ?? [];
  const total = answer?.total ?? 0;

  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Clubs</Trans>
        </h1>
        {answer ? (
          <p>
            <Plural value={total} one="# club" other="# clubs" />
          </p>
        ) : null}
      </div>
      {superAdmin ? (
        <p>
          <Link className="button button--primary" to="/secure/configuration/new-club">
            <Trans>Create a club</Trans>
          </Link>
        </p>
      ) : null}
      <div className="field search" role="search">
        <label className="field__label" htmlFor="club-search">
          <Trans>Search by club name</Trans>
        </label>
        <input id="club-search" className="field__input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" enterKeyHint="search" />
      </div>
      <div aria-live="polite" aria-busy={loading}>
        {error && !loading ? (
          <Failure message={t`There has been an error retrieving clubs`} onRetry={retry} />
        ) : loading && !answer ? (
          <Loading />
        ) : clubs.length === 0 ? (
          <Empty>{search.trim() ? <Trans>No clubs match "{search}".</Trans> : <Trans>You are not a member of any club yet.</Trans>}</Empty>
        ) : (
          <ul className="list">
            {clubs.map((club) => {
              const teams = club.teamCount;
              const members = club.memberCount;
              return (
                <li key={club.id} className="list__item">
                  <span className="swatch" style={{ background: club.primaryColour ?? FALLBACK_ACCENT }} aria-hidden="true" />
                  <span className="list__body">
                    <Link className="list__title" to="/secure/club/$clubId/members" params={{ clubId: club.id }}>
                      {club.name}
                    </Link>
                    <span className="list__meta">
                      {club.clubType === 'elite' ? <Trans>Elite</Trans> : <Trans>Community</Trans>} · <Plural value={teams} one="# team" other="# teams" /> · <Plural value={members} one="# member" other="# members" />
                    </span>
                  </span>
                  <ClubSettingsLink clubId={club.id} clubName={club.name} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
