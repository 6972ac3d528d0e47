// The club area's member and invite calls (calls.md Club and User). Admin calls are online
// only: the server decides (player limit, "not yourself", membership of the club) and the
// admin must see the answer at once, so these never go through the outbox.
import { api } from '../../../api/client';
import type { InviteAnswer, InviteMember } from '../../../domain/club/invite-schema';
import type { MemberKind } from '../../../domain/club/member-messages';
import type { MemberListAnswer, PlayStatus } from '../../../domain/club/member-schemas';
import type { UserProfileAnswer } from '../../../domain/user/profile-schema';
import type { MemberFilters } from '../model/member-filters';

type Signal = { signal?: AbortSignal };
const club = (clubId: string) => `/club/${encodeURIComponent(clubId)}`;

export const MEMBER_PAGE_SIZE = 200;

export const listMembers = (clubId: string, kind: MemberKind, f: MemberFilters, o: Signal = {}) =>
  api().get<MemberListAnswer>(`${club(clubId)}/${kind}`, {
    query: {
      teamId: f.teamId || undefined,
      status: f.status,
      onTrial: f.onTrial ? 'true' : undefined,
      playStatus: f.playStatus || undefined,
      search: f.search.trim() || undefined,
      limit: MEMBER_PAGE_SIZE,
    },
    signal: o.signal,
  });

export const setActive = (clubId: string, userIds: string[], active: boolean) =>
  api().put<{ updated: number }>(`${club(clubId)}/users/active`, { body: { userIds, active } });

export const setTrial = (clubId: string, userIds: string[], onTrial: boolean) =>
  api().put<{ updated: number }>(`${club(clubId)}/users/trial`, { body: { userIds, onTrial } });

export const setPlayStatus = (clubId: string, userIds: string[], playStatus: PlayStatus) =>
  api().put<{ updated: number }>(`${club(clubId)}/users/playstatus`, { body: { userIds, playStatus } });

/** Approves children parents added into their team, or declines them (PUT users/approve; 409 at the player limit). */
export const decidePending = (clubId: string, userIds: string[], approve: boolean) =>
  api().put<{ updated: number }>(`${club(clubId)}/users/approve`, { body: { userIds, approve } });

export const removeMembers = (clubId: string, userIds: string[], teamId?: string) =>
  api().delete<{ removed: number }>(`${club(clubId)}/users/remove`, { body: teamId ? { userIds, teamId } : { userIds } });

export const getUserProfile = (userId: string, o: Signal = {}) => api().get<UserProfileAnswer>(`/user/${encodeURIComponent(userId)}`, { signal: o.signal });

/** Quick invite (PUT club/{clubId}/registration/invite): role, team, email or mobile. */
export const quickInvite = (clubId: string, data: InviteMember) =>
  api().put<InviteAnswer>(`${club(clubId)}/registration/invite`, { body: { ...data, clubId } });

/** Invite a member (POST user): creates the member with their names, then invites them. */
export const inviteMember = (clubId: string, data: InviteMember) => api().post<InviteAnswer>('/user', { body: { ...data, clubId } });

/** Resends every open invite of the club (GET club/{id}/users/invite). */
export const resendAllInvites = (clubId: string) => api().get<{ sent: number }>(`${club(clubId)}/users/invite`);

/** Resends one member's open invite (POST user/{id}/invite/send). */
export const resendInvite = (clubId: string, userId: string) => api().post<InviteAnswer>(`/user/${encodeURIComponent(userId)}/invite/send`, { body: { clubId } });

/** What an admin changes of a member's details (PUT user/{id}); the club names where they act. */
export interface MemberDetails {
  firstName: string;
  lastName: string;
  countryCode: string | null;
  telephone: string | null;
  /** Only for a member without a login whose account this club made alone (the server checks). */
  email?: string;
}

export const updateMemberDetails = (clubId: string, userId: string, details: MemberDetails) =>
  api().put<UserProfileAnswer>(`/user/${encodeURIComponent(userId)}`, { body: { ...details, clubId } });

/** Takes one member out of one team of the club (DELETE user/{id}/team). */
export const removeFromTeam = (clubId: string, userId: string, teamId: string) =>
  api().delete<{ removed: number }>(`/user/${encodeURIComponent(userId)}/team`, { body: { clubId, teamId } });
