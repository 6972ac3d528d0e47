// PUT club/{clubId}/assignlicence (members.manage): give or take back licences of members of
// this club; every id must be a member, or nothing changes.
import type { FastifyPluginAsync } from 'fastify';
import { assignLicenceSchema } from '../../../src/domain/club/licence-schema';
import { memberMessages } from '../../../src/domain/club/member-messages';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { idempotentWrite } from '../../plugins/idempotency';
import { membersOf } from './member-repository';
import { setLicences } from './licence-repository';

const licenceRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.put<{ Params: { clubId: string } }>('/:clubId/assignlicence', { config: { permission: 'members.manage', failure: memberMessages.updateFailed } }, async (request, reply) => {
    const body = parseInput(assignLicenceSchema, request.body, memberMessages.pickMembers);
    const access = request.clubAccess!;
    const ids = [...new Set(body.userIds)];
    const found = await membersOf(app.db, access.clubId, ids);
    if (found.size !== ids.length) throw badRequest(memberMessages.pickMembers, 'not_a_member', { userIds: memberMessages.pickMembers });
    return idempotentWrite(request, reply, (tx) => setLicences(tx, access.clubId, ids, body.licensed, access.userId));
  });
};

export default licenceRoutes;
