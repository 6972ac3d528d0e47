// Mass assignment (issue 26 item 8): a profile update (PUT user/{id}) names profile fields only.
// Fields that decide who someone is in a club or whether they may sign in are refused with a 400
// naming the field, never silently dropped, so a forged or buggy client learns at once that the
// change did not happen. Club staff use their own calls for roles and active state; an email is
// changed by a club admin only on an account it made (server/areas/user/member-email.ts), and a
// coach's safeguarding flag in a named club: the member and their parent may set neither.

/** Never in a profile update, whoever sends it. */
export const NEVER_IN_PROFILE = [
  'role', 'roleId', 'roles', 'active', 'status', 'memberships', 'teamId', 'isSuperAdmin', 'superAdmin',
  'password', 'passwordHash', 'mustChangePassword', 'registered', 'childIds', 'createdByClub', 'inviteStatus',
] as const;

/** Club-scoped fields a member (or their parent) cannot set on their own profile. */
export const STAFF_ONLY_IN_PROFILE = ['clubId', 'email', 'safeguardingLead'] as const;

export const protectedFieldMessage = (field: string) => `A profile update cannot change ${field}`;
export const otherUserMessage = 'A profile update cannot name another user';

export interface ProtectedFieldProblem {
  field: string;
  message: string;
}

/**
 * The first field of `body` this caller may not send, or null. `staff` is a club admin or super
 * admin acting in a club. `id` must be the profile's own; `userId` the profile's or the caller's
 * (the app adds the signed-in user's id to every write, calls.md).
 */
export function protectedFieldProblem(body: unknown, who: { callerId: string; targetId: string; staff: boolean }): ProtectedFieldProblem | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  for (const field of NEVER_IN_PROFILE) if (field in b) return { field, message: protectedFieldMessage(field) };
  if (!who.staff) for (const field of STAFF_ONLY_IN_PROFILE) if (field in b) return { field, message: protectedFieldMessage(field) };
  if ('id' in b && b.id !== who.targetId) return { field: 'id', message: otherUserMessage };
  if ('userId' in b && b.userId !== who.targetId && b.userId !== who.callerId) return { field: 'userId', message: otherUserMessage };
  return null;
}
