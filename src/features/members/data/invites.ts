// Sending invites (online-only admin calls, see member-calls.ts).
import type { InviteMember } from '../../../domain/club/invite-schema';
import { useCall } from '../../../ui/use-call';
import { inviteMember, quickInvite, resendAllInvites, resendInvite } from './member-calls';

/** Quick invite: role, team and contact only. Full invite: the member is made with their names first. */
export function useSendInvite(clubId: string) {
  return useCall((data: InviteMember, quick: boolean) => (quick ? quickInvite(clubId, data) : inviteMember(clubId, data)));
}

export function useResendAll(clubId: string) {
  return useCall(() => resendAllInvites(clubId));
}

export function useResendOne(clubId: string) {
  return useCall((userId: string) => resendInvite(clubId, userId));
}
