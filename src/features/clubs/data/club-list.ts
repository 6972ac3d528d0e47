// The user's clubs (all clubs for a super admin), filtered by name on the server.
import { useEffect } from 'react';
import { listClubs } from '../../../api/club-api';
import type { ClubListAnswer } from '../../../domain/club/types';
import { useCall } from '../../../ui/use-call';

/** One page is plenty for a person's own clubs; a super admin narrows by name. */
export const CLUB_PAGE_SIZE = 50;
/** Typing pauses this long before the list is asked for again. */
const SEARCH_PAUSE_MS = 250;

const load = (clubName: string, signal: AbortSignal) => listClubs({ clubName: clubName.trim() || undefined, limit: CLUB_PAGE_SIZE, offset: 0 }, { signal });

export function useClubList(search: string): { loading: boolean; error: Error | null; answer: ClubListAnswer | undefined; retry: () => void } {
  const call = useCall(load);
  const { run } = call;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => void run(search, controller.signal), search ? SEARCH_PAUSE_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [run, search]);
  return {
    loading: call.loading || (call.data === undefined && !call.error),
    error: call.error,
    answer: call.data,
    retry: () => void run(search, new AbortController().signal),
  };
}
