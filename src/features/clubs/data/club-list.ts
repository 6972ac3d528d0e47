// The club list: the user's clubs (all clubs for a super admin), filtered on the server by name,
// sport, club type and parent club, a page at a time.
import { useEffect, useMemo, useRef } from 'react';
import { isApiError } from '../../../api/api-error';
import { listClubs } from '../../../api/club-api';
import { getProfile } from '../../../api/profile-store';
import { getMember } from '../../../api/session-store';
import { refreshSession } from '../../access/data/refresh-session';
import type { ClubListQuery } from '../../../domain/club/list-query';
import type { ClubListAnswer } from '../../../domain/club/types';
import { useCall } from '../../../ui/use-call';

export const CLUB_PAGE_SIZE = 20;
/** Typing pauses this long before the list is asked for again. */
const SEARCH_PAUSE_MS = 250;

export interface ClubListFilter {
  search: string;
  sport: string;
  type: '' | 'elite' | 'community';
  parentClubId: string;
  /** From 0. */
  page: number;
}

export const EMPTY_CLUB_FILTER: ClubListFilter = { search: '', sport: '', type: '', parentClubId: '', page: 0 };

export function clubListQuery(f: ClubListFilter): ClubListQuery {
  return {
    clubName: f.search.trim() || undefined,
    sportId: f.sport || undefined,
    type: f.type || undefined,
    parentClubId: f.parentClubId || undefined,
    limit: CLUB_PAGE_SIZE,
    offset: f.page * CLUB_PAGE_SIZE,
  };
}

const load = (query: ClubListQuery, signal: AbortSignal) => listClubs(query, { signal });

/** `offline`: the call failed for want of a connection (the screen says so, not the spec's failure). */
export function useClubList(filter: ClubListFilter): { loading: boolean; error: Error | null; offline: boolean; answer: ClubListAnswer | undefined; retry: () => void } {
  const call = useCall(load);
  const { run } = call;
  const query = useMemo(() => clubListQuery(filter), [filter]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => void run(query, controller.signal), query.clubName ? SEARCH_PAUSE_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [run, query]);
  return {
    loading: call.loading || (call.data === undefined && !call.error),
    error: call.error,
    offline: isApiError(call.error) && call.error.code === 'network',
    answer: call.data,
    retry: () => void run(query, new AbortController().signal),
  };
}

/** Clubs that can be chosen as a parent club in the filter: the first page of every club the user sees. */
export function useParentClubChoices(): { id: string; name: string }[] {
  const call = useCall(load);
  const { run } = call;
  useEffect(() => {
    const controller = new AbortController();
    void run({ limit: 100, offset: 0 }, controller.signal);
    return () => controller.abort();
  }, [run]);
  return (call.data?.clubs ?? []).map((c) => ({ id: c.id, name: c.name }));
}

/**
 * A member's list holds only their clubs, so a club in it that the stored profile does not know
 * (one the club admin just created in the wizard, an invite accepted on another device) means the
 * profile is behind: refresh it once (GET auth/validate), so the club's admin links and the club
 * switcher know the club too. Super admins see every club, member or not: nothing to follow.
 */
export function useProfileFollowsClubList(answer: ClubListAnswer | undefined): void {
  const refreshed = useRef(false);
  useEffect(() => {
    if (!answer || refreshed.current) return;
    const profile = getProfile(getMember()?.id);
    if (!profile || profile.user.isSuperAdmin) return;
    if (answer.clubs.every((c) => profile.memberships.some((m) => m.clubId === c.id))) return;
    refreshed.current = true;
    // Offline or failing: the stored profile stays, as the shell's own refresh does.
    refreshSession().catch(() => undefined);
  }, [answer]);
}
