// Locker room (/api/v1/locker-room, calls.md "Locker room"):
//   GET  {clubId}/group[?groupId][&userId]   the caller's conversations (or one; or a child's, for their parent)
//   POST {clubId}/group                      start a staff group or a direct conversation (201)
//   POST {clubId}/group/{groupId}/members    add people to a staff group (addition to calls.md)
//   GET  {clubId}/people                     who may be picked for a new conversation (addition)
//   PUT  {clubId}/settings                   turn the locker room on or off (club admins; addition)
// Rules: access.ts; the safeguarding rule: src/domain/chat/safeguarding.ts, checked here on
// every create and every member added.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { addMembersSchema, createGroupSchema, settingsSchema, type ChatGroup } from '../../../src/domain/chat/chat-schema';
import { chatMessages as m } from '../../../src/domain/chat/messages';
import { idParam } from '../../../src/domain/query-fields';
import type { Queryable } from '../../db/db';
import { requireClubRole, requireUuid } from '../../lib/access';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { idempotentWrite } from '../../plugins/idempotency';
import { isStaff, requireLockerRoom, requireReader, requireSafe, type ChatAccess } from './access';
import { addGroupMembers, clubPeople, ensureTeamGroups, findGroup, groupsFor, insertGroup, lastBodies, memberIdsOf, peopleIn, readSeqs, setLockerRoom, toGroup, unreadCounts, type GroupRow } from './repository';

const listQuery = v.object({ groupId: v.optional(idParam('groupId')), userId: v.optional(idParam('userId')) });

/** The groups as the caller sees them: members, whether they write, read point and unread count. */
export async function describeGroups(db: Queryable, access: ChatAccess, groups: GroupRow[]): Promise<ChatGroup[]> {
  const ids = groups.map((g) => g.id);
  // One after another: `db` may be a transaction (one connection).
  const reads = await readSeqs(db, ids, access.userId);
  const unread = await unreadCounts(db, ids, access.userId);
  const last = await lastBodies(db, ids);
  const out: ChatGroup[] = [];
  for (const g of groups) {
    const memberIds = await memberIdsOf(db, g);
    const people = await peopleIn(db, g.club_id, memberIds);
    const member = memberIds.includes(access.userId);
    out.push(
      toGroup(
        g,
        people.map(({ id, name, role, child }) => ({ id, name, role, child })),
        { canSend: member, canRemove: access.lead, readSeq: reads.get(g.id) ?? 0, unread: member ? (unread.get(g.id) ?? 0) : 0, lastBody: last.get(g.id) ?? null },
      ),
    );
  }
  return out;
}

const lockerRoomRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  const READ = { permission: 'club.view' as const, failure: m.loadFailed };
  const WRITE = { permission: 'club.view' as const, failure: m.failed };

  app.get<{ Params: { clubId: string } }>('/:clubId/group', { config: READ }, async (request) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    const q = parseQuery(listQuery, request.query);
    await ensureTeamGroups(app.db, access.clubId);
    if (q.groupId) {
      const { group } = await requireReader(app.db, access, await findGroup(app.db, access.clubId, q.groupId));
      return { group: (await describeGroups(app.db, access, [group]))[0] };
    }
    // A parent asks for one child's conversations; the lead for anyone's; others only their own.
    // (The app's reads carry ?userId= the signed-in member, spec §7: that is the caller's own list.)
    const child = q.userId && q.userId !== access.userId ? q.userId : null;
    if (child && !access.childIds.includes(child) && !access.lead) throw forbidden(m.notMember, 'not_your_child');
    const ids = child ? [child] : [access.userId, ...access.childIds];
    const groups = await groupsFor(app.db, access.clubId, ids, access.lead && !child);
    return { groups: await describeGroups(app.db, access, groups) };
  });

  app.get<{ Params: { clubId: string } }>('/:clubId/people', { config: READ }, async (request) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    const people = await clubPeople(app.db, access.clubId);
    // Least privilege: only staff (who may start groups) learn who is a child and whose.
    if (isStaff(access)) return { people };
    return { people: people.filter((p) => !p.child).map((p) => ({ ...p, child: false, parentIds: [] })) };
  });

  app.post<{ Params: { clubId: string } }>('/:clubId/group', { config: WRITE }, async (request, reply) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    const body = parseInput(createGroupSchema, request.body, m.members);
    const others = [...new Set(body.memberIds)].filter((id) => id !== access.userId);
    if (others.length === 0) throw badRequest(m.members, 'validation', { memberIds: m.members });
    if (body.kind === 'group' && !isStaff(access)) throw forbidden(m.staffOnly, 'staff_only');
    if (body.kind === 'group' && !body.name) throw badRequest(m.name, 'validation', { name: m.name });
    if (body.kind === 'direct' && others.length !== 1) throw badRequest(m.directFixed, 'validation', { memberIds: m.directFixed });
    const everyone = [access.userId, ...others];
    const known = await peopleIn(app.db, access.clubId, others);
    if (known.length !== others.length) throw badRequest(m.notInClub, 'validation', { memberIds: m.notInClub });
    // The caller counts too: a child cannot start a direct conversation with an adult either.
    await requireSafe(app.db, access.clubId, body.kind, everyone);
    const result = await idempotentWrite(
      request,
      reply,
      async (tx) => {
        const pairKey = body.kind === 'direct' ? [...everyone].sort().join(':') : null;
        const made = await insertGroup(tx, { id: body.id, clubId: access.clubId, kind: body.kind, name: body.name, pairKey, by: access.userId });
        const stored = made.id ? await findGroup(tx, access.clubId, made.id) : undefined;
        // An id of another club's or another kind's conversation: never reveal or change it.
        if (!stored || stored.kind !== body.kind) throw badRequest(m.failed, 'id_taken');
        if (made.created) await addGroupMembers(tx, stored.id, everyone, access.userId);
        const { group } = await requireReader(tx, access, stored);
        return (await describeGroups(tx, access, [group]))[0]!;
      },
      201,
    );
    return result;
  });

  app.post<{ Params: { clubId: string; groupId: string } }>('/:clubId/group/:groupId/members', { config: WRITE }, async (request, reply) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    const groupId = requireUuid(request.params.groupId, 'group id');
    const body = parseInput(addMembersSchema, request.body, m.members);
    const view = await requireReader(app.db, access, await findGroup(app.db, access.clubId, groupId));
    if (view.group.kind === 'team') throw badRequest(m.teamGroupFixed, 'team_group');
    if (view.group.kind === 'direct') throw badRequest(m.directFixed, 'direct_group');
    if (!isStaff(access) || !(view.member || access.isSuperAdmin || access.roles.includes('club_admin'))) throw forbidden(m.staffOnly, 'staff_only');
    const added = [...new Set(body.memberIds)].filter((id) => !view.memberIds.includes(id));
    const known = await peopleIn(app.db, access.clubId, added);
    if (known.length !== added.length) throw badRequest(m.notInClub, 'validation', { memberIds: m.notInClub });
    // The group as it would be: a child added without a parent, or a parent added... every child must keep one.
    await requireSafe(app.db, access.clubId, 'group', [...view.memberIds, ...added]);
    return idempotentWrite(request, reply, async (tx) => {
      await addGroupMembers(tx, groupId, added, access.userId);
      const g = await findGroup(tx, access.clubId, groupId);
      if (!g) throw notFound(m.notFound, 'group_not_found');
      return (await describeGroups(tx, access, [g]))[0]!;
    });
  });

  app.put<{ Params: { clubId: string } }>('/:clubId/settings', { config: { permission: 'club.manage', failure: m.failed } }, async (request, reply) => {
    const access = await requireClubRole(request, request.params.clubId, 'any');
    const body = parseInput(settingsSchema, request.body, 'enabled must be true or false');
    return idempotentWrite(request, reply, async (tx) => {
      await setLockerRoom(tx, access.clubId, body.enabled);
      return { enabled: body.enabled };
    });
  });
};

export default lockerRoomRoutes;
