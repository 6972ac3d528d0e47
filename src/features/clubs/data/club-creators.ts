// Who may create a club, as the server decides it for POST club (route kind 'clubAdmin',
// src/domain/permissions.ts): a super admin, or a club admin of any active club. The stored
// profile's memberships are the active ones in active clubs (GET auth/validate), so the screens
// offer the wizard exactly to those the server lets through.
import { useSyncExternalStore } from 'react';
import { getProfile, subscribeProfile, type StoredProfile } from '../../../api/profile-store';
import { getMember } from '../../../api/session-store';

export const mayCreateClub = (profile: StoredProfile | null): boolean =>
  !!profile && (profile.user.isSuperAdmin || profile.memberships.some((m) => m.role === 'club_admin'));

/** Whether the signed-in user may create a club (and open the club wizard). */
export function useMayCreateClub(): boolean {
  return useSyncExternalStore(subscribeProfile, () => mayCreateClub(getProfile(getMember()?.id)));
}
