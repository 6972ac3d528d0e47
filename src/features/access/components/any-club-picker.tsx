// For a super admin, in "select club/team" and "switch club, role and team": every club, to work
// in as super admin (data/work-in-club.ts: the server lets them into any club). The clubs are the
// club list's call (GET club, every club for a super admin), searched by name; offline, the clubs
// this device has worked in before.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { roleText } from '../../../ui/role-text';
import { Empty, Failure, Loading } from '../../../ui/states';
import { EMPTY_CLUB_FILTER, useClubList } from '../../clubs/data/club-list';
import { useMember, useProfile } from '../data/session';
import { workInClub, type ClubChoice } from '../data/work-in-club';
import { RoleId } from '../../../domain/roles';
import { NameMark } from '../../../ui/name-mark';

export function AnyClubPicker({ onChosen }: { onChosen: () => void }) {
  const { t, i18n } = useLingui();
  const member = useMember();
  const profile = useProfile();
  const [search, setSearch] = useState('');
  const filter = useMemo(() => ({ ...EMPTY_CLUB_FILTER, search }), [search]);
  const list = useClubList(filter);
  const wanted = search.trim().toLowerCase();
  const remembered: ClubChoice[] = (profile?.clubs ?? [])
    .filter((c) => c.clubName.toLowerCase().includes(wanted))
    .map((c) => ({ clubId: c.clubId, clubName: c.clubName, colour: c.colour }))
    .sort((a, b) => a.clubName.localeCompare(b.clubName));
  const fromServer: ClubChoice[] | null = list.answer ? list.answer.clubs.map((c) => ({ clubId: c.id, clubName: c.name, colour: c.primaryColour })) : null;
  // Offline the call fails: the clubs worked in before on this device can still be chosen.
  const offline = list.error !== null && list.offline && !list.loading;
  const clubs = offline ? remembered : (fromServer ?? []);
  const total = list.answer?.total ?? 0;
  const adminRole = i18n._(roleText.admin);

  let body;
  if (list.error && !list.loading && !(offline && remembered.length)) {
    body = <Failure message={offline ? t`You are offline. Connect to the internet and try again.` : t`There has been an error retrieving clubs`} onRetry={list.retry} />;
  } else if (!offline && list.loading && !list.answer) {
    body = <Loading />;
  } else if (clubs.length === 0) {
    body = <Empty>{search.trim() ? <Trans>No clubs match "{search}".</Trans> : <Trans>There are no clubs yet.</Trans>}</Empty>;
  } else {
    const shown = clubs.length;
    body = (
      <>
        {offline ? (
          <p className="access__help">
            <Trans>You are offline: these are the clubs you have worked in on this device.</Trans>
          </p>
        ) : null}
        <ul className="list">
          {clubs.map((c) => (
            <li key={c.clubId}>
              <button
                type="button"
                className="list__item"
                aria-current={member?.clubId === c.clubId && member.roleId === RoleId.admin ? 'true' : undefined}
                onClick={() => {
                  void workInClub(c);
                  onChosen();
                }}
              >
                <NameMark name={c.clubName} colour={c.colour} />
                <span className="list__body">
                  <span className="list__title">{c.clubName}</span>
                  <span className="list__meta">{adminRole}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {!offline && total > shown ? (
          <p className="access__help">
            <Trans>
              Showing {shown} of {total} clubs. Search by club name to find the others.
            </Trans>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="any-club-heading">
      <h2 id="any-club-heading">
        <Trans>Any club, as super admin</Trans>
      </h2>
      <div className="field search" role="search">
        <label className="field__label" htmlFor="any-club-search">
          <Trans>Search by club name</Trans>
        </label>
        <input id="any-club-search" className="field__input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" enterKeyHint="search" />
      </div>
      <div aria-live="polite" aria-busy={list.loading}>
        {body}
      </div>
    </section>
  );
}
