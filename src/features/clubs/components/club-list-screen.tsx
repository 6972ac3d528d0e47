// The club list (/secure/configuration/clubs): the user's clubs (every club for a super admin),
// searched by name and filtered by sport, club type and parent club, a page at a time. Those who
// may create a club (a super admin, or a club admin of any club: data/club-creators.ts) get the
// wizard's link; a club admin's new club is theirs, so it is in this list after the wizard.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SPORTS } from '../../../domain/club/club-schema';
import { SelectField } from '../../../ui/select-field';
import { Empty, Failure, Loading } from '../../../ui/states';
import { CLUB_PAGE_SIZE, EMPTY_CLUB_FILTER, useClubList, useParentClubChoices, useProfileFollowsClubList, type ClubListFilter } from '../data/club-list';
import { sportText } from '../model/sport-text';
import { useMayCreateClub } from '../data/club-creators';
import { ClubSettingsLink } from './club-settings-link';
import './club-list.css';
import { NameMark } from '../../../ui/name-mark';

export function ClubListScreen() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ClubListFilter>(EMPTY_CLUB_FILTER);
  // Any change of the filters starts again at the first page.
  const set = <K extends keyof ClubListFilter>(key: K, value: ClubListFilter[K]) => setFilter((f) => ({ ...f, [key]: value, page: key === 'page' ? (value as number) : 0 }));
  const search = filter.search;
  const { loading, error, offline, answer, retry } = useClubList(filter);
  const parents = useParentClubChoices();
  const mayCreate = useMayCreateClub();
  useProfileFollowsClubList(answer);
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
      {mayCreate ? (
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
        <input id="club-search" className="field__input" type="search" value={search} onChange={(e) => set('search', e.target.value)} autoComplete="off" enterKeyHint="search" />
      </div>
      <div className="club-filters">
        <SelectField label={t`Sport`} value={filter.sport} onChange={(e) => set('sport', e.target.value)} options={[['', t`All sports`], ...SPORTS.map((s): [string, string] => [s, i18n._(sportText[s])])]} />
        <SelectField
          label={t`Club type`}
          value={filter.type}
          onChange={(e) => set('type', e.target.value as ClubListFilter['type'])}
          options={[
            ['', t`All club types`],
            ['elite', t`Elite`],
            ['community', t`Community`],
          ]}
        />
        <SelectField label={t`Parent club`} value={filter.parentClubId} onChange={(e) => set('parentClubId', e.target.value)} options={[['', t`Any parent club`], ...parents.map((c): [string, string] => [c.id, c.name])]} />
      </div>
      <div aria-live="polite" aria-busy={loading}>
        {error && !loading ? (
          // Offline, say so (the spec's message is for a failed call, which a retry may fix).
          <Failure message={offline ? t`You are offline. Connect to the internet and try again.` : t`There has been an error retrieving clubs`} onRetry={retry} />
        ) : loading && !answer ? (
          <Loading />
        ) : clubs.length === 0 ? (
          <Empty>
            {search.trim() ? (
              <Trans>No clubs match "{search}".</Trans>
            ) : filter.sport || filter.type || filter.parentClubId ? (
              <Trans>No clubs match these filters.</Trans>
            ) : (
              <Trans>You are not a member of any club yet.</Trans>
            )}
          </Empty>
        ) : (
          <ul className="list">
            {clubs.map((club) => {
              const teams = club.teamCount;
              const members = club.memberCount;
              return (
                <li key={club.id} className="list__item">
                  <NameMark name={club.name} colour={club.primaryColour} />
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
      {total > CLUB_PAGE_SIZE ? <Pager page={filter.page} pages={Math.ceil(total / CLUB_PAGE_SIZE)} onPage={(p) => set('page', p)} /> : null}
    </>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const shown = page + 1;
  return (
    <nav className="club-pager" aria-label={t`Pages of clubs`}>
      <button type="button" className="button button--secondary button--small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span aria-live="polite">
        <Trans>
          Page {shown} of {pages}
        </Trans>
      </span>
      <button type="button" className="button button--secondary button--small" disabled={shown >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
