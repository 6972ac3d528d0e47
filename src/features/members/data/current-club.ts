// The club the signed-in member is switched into (touchlinemember.clubId), or null.
import { useSyncExternalStore } from 'react';
import { getMember, subscribe } from '../../../api/session-store';

export function useCurrentClubId(): string | null {
  return useSyncExternalStore(subscribe, () => getMember()?.clubId ?? null);
}

export function useCurrentUserId(): string | null {
  return useSyncExternalStore(subscribe, () => getMember()?.id ?? null);
}
