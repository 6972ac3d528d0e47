// User area invites: POST user (create a member and invite them) and POST user/{id}/invite/send
// (club staff resend the user's open invite; a parent gives their child a login of its own by
// inviting the child's email: spec §6).
import type { FastifyPluginAsync } from 'fastify';
import { INVITE_ERROR, inviteMemberSchema, resendInviteSchema } from '../../../src/domain/club/invite-schema';
import { messages } from '../../../src/domain/permissions';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden } from '../../lib/http-error';
import { requirePermission } from '../../lib/permissions';
import { parseOr400 } from '../../lib/validate';
import { minimalReplays } from '../../plugins/idempotency';
import { findInvite, insertInvite, markSent, openInviteOfUser, toInviteAnswer } from '../club/invite-repository';
import { sendInviteMail } from '../club/invite-mail';
import { inviteMember } from '../club/invite-service';

const clubIdOf = (body: unknown): string => {
  const clubId = (body as { clubId?: unknown } | null)?.clubId;
  if (!clubId) throw badRequest(messages.switchClub, 'club_required');
  return String(clubId);
};

const userInviteRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  // Invites carry names, contacts and codes: a replayed key answers the status and ids only.
  minimalReplays(app);

  app.post('/', { config: { permission: 'self', failure: INVITE_ERROR } }, async (request, reply) => {
    const access = await requirePermission(request, clubIdOf(request.body), 'invites.send');
    const body = parseOr400(inviteMemberSchema, request.body, INVITE_ERROR);
    reply.status(201);
    return inviteMember(request, access, body, true);
  });

  app.post<{ Params: { id: string } }>('/:id/invite/send', { config: { permission: { user: 'invites.send' }, failure: INVITE_ERROR } }, async (request) => {
    clubIdOf(request.body);
    const body = parseOr400(resendInviteSchema, request.body, INVITE_ERROR);
    const who = request.userAccess!;
    const target = request.params.id;
    const child = await app.db.maybeOne<{ email: string | null }>(
      `SELECT u.email FROM users u JOIN memberships m ON m.user_id = u.id AND m.club_id = $2 AND m.role = 'player' WHERE u.id = $1 LIMIT 1`,
      [target, body.clubId],
    );
    if (who.kind === 'guardian') {
      // A parent inviting their child to a login of its own.
      if (!child) throw badRequest('Your child is not a player of this club', 'not_a_member');
      if (child.email) throw badRequest('Your child already has a login', 'already_registered');
      if (!body.email) throw badRequest('Please enter a valid email address', 'validation', { email: 'Please enter a valid email address' });
      const row = await insertInvite(app.db, {
        clubId: body.clubId, teamId: null, role: 'player', email: body.email, countryCode: null, telephone: null,
        firstName: null, lastName: null, userId: null, childId: target, invitedBy: who.callerId,
      });
      await sendInviteMail(request, { to: body.email, clubName: row.club_name, code: row.code, guid: row.guid, role: row.role });
      return toInviteAnswer(row);
    }
    if (who.kind === 'self') throw forbidden(messages.noPermission, 'permission_denied');
    await requirePermission(request, body.clubId, 'invites.send');
    const open = await openInviteOfUser(app.db, body.clubId, target);
    if (!open) throw badRequest('This member has no open invite', 'no_open_invite');
    if (!open.email) throw badRequest('This invite has no email address to send to', 'no_email');
    await sendInviteMail(request, { to: open.email, clubName: open.club_name, code: open.code, guid: open.guid, role: open.role });
    await markSent(app.db, [open.id]);
    return toInviteAnswer((await findInvite(app.db, open.id))!);
  });
};

export default userInviteRoutes;
