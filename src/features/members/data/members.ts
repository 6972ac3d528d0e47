// A club's (or team's) member list and the bulk changes on it. Reads ask the server (an admin
// list is only useful fresh); changes are online-only admin calls (see member-calls.ts) and
// reload the list after they succeed.
import { useCallback, useEffect, useState } from 'react';
import type { MemberKind } from '../../../domain/club/member-messages';
import type { MemberListAnswer, PlayStatus } from '../../../domain/club/member-schemas';
import { useCall } from '../../../ui/use-call';
import type { MemberFilters } from '../model/member-filters';
import { decidePending, listMembers, removeMembers, setActive, setPlayStatus, setTrial } from './member-calls';

const SEARCH_PAUSE_MS = 250;

export function useMemberList(clubId: string, kind: MemberKind, filters: MemberFilters) {
  const call = useCall((signal: AbortSignal) => listMembers(clubId, kind, filters, { signal }));
  const { run } = call;
  const key = JSON.stringify([clubId, kind, filters]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => void run(controller.signal), filters.search ? SEARCH_PAUSE_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [run, key, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return {
    loading: call.loading || (call.data === undefined && !call.error),
    error: call.error,
    answer: call.data as MemberListAnswer | undefined,
    reload,
  };
}

export type MemberChange =
  | { kind: 'active'; active: boolean }
  | { kind: 'trial'; onTrial: boolean }
  | { kind: 'playStatus'; playStatus: PlayStatus }
  /** A child a parent added, waiting for the team's staff: approved into the team, or declined. */
  | { kind: 'approve'; approve: boolean }
  | { kind: 'remove'; teamId?: string };

/** Applies one bulk change to the chosen members. */
export function changeMembers(clubId: string, userIds: string[], change: MemberChange): Promise<unknown> {
  switch (change.kind) {
    case 'active':
      return setActive(clubId, userIds, change.active);
    case 'trial':
      return setTrial(clubId, userIds, change.onTrial);
    case 'playStatus':
      return setPlayStatus(clubId, userIds, change.playStatus);
    case 'approve':
      return decidePending(clubId, userIds, change.approve);
    case 'remove':
      return removeMembers(clubId, userIds, change.teamId);
  }
}

export function useMemberChange(clubId: string) {
  return useCall((userIds: string[], change: MemberChange) => changeMembers(clubId, userIds, change));
}
