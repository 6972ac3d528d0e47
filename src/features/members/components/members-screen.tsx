// Users, coaches, parents and players of a club, or of one team (spec §2 Club administration):
// filters, select members, disable/enable, trial, play status and remove (asked first); the
// "Waiting for approval" status lists children parents added, to approve or decline.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { MemberKind } from '../../../domain/club/member-messages';
import { PLAY_STATUSES, type PlayStatus } from '../../../domain/club/member-schemas';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useClubTeams } from '../data/club-teams';
import { useCurrentUserId } from '../data/current-club';
import { useMemberChange, useMemberList, type MemberChange } from '../data/members';
import { failureText, memberFailure } from '../model/failure-text';
import { DEFAULT_FILTERS, isPlayStatus, kindHasPlayerFields, MEMBER_KINDS, pendingTeams, visibleSelection, type MemberFilters, type MemberStatus } from '../model/member-filters';
import { emptyListText, inviteStatusLabel, kindLabel, playStatusLabel } from '../model/member-text';
import { roleName } from '../../../ui/role-text';
import { ClubSettingsLink } from '../../clubs/components/club-settings-link';
import { useClubPermissions } from '../../access/data/club-permissions';
import { WorkInClubButton } from '../../clubs/components/work-in-club-button';
import { PendingChildren } from './pending-children';
import './members.css';

export interface MembersScreenProps {
  clubId: string;
  kind: MemberKind;
  /** Set when the screen is about one team. */
  teamId?: string;
}

export function MembersScreen({ clubId, kind, teamId }: MembersScreenProps) {
  const { t, i18n } = useLingui();
  const me = useCurrentUserId();
  const { clubName, clubColour, teams } = useClubTeams(clubId);
  const [filters, setFilters] = useState<MemberFilters>({ ...DEFAULT_FILTERS, teamId: teamId ?? '' });
  const pending = filters.status === 'pending';
  const playerFields = kindHasPlayerFields(kind) && !pending;
  const effective: MemberFilters = playerFields ? filters : { ...filters, onTrial: false, playStatus: '' };
  const list = useMemberList(clubId, kind, effective);
  const change = useMemberChange(clubId);
  // Only what the member may do (issue 19): changes need members.manage, invites invites.send.
  const permissions = useClubPermissions(clubId);
  const mayChange = permissions.has('members.manage');
  const mayInvite = permissions.has('invites.send');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [lastChange, setLastChange] = useState<MemberChange['kind']>('active');
  const [bulkStatus, setBulkStatus] = useState<PlayStatus | ''>('');
  const heading = useRef<HTMLHeadingElement>(null);
  const pendingHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setFilters((f) => ({ ...f, teamId: teamId ?? '' })), [teamId]);
  useEffect(() => setSelected(new Set()), [kind, pending]);

  const members = list.answer?.members ?? [];
  const chosen = visibleSelection(selected, members);
  const teamName = teams.find((x) => x.id === filters.teamId)?.name ?? null;
  const set = <K extends keyof MemberFilters>(key: K, value: MemberFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = members.length > 0 && chosen.length === members.length;

  async function apply(c: MemberChange) {
    setDone(null);
    setLastChange(c.kind);
    const ok = await change.run(chosen, c);
    setAsking(false);
    if (ok === undefined) return;
    setSelected(new Set());
    setDone(c.kind === 'remove' ? t`The members were removed.` : t`The members were updated.`);
    list.reload();
  }

  const removeFromTeam = Boolean(filters.teamId);
  const count = chosen.length;
  // A failed change keeps the selection: its message then sits in the selection bar, which stays
  // in sight at the bottom of a phone's screen, rather than above a list scrolled out of view.
  const failure = change.error ? (
    <p className="alert alert--error" role="alert">
      {i18n._(failureText(change.error, lastChange === 'remove' ? memberFailure.remove : memberFailure.update))}
    </p>
  ) : null;
  const kindName = i18n._(kindLabel[kind]);

  return (
    <>
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {kindName}
        </h1>
        <p>{teamName ? `${clubName ?? ''} · ${teamName}` : (clubName ?? '')}</p>
      </div>
      <div className="member-actions">
        <WorkInClubButton clubId={clubId} clubName={clubName} colour={clubColour} />
        {mayInvite ? (
          <>
            <Link className="button button--secondary" to="/secure/club/$clubId/invite" params={{ clubId }}>
              <Trans>Invite a member</Trans>
            </Link>
            <Link className="button button--secondary" to="/secure/club/$clubId/invites" params={{ clubId }}>
              <Trans>Invites</Trans>
            </Link>
          </>
        ) : null}
        <ClubSettingsLink clubId={clubId} />
      </div>
      <nav className="segmented" aria-label={t`Member lists`}>
        {MEMBER_KINDS.map((k) => (
          <Link key={k} to="/secure/club/$clubId/members" params={{ clubId }} search={{ kind: k, teamId: filters.teamId || undefined }} aria-current={k === kind ? 'page' : undefined}>
            {i18n._(kindLabel[k])}
          </Link>
        ))}
      </nav>
      <form className="members-filters" role="search" aria-label={t`Filter members`} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="member-search">
            <Trans>Search by name or email</Trans>
          </label>
          <input id="member-search" className="field__input" type="search" value={filters.search} onChange={(e) => set('search', e.target.value)} autoComplete="off" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="member-team">
            <Trans>Team</Trans>
          </label>
          <select id="member-team" className="field__input" value={filters.teamId} onChange={(e) => set('teamId', e.target.value)}>
            <option value="">{t`Whole club`}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="member-status">
            <Trans>Status</Trans>
          </label>
          <select id="member-status" className="field__input" value={filters.status} onChange={(e) => set('status', e.target.value as MemberStatus)}>
            <option value="active">{t`Active`}</option>
            <option value="inactive">{t`Inactive`}</option>
            <option value="all">{t`Active and inactive`}</option>
            <option value="pending">{t`Waiting for approval`}</option>
          </select>
        </div>
        {playerFields ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor="member-play-status">
                <Trans>Play status</Trans>
              </label>
              <select id="member-play-status" className="field__input" value={filters.playStatus} onChange={(e) => set('playStatus', isPlayStatus(e.target.value) ? e.target.value : '')}>
                <option value="">{t`Any play status`}</option>
                {PLAY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {i18n._(playStatusLabel[s])}
                  </option>
                ))}
              </select>
            </div>
            <label className="check-field">
              <input type="checkbox" checked={filters.onTrial} onChange={(e) => set('onTrial', e.target.checked)} />
              <Trans>Only players on trial</Trans>
            </label>
          </>
        ) : null}
      </form>

      <div role="status" aria-live="polite">
        {done ? <p className="alert alert--ok">{done}</p> : null}
      </div>
      {count > 0 ? null : failure}

      {pending ? (
        <>
          <h2 ref={pendingHeading} className="pending-title" tabIndex={-1}>
            <Trans>Waiting for approval</Trans>
          </h2>
          <p>
            <Trans>Children their parents added to a team. Approve them to join the team, or decline.</Trans>
          </p>
        </>
      ) : null}
      <div aria-busy={list.loading}>
        {list.error && !list.loading ? (
          <Failure message={i18n._(failureText(list.error, memberFailure.retrieve))} onRetry={list.reload} />
        ) : list.loading && !list.answer ? (
          <Loading />
        ) : members.length === 0 ? (
          <Empty>{pending ? t`No children are waiting for approval` : i18n._(emptyListText[kind])}</Empty>
        ) : pending ? (
          <PendingChildren
            clubId={clubId}
            members={members}
            onDecided={(message) => {
              setDone(message);
              list.reload();
              // The decided row leaves the list: focus goes to the section, not to the page's end.
              pendingHeading.current?.focus();
            }}
          />
        ) : (
          <>
            {mayChange ? (
              <label className="check-field">
                <input type="checkbox" checked={allChosen} onChange={() => setSelected(allChosen ? new Set() : new Set(members.map((m) => m.id)))} />
                <Trans>Select all</Trans>
              </label>
            ) : null}
            <ul className="list">
              {members.map((m) => {
                const name = `${m.firstName} ${m.lastName}`.trim();
                return (
                  <li key={m.id} className="list__item member-row">
                    {mayChange ? <input type="checkbox" checked={selected.has(m.id)} onChange={() => toggle(m.id)} aria-label={t`Select ${name}`} /> : null}
                    <span className="list__body">
                      <Link className="list__title" to="/secure/club/$clubId/members/$userId" params={{ clubId, userId: m.id }}>
                        {name}
                      </Link>
                      <span className="list__meta">
                        {[...new Set(m.roles)].map((r) => roleName(i18n, r)).join(', ')}
                        {m.teams.some((x) => x.teamName) ? ` · ${[...new Set(m.teams.map((x) => x.teamName).filter(Boolean))].join(', ')}` : ''}
                      </span>
                      <span className="member-badges">
                        {pendingTeams(m).length > 0 ? <span className="badge badge--warn">{t`Waiting for approval`}</span> : !m.active ? <span className="badge badge--warn">{t`Inactive`}</span> : null}
                        {m.onTrial ? <span className="badge">{t`On trial`}</span> : null}
                        {m.playStatus && isPlayStatus(m.playStatus) && m.playStatus !== 'available' ? <span className="badge badge--warn">{i18n._(playStatusLabel[m.playStatus])}</span> : null}
                        {!m.registered ? <span className="badge">{i18n._(inviteStatusLabel[m.inviteStatus])}</span> : null}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>

      {count > 0 && !pending && mayChange ? (
        <section className="bulk-bar" aria-label={t`Change the selected members`}>
          {failure}
          <strong>{t`${count} selected`}</strong>
          {asking ? (
            <ConfirmQuestion
              question={
                count === 1
                  ? removeFromTeam
                    ? t`Remove this member from this team?`
                    : t`Remove this member from this club? They lose access to it.`
                  : removeFromTeam
                    ? t`Remove ${count} members from this team?`
                    : t`Remove ${count} members from this club? They lose access to it.`
              }
              confirmLabel={t`Remove`}
              cancelLabel={t`Cancel`}
              danger
              busy={change.loading}
              onConfirm={() => void apply({ kind: 'remove', teamId: filters.teamId || undefined })}
              onCancel={() => setAsking(false)}
            />
          ) : (
            <>
              <button type="button" className="button button--secondary" disabled={change.loading || chosen.includes(me ?? '')} onClick={() => void apply({ kind: 'active', active: false })}>
                <Trans>Disable</Trans>
              </button>
              <button type="button" className="button button--secondary" disabled={change.loading} onClick={() => void apply({ kind: 'active', active: true })}>
                <Trans>Enable</Trans>
              </button>
              {kindHasPlayerFields(kind) ? (
                <>
                  <button type="button" className="button button--secondary" disabled={change.loading} onClick={() => void apply({ kind: 'trial', onTrial: true })}>
                    <Trans>Set on trial</Trans>
                  </button>
                  <button type="button" className="button button--secondary" disabled={change.loading} onClick={() => void apply({ kind: 'trial', onTrial: false })}>
                    <Trans>End trial</Trans>
                  </button>
                  <div className="field">
                    <label className="visually-hidden" htmlFor="bulk-play-status">
                      <Trans>New play status</Trans>
                    </label>
                    <select id="bulk-play-status" className="field__input" value={bulkStatus} onChange={(e) => setBulkStatus(isPlayStatus(e.target.value) ? e.target.value : '')}>
                      <option value="">{t`Play status…`}</option>
                      {PLAY_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {i18n._(playStatusLabel[s])}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="button" className="button button--secondary" disabled={change.loading || !bulkStatus} onClick={() => bulkStatus && void apply({ kind: 'playStatus', playStatus: bulkStatus })}>
                    <Trans>Set play status</Trans>
                  </button>
                </>
              ) : null}
              <button type="button" className="button button--danger" disabled={change.loading} onClick={() => setAsking(true)}>
                <Trans>Remove</Trans>
              </button>
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
