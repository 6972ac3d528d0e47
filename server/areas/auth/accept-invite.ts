// Turning an open invite into a member, the same way whether the person typed the invite code
// (POST auth) or followed the invite link (POST open/{guid}/club/invites/password):
//   the invite names an account the club made and nobody has claimed (invites.user_id: the
//   club wizard's coaches, uploaded players and parents, full invites), or a child's account
//   (role player + child_id)       -> that account gets this email and password
//   otherwise                      -> a new user; a parent invite with child_id links the child;
//                                     an unclaimed account (no password) holding this e-mail is
//                                     claimed only through the link, which proves the e-mail
// then the invitation's membership is accepted (server/lib/membership.ts). An account that
// already has a password never gets new credentials here: its owner signs in and confirms
// (POST auth/confirm). Setting credentials revokes every token the account had.
// Proof of the e-mail: the link (its guid is only in the mail) proves it, a typed code does
// not, so a staff invitation (club admin, coach, assistant) is accepted through the link only.
// Runs inside the caller's transaction, with the invite row locked (FOR UPDATE).
import type { Queryable } from '../../db/db';
import { authMessages } from '../../../src/domain/auth/messages';
import type { RoleName } from '../../../src/domain/roles';
import { badRequest, forbidden } from '../../lib/http-error';
import { acceptMembership, hasPlayerMembership, STAFF_ROLES } from '../../lib/membership';
import { assertPlayerCapacity } from '../club/player-limit';
import { findUserByEmail, findUserById, insertUser, linkGuardian, markInviteAccepted, setCredentials, type NewUser } from './repository';
import { revokeAllTokens } from './tokens';

export interface AcceptableInvite {
  id: string;
  club_id: string;
  team_id: string | null;
  role: RoleName | string;
  email: string | null;
  user_id: string | null;
  child_id: string | null;
}

/** How the person reached the invite: the mailed link (proves the e-mail) or a typed code. */
export type InviteProof = 'link' | 'code';

const emailUnavailable = () => badRequest(authMessages.emailUnavailable, 'email_unavailable');

/** Refusals that do not depend on the database: staff by code, another address than the invite's. */
export function assertInviteFits(invite: Pick<AcceptableInvite, 'role' | 'email'>, email: string, proof: InviteProof): void {
  if (proof === 'code' && STAFF_ROLES.has(invite.role)) throw forbidden(authMessages.staffInviteLink, 'invite_link_required');
  if (invite.email && invite.email.toLowerCase() !== email.toLowerCase()) {
    throw badRequest(authMessages.inviteEmailMismatch, 'email_mismatch', { email: authMessages.inviteEmailMismatch });
  }
}

/** Returns the member's user id; `onGone` is thrown when the invite was taken meanwhile. */
export async function acceptInvite(tx: Queryable, invite: AcceptableInvite, fields: NewUser, onGone: () => Error, proof: InviteProof): Promise<string> {
  assertInviteFits(invite, fields.email, proof);
  const named = invite.user_id ?? (invite.role === 'player' ? invite.child_id : null);
  let id: string;
  if (named) {
    const user = await findUserById(tx, named);
    if (!user) throw onGone();
    // Claimed already (by its owner, through another club's link): they sign in and confirm.
    if (user.password_hash !== null) throw emailUnavailable();
    // The account may already carry the address the club entered; another address is refused.
    const holder = await findUserByEmail(tx, fields.email);
    if ((user.email !== null && user.email.toLowerCase() !== fields.email.toLowerCase()) || (holder && holder.id !== named)) throw emailUnavailable();
    id = named;
    await setCredentials(tx, id, fields);
    await revokeAllTokens(tx, id);
  } else {
    const holder = await findUserByEmail(tx, fields.email);
    if (holder) {
      if (holder.password_hash !== null || proof !== 'link') throw emailUnavailable();
      id = holder.id;
      await setCredentials(tx, id, fields);
      await revokeAllTokens(tx, id);
    } else {
      id = await insertUser(tx, fields);
    }
    if (invite.role === 'parent' && invite.child_id) await linkGuardian(tx, id, invite.child_id);
  }
  // A child's own login (a parent's invite naming the child) changes no membership: a child
  // awaiting the team's approval stays pending.
  const childLogin = invite.role === 'player' && invite.child_id !== null && (await hasPlayerMembership(tx, id, invite.club_id));
  if (!childLogin) {
    if (invite.role === 'player') await assertPlayerCapacity(tx, invite.club_id, 1);
    await acceptMembership(tx, id, invite.club_id, invite.team_id, invite.role);
  }
  if (!(await markInviteAccepted(tx, invite.id, id))) throw onGone();
  return id;
}
