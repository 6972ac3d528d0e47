// The signed-in member and their stored profile as React state, following every change
// (this tab, other tabs, a 401).
import { useSyncExternalStore } from 'react';
import { getMember, subscribe } from '../../../api/session-store';
import { clubNameIn, getProfile, subscribeProfile, type StoredProfile } from '../../../api/profile-store';
import type { StoredMember } from '../../../domain/session';

export function useMember(): StoredMember | null {
  return useSyncExternalStore(subscribe, getMember);
}

export function useProfile(): StoredProfile | null {
  const member = useMember();
  return useSyncExternalStore(subscribeProfile, () => getProfile(member?.id));
}

/** The current club's name: from a membership, or for a super admin's club outside them, as read before. */
export function useCurrentClubName(): string | null {
  const member = useMember();
  return clubNameIn(useProfile(), member?.clubId);
}
