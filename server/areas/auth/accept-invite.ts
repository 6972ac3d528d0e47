// Turning an open invite into a member, the same way whether the person typed the invite code
// (POST auth) or followed the invite link (POST open/{guid}/club/invites/password):
//   the invite names a member the club already made (invites.user_id: the club wizard's coaches,
//   uploaded players and parents, full invites), or a child's account (role player + child_id)
//                               -> that account gets this email and password, its membership is
//                                  activated ("the member the club made")
//   otherwise                   -> a new user; a parent invite with child_id links the child.
// Runs inside the caller's transaction, with the invite row locked (FOR UPDATE).
import type { Queryable } from '../../db/db';
import { authMessages } from '../../../src/domain/auth/messages';
import type { RoleName } from '../../../src/domain/roles';
import { badRequest } from '../../lib/http-error';
import { assertPlayerCapacity } from '../club/player-limit';
import { addMembership, emailTaken, findUserById, insertUser, linkGuardian, markInviteAccepted, setCredentials, type NewUser } from './repository';

export interface AcceptableInvite {
  id: string;
  club_id: string;
  team_id: string | null;
  role: RoleName | string;
  user_id: string | null;
  child_id: string | null;
}

const emailUnavailable = () => badRequest(authMessages.emailUnavailable, 'email_unavailable');

/** Returns the member's user id; `onGone` is thrown when the invite was taken meanwhile. */
export async function acceptInvite(tx: Queryable, invite: AcceptableInvite, fields: NewUser, onGone: () => Error): Promise<string> {
  const existing = invite.user_id ?? (invite.role === 'player' ? invite.child_id : null);
  let id: string;
  if (existing) {
    const user = await findUserById(tx, existing);
    if (!user) throw onGone();
    // The account may already carry the address the club entered; another address is refused.
    if ((user.email !== null && user.email.toLowerCase() !== fields.email.toLowerCase()) || (await emailTaken(tx, fields.email, existing))) throw emailUnavailable();
    id = existing;
    await setCredentials(tx, id, fields);
  } else {
    if (await emailTaken(tx, fields.email)) throw emailUnavailable();
    id = await insertUser(tx, fields);
    if (invite.role === 'parent' && invite.child_id) await linkGuardian(tx, id, invite.child_id);
  }
  if (invite.role === 'player') await assertPlayerCapacity(tx, invite.club_id, 1);
  const activated = await tx.query('UPDATE memberships SET active = true WHERE user_id = $1 AND club_id = $2 AND role = $3 RETURNING id', [id, invite.club_id, invite.role]);
  if (activated.length === 0) await addMembership(tx, id, invite.club_id, invite.team_id, invite.role as RoleName);
  if (!(await markInviteAccepted(tx, invite.id, id))) throw onGone();
  return id;
}
