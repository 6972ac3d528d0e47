// Creating a club (POST club, a super admin or a club admin of any club: data/club-creators.ts):
// every step of the wizard in one call, written by the server in one transaction. Online only: a
// half-made club must never exist, and the answer (the new club) is what the admin goes on with.
import { api } from '../../../api/client';
import type { CreateClubAnswer } from '../../../domain/club/create-club-schema';
import { useCall } from '../../../ui/use-call';

export const createClub = (body: Record<string, unknown>) => api().post<CreateClubAnswer>('/club', { body });

export function useCreateClub() {
  return useCall(createClub);
}
