// Creating a club (POST club, super admins only): every step of the wizard in one call, written by
// the server in one transaction. Online only: a half-made club must never exist, and the answer
// (the new club) is what the admin goes on with.
import { useSyncExternalStore } from 'react';
import { api } from '../../../api/client';
import { getProfile, subscribeProfile } from '../../../api/profile-store';
import { getMember } from '../../../api/session-store';
import type { CreateClubAnswer } from '../../../domain/club/create-club-schema';
import { useCall } from '../../../ui/use-call';

export const createClub = (body: Record<string, unknown>) => api().post<CreateClubAnswer>('/club', { body });

export function useCreateClub() {
  return useCall(createClub);
}

/** Whether the signed-in user is a super admin (who alone may create clubs). */
export function useIsSuperAdmin(): boolean {
  return useSyncExternalStore(subscribeProfile, () => getProfile(getMember()?.id)?.user.isSuperAdmin ?? false);
}
