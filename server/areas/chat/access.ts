// Who reaches the locker room and a conversation (issue 23 item 4, spec §6).
// - The club must have turned the locker room on (clubs.locker_room_enabled), else every call
//   answers 403 'Locker room not configured. Please speak to the club administrator.'
// - A member of a conversation reads and writes it (team group: the team's staff, players and
//   parents, and its players' parents, read now; other kinds: the stored members still active
//   in the club).
// - A parent reads, but does not write in, every conversation one of their children is in.
// - The club's safeguarding lead (memberships.safeguarding_lead) reads every team and staff
//   group of the club, and removes messages; a super admin reads everything.
// Anyone else gets 404 for a conversation (its existence is not revealed).
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import { chatMessages as m } from '../../../src/domain/chat/messages';
import { safeguardingProblem } from '../../../src/domain/chat/safeguarding';
import { requireClubRole, type ClubAccess } from '../../lib/access';
import { forbidden, notFound } from '../../lib/http-error';
import { isSafeguardingLead, lockerRoomEnabled, memberIdsOf, peopleIn, type GroupRow } from './repository';

export interface ChatAccess extends ClubAccess {
  lead: boolean;
}

/** The caller's access to the club's locker room (403 when the club has not turned it on). */
export async function requireLockerRoom(request: FastifyRequest, clubId: string): Promise<ChatAccess> {
  const access = await requireClubRole(request, clubId, 'any');
  const db = request.server.db;
  if (!(await lockerRoomEnabled(db, clubId))) throw forbidden(m.notConfigured, 'locker_room_not_configured');
  return { ...access, lead: access.isSuperAdmin || (await isSafeguardingLead(db, clubId, access.userId)) };
}

export interface GroupView {
  memberIds: string[];
  /** A member (writes); else a reader only. */
  member: boolean;
}

/** The caller's view of the group, or 404 when they may not see it. */
export async function requireReader(db: Queryable, access: ChatAccess, group: GroupRow | undefined): Promise<{ group: GroupRow } & GroupView> {
  if (!group) throw notFound(m.notFound, 'group_not_found');
  const memberIds = await memberIdsOf(db, group);
  const member = memberIds.includes(access.userId);
  const readable = member || access.childIds.some((c) => memberIds.includes(c)) || access.isSuperAdmin || (access.lead && group.kind !== 'direct');
  if (!readable) throw notFound(m.notFound, 'group_not_found');
  return { group, memberIds, member };
}

/** Checks the people of a conversation against the safeguarding rule (403 with its explanation). */
export async function requireSafe(db: Queryable, clubId: string, kind: GroupRow['kind'], ids: string[]): Promise<void> {
  // The team group is exempt (it always holds the parents): no need to read who everyone is.
  if (kind === 'team') return;
  const people = await peopleIn(db, clubId, ids);
  const problem = safeguardingProblem(kind, people);
  if (problem) throw forbidden(problem, 'safeguarding');
}

export const isStaff = (a: ClubAccess): boolean => a.isSuperAdmin || a.roles.some((r) => r === 'club_admin' || r === 'coach' || r === 'assistant_coach');
