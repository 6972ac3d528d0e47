// Club invites: PUT club/{clubId}/registration/invite (quick invite: role, team, email or
// mobile) and GET club/{id}/users/invite (resend every open invite of the club by email).
import type { FastifyPluginAsync } from 'fastify';
import { INVITE_ERROR, inviteMemberSchema } from '../../../src/domain/club/invite-schema';
import { useFailureMessages } from '../../lib/failure-handler';
import { parseOr400 } from '../../lib/validate';
import { minimalReplays } from '../../plugins/idempotency';
import { markSent, openInvitesOfClub } from './invite-repository';
import { sendInviteMail } from './invite-mail';
import { inviteMember } from './invite-service';

const inviteRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  // Invites carry names, contacts and codes: a replayed key answers the status and ids only.
  minimalReplays(app);

  app.put<{ Params: { clubId: string } }>('/:clubId/registration/invite', { config: { permission: 'invites.send', failure: INVITE_ERROR } }, async (request, reply) => {
    const body = parseOr400(inviteMemberSchema, request.body, INVITE_ERROR);
    reply.status(201);
    return inviteMember(request, request.clubAccess!, body, false);
  });

  app.get<{ Params: { id: string } }>('/:id/users/invite', { config: { permission: 'invites.send', failure: INVITE_ERROR } }, async (request) => {
    const invites = await openInvitesOfClub(app.db, request.clubAccess!.clubId);
    for (const i of invites) await sendInviteMail(request, { to: i.email!, clubName: i.club_name, code: i.code, guid: i.guid, role: i.role });
    await markSent(app.db, invites.map((i) => i.id));
    return { sent: invites.length };
  });
};

export default inviteRoutes;
