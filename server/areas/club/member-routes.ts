// Club members (calls.md Club): GET club/{clubId}/users, /players, /parents, /coaches, and the
// bulk changes PUT club/{clubId}/users/active, /trial, /playstatus and DELETE users/remove.
// The permission is declared per route and checked before the handler (server/plugins/permissions.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { memberMessages, type MemberKind } from '../../../src/domain/club/member-messages';
import {
  MEMBER_LIST_DEFAULT_LIMIT,
  memberListQuerySchema,
  removeMembersSchema,
  setActiveSchema,
  setPlayStatusSchema,
  setTrialSchema,
} from '../../../src/domain/club/member-schemas';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest } from '../../lib/http-error';
import { parseQuery } from '../../lib/parse-query';
import { parseOr400 } from '../../lib/validate';
import type { PermittedAccess } from '../../lib/permissions';
import { inactivePlayers, listMembers, membersOf, removeMembers, setActive, setPlayStatus, setTrial } from './member-repository';
import { assertPlayerCapacity } from './player-limit';

type P = { Params: { clubId: string } };

const access = (request: FastifyRequest): PermittedAccess => request.clubAccess!;

/** Every named user must be a member of this club (and team): otherwise nothing is written. */
async function checkMembers(request: FastifyRequest, userIds: string[], teamId?: string): Promise<void> {
  const found = await membersOf(request.server.db, access(request).clubId, userIds, teamId);
  if (found.size !== new Set(userIds).size) throw badRequest(memberMessages.pickMembers, 'not_a_member', { userIds: memberMessages.pickMembers });
}

const memberRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  const list = (kind: MemberKind) =>
    app.get<P>(`/:clubId/${kind === 'users' ? 'users' : kind}`, { config: { permission: 'members.view', failure: memberMessages.retrieveFailed } }, async (request) => {
      const q = parseQuery(memberListQuerySchema, request.query);
      return listMembers(app.db, {
        clubId: access(request).clubId,
        kind,
        teamId: q.teamId,
        status: q.status ?? 'active',
        onTrial: q.onTrial,
        playStatus: q.playStatus,
        search: q.search || undefined,
        limit: q.limit ?? MEMBER_LIST_DEFAULT_LIMIT,
        offset: q.offset ?? 0,
      });
    });
  list('users');
  list('players');
  list('parents');
  list('coaches');

  app.put<P>('/:clubId/users/active', { config: { permission: 'members.manage', failure: memberMessages.updateFailed } }, async (request) => {
    const body = parseOr400(setActiveSchema, request.body, memberMessages.pickMembers);
    const a = access(request);
    if (!body.active && body.userIds.includes(a.userId)) throw badRequest(memberMessages.notYourself, 'not_yourself');
    await checkMembers(request, body.userIds);
    return app.db.transaction(async (tx) => {
      if (body.active) await assertPlayerCapacity(tx, a.clubId, await inactivePlayers(tx, a.clubId, body.userIds));
      return { updated: await setActive(tx, a.clubId, body.userIds, body.active) };
    });
  });

  app.put<P>('/:clubId/users/trial', { config: { permission: 'members.manage', failure: memberMessages.updateFailed } }, async (request) => {
    const body = parseOr400(setTrialSchema, request.body, memberMessages.pickMembers);
    await checkMembers(request, body.userIds);
    return { updated: await setTrial(app.db, access(request).clubId, body.userIds, body.onTrial) };
  });

  app.put<P>('/:clubId/users/playstatus', { config: { permission: 'members.manage', failure: memberMessages.updateFailed } }, async (request) => {
    const body = parseOr400(setPlayStatusSchema, request.body, memberMessages.pickMembers);
    await checkMembers(request, body.userIds);
    return { updated: await setPlayStatus(app.db, access(request).clubId, body.userIds, body.playStatus) };
  });

  app.delete<P>('/:clubId/users/remove', { config: { permission: 'members.manage', failure: memberMessages.removeFailed } }, async (request) => {
    const body = parseOr400(removeMembersSchema, request.body, memberMessages.pickMembers);
    const a = access(request);
    if (!body.teamId && body.userIds.includes(a.userId)) throw badRequest(memberMessages.notYourself, 'not_yourself');
    await checkMembers(request, body.userIds, body.teamId);
    return app.db.transaction(async (tx) => ({ removed: await removeMembers(tx, a.clubId, body.userIds, body.teamId) }));
  });
};

export default memberRoutes;
