// A club admin correcting the email of a member it invited (PUT user/{id} with email, issue 19
// item 11). The email is how an account signs in and resets its password, so a club may change it
// only on an account it made, that belongs to no other club and has no login yet: the same rule as
// PUT user/{id}/register (issue 18, finding 1). Anything else would let one club take over a
// person another club, or the person, holds.
import type { FastifyRequest } from 'fastify';
import { licenceMessages } from '../../../src/domain/club/licence-schema';
import { messages } from '../../../src/domain/permissions';
import type { Queryable } from '../../db/db';
import { badRequest, forbidden } from '../../lib/http-error';
import { CLUB_HOLDS_USER } from '../../lib/membership';
import { requirePermission } from '../../lib/permissions';

/** Refuses (403/400) unless the caller may set this user's email in clubId. */
export async function checkEmailChange(request: FastifyRequest, userId: string, clubId: string | undefined): Promise<string> {
  if (!clubId) throw badRequest(messages.switchClub, 'club_required');
  await requirePermission(request, clubId, 'members.manage');
  const db = request.server.db;
  const held = await db.maybeOne(`SELECT 1 FROM memberships m WHERE m.club_id = $1 AND m.user_id = $2 AND ${CLUB_HOLDS_USER} LIMIT 1`, [clubId, userId]);
  if (!held) throw badRequest('This user is not a member of this club', 'not_a_member');
  const user = await db.one<{ registered: boolean; created_by_club: string | null; other_clubs: number }>(
    `SELECT (password_hash IS NOT NULL) AS registered, created_by_club,
       (SELECT count(*)::int FROM memberships m WHERE m.user_id = u.id AND m.club_id <> $2) AS other_clubs
     FROM users u WHERE id = $1`,
    [userId, clubId],
  );
  if (user.created_by_club !== clubId || user.other_clubs > 0) throw forbidden(licenceMessages.notClubAccount, 'not_club_account');
  // A member with a login changes their own email.
  if (user.registered) throw badRequest(licenceMessages.alreadyRegistered, 'already_registered');
  return clubId;
}

/** Sets the email and points the club's open invites for the member at it (a resend goes there). */
export async function setMemberEmail(tx: Queryable, clubId: string, userId: string, email: string): Promise<void> {
  await tx.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1 AND password_hash IS NULL', [userId, email]);
  await tx.query("UPDATE invites SET email = $3 WHERE club_id = $1 AND user_id = $2 AND status = 'sent'", [clubId, userId, email]);
}
