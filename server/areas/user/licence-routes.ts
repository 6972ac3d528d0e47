// PUT user/{id}/licence and PUT user/{id}/register (src/domain/club/licence-schema.ts). Both act
// in the club named in the body, checked with requirePermission (members.manage) there; the user
// must be a member of that club.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { licenceMessages, registerMemberSchema, userLicenceSchema } from '../../../src/domain/club/licence-schema';
import { memberMessages } from '../../../src/domain/club/member-messages';
import { messages } from '../../../src/domain/permissions';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { requirePermission } from '../../lib/permissions';
import { idempotentWrite } from '../../plugins/idempotency';
import { passwords } from '../auth/passwords';
import { revokeAllTokens } from '../auth/tokens';
import { CLUB_HOLDS_USER } from '../../lib/membership';
import { setLicences } from '../club/licence-repository';

type P = { Params: { id: string } };

async function memberOrRefuse(request: FastifyRequest<P>, clubId: string): Promise<void> {
  const m = await request.server.db.maybeOne(`SELECT 1 FROM memberships m WHERE m.club_id = $1 AND m.user_id = $2 AND ${CLUB_HOLDS_USER} LIMIT 1`, [clubId, request.params.id]);
  if (!m) throw badRequest('This user is not a member of this club', 'not_a_member');
}

const userLicenceRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.put<P>('/:id/licence', { config: { permission: { user: 'members.manage' }, failure: memberMessages.updateFailed } }, async (request, reply) => {
    const body = parseInput(userLicenceSchema, request.body, messages.switchClub);
    const access = await requirePermission(request, body.clubId, 'members.manage');
    await memberOrRefuse(request, body.clubId);
    return idempotentWrite(request, reply, (tx) => setLicences(tx, body.clubId, [request.params.id], body.licensed, access.userId));
  });

  app.put<P>('/:id/register', { config: { permission: { user: 'members.manage' }, failure: memberMessages.updateFailed } }, async (request, reply) => {
    const body = parseInput(registerMemberSchema, request.body, messages.switchClub);
    await requirePermission(request, body.clubId, 'members.manage');
    await memberOrRefuse(request, body.clubId);
    const userId = request.params.id;
    const user = await app.db.one<{ email: string | null; registered: boolean; created_by_club: string | null; other_clubs: number }>(
      `SELECT email, (password_hash IS NOT NULL) AS registered, created_by_club,
         (SELECT count(*)::int FROM memberships m WHERE m.user_id = u.id AND m.club_id <> $2) AS other_clubs
       FROM users u WHERE id = $1`,
      [userId, body.clubId],
    );
    if (user.registered) throw badRequest(licenceMessages.alreadyRegistered, 'already_registered');
    // Only an account this club made, and that no other club has: a club must never set the
    // credentials of someone another club invited (issue 18, finding 1).
    if (user.created_by_club !== body.clubId || user.other_clubs > 0) throw forbidden(licenceMessages.notClubAccount, 'not_club_account');
    if (!user.email) throw badRequest(licenceMessages.noEmail, 'no_email');
    const hash = await passwords.hash(body.password);
    return idempotentWrite(request, reply, async (tx) => {
      // The password is temporary: the member must replace it at first sign-in.
      const rows = await tx.query('UPDATE users SET password_hash = $2, must_change_password = true, updated_at = now() WHERE id = $1 AND password_hash IS NULL RETURNING id', [userId, hash]);
      if (rows.length === 0) throw badRequest(licenceMessages.alreadyRegistered, 'already_registered');
      // The club registers its own member: their invitations here become memberships.
      await tx.query(`UPDATE memberships SET status = 'accepted', active = true WHERE club_id = $1 AND user_id = $2 AND status = 'invited'`, [body.clubId, userId]);
      await revokeAllTokens(tx, userId);
      await tx.query("UPDATE invites SET status = 'accepted', accepted_by = $2, accepted_at = now() WHERE club_id = $1 AND user_id = $2 AND status = 'sent'", [body.clubId, userId]);
      return { userId, registered: true, mustChangePassword: true };
    });
  });
};

export default userLicenceRoutes;
