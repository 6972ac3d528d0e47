// Club members (calls.md Club): GET club/{clubId}/users, /players, /parents, /coaches, and the
// bulk changes PUT club/{clubId}/users/active, /approve, /trial, /playstatus and DELETE users/remove.
// The permission is declared per route and checked before the handler (server/plugins/permissions.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { memberMessages, type MemberKind } from '../../../src/domain/club/member-messages';
import {
  MEMBER_LIST_DEFAULT_LIMIT,
  memberListQuerySchema,
  approveMembersSchema,
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
import { decidePending, inactivePlayers, listMembers, newPlayersAmong, membersOf, removeMembers, setActive, setPlayStatus, setTrial } from './member-repository';
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
    const answer = await app.db.transaction(async (tx) => {
      if (body.active) await assertPlayerCapacity(tx, a.clubId, await inactivePlayers(tx, a.clubId, body.userIds));
      return { updated: await setActive(tx, a.clubId, body.userIds, body.active) };
    });
    // Disabled members' live streams in this club end now (server/plugins/live.ts).
    if (!body.active) await app.closeStreams({ userId: body.userIds, clubId: a.clubId });
    return answer;
  });

  // Children a parent added to a team the parent was not invited to (issue 18): the team's staff
  // approve them into the team, or decline. Approval counts against the player limit.
  app.put<P>('/:clubId/users/approve', { config: { permission: 'players.approve', failure: memberMessages.updateFailed } }, async (request) => {
    const body = parseOr400(approveMembersSchema, request.body, memberMessages.pickMembers);
    const a = access(request);
    const everyTeam = a.isSuperAdmin || a.roles.includes('club_admin');
    const teams = everyTeam ? null : a.teams.filter((t) => t.role === 'coach' || t.role === 'assistant_coach').map((t) => t.teamId);
    return app.db.transaction(async (tx) => {
      if (body.approve) await assertPlayerCapacity(tx, a.clubId, await newPlayersAmong(tx, a.clubId, body.userIds));
      const decided = await decidePending(tx, a.clubId, body.userIds, teams, body.approve, a.userId);
      if (decided === 0) throw badRequest(memberMessages.pickMembers, 'nothing_pending', { userIds: memberMessages.pickMembers });
      return { updated: decided };
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
    const answer = await app.db.transaction(async (tx) => ({ removed: await removeMembers(tx, a.clubId, body.userIds, body.teamId) }));
    // Their live streams in this club end; one they may still follow reconnects and is let in again.
    await app.closeStreams({ userId: body.userIds, clubId: a.clubId });
    return answer;
  });
};

export default memberRoutes;
