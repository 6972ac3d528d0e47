// chat_groups, chat_group_members, chat_messages, chat_reads and chat_reports (migration 024).
// Team groups hold no stored members: teamMemberIds reads them from the team's memberships at
// each request (see the migration for why).
import type { Queryable } from '../../db/db';
import type { ChatGroup, ChatMember, ChatMessage, MessageState } from '../../../src/domain/chat/chat-schema';
import { isChildAge, type ChatKind, type ChatParty } from '../../../src/domain/chat/safeguarding';

export interface GroupRow {
  id: string;
  club_id: string;
  kind: ChatKind;
  team_id: string | null;
  name: string;
  last_seq: string | number;
  last_at: string | Date | null;
  created_by: string | null;
}

export type Person = ChatMember & ChatParty;

const GROUP_COLS = 'g.id, g.club_id, g.kind, g.team_id, g.name, g.last_seq, g.last_at, g.created_by';

export async function lockerRoomEnabled(db: Queryable, clubId: string): Promise<boolean> {
  const row = await db.maybeOne<{ on: boolean }>('SELECT locker_room_enabled AS on FROM clubs WHERE id = $1', [clubId]);
  return row?.on === true;
}

export async function setLockerRoom(db: Queryable, clubId: string, enabled: boolean): Promise<void> {
  await db.query('UPDATE clubs SET locker_room_enabled = $2, updated_at = now() WHERE id = $1', [clubId, enabled]);
}

/** Makes the club's missing team groups (a team made since the last read); names follow the team. */
export async function ensureTeamGroups(db: Queryable, clubId: string): Promise<void> {
  await db.query(
    `INSERT INTO chat_groups (club_id, kind, team_id, name)
     SELECT t.club_id, 'team', t.id, t.name FROM teams t WHERE t.club_id = $1
     ON CONFLICT (team_id) WHERE kind = 'team' DO NOTHING`,
    [clubId],
  );
}

/** The team group's members now: the team's staff, players and parents, and the parents of its players (active, accepted). */
export async function teamMemberIds(db: Queryable, clubId: string, teamId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT m.user_id FROM memberships m JOIN users u ON u.id = m.user_id AND u.active
      WHERE m.club_id = $1 AND m.team_id = $2 AND m.active AND m.role IN ('coach', 'assistant_coach', 'player', 'parent')
     UNION
     SELECT g.parent_id FROM guardians g
       JOIN memberships p ON p.user_id = g.child_id AND p.club_id = $1 AND p.team_id = $2 AND p.role = 'player' AND p.active
       JOIN users u ON u.id = g.parent_id AND u.active
      WHERE EXISTS (SELECT 1 FROM memberships pm WHERE pm.user_id = g.parent_id AND pm.club_id = $1 AND pm.active)`,
    [clubId, teamId],
  );
  return rows.map((r) => r.user_id);
}

/** A stored group's members who are still active members of the club. */
async function storedMemberIds(db: Queryable, clubId: string, groupId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT gm.user_id FROM chat_group_members gm JOIN users u ON u.id = gm.user_id AND u.active
      WHERE gm.group_id = $2 AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = gm.user_id AND m.club_id = $1 AND m.active)
      ORDER BY gm.added_at, gm.user_id`,
    [clubId, groupId],
  );
  return rows.map((r) => r.user_id);
}

export const memberIdsOf = (db: Queryable, g: GroupRow): Promise<string[]> => (g.kind === 'team' ? teamMemberIds(db, g.club_id, g.team_id!) : storedMemberIds(db, g.club_id, g.id));

/** Who these people are in the club: name, main role, whether a child, their parents. Unknown or inactive ids are left out. */
export async function peopleIn(db: Queryable, clubId: string, ids: readonly string[], today = new Date()): Promise<Person[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string; name: string; dob: string | null; roles: string[]; parent_ids: string[] }>(
    `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name, to_char(u.date_of_birth, 'YYYY-MM-DD') AS dob,
            (SELECT COALESCE(json_agg(DISTINCT m.role), '[]'::json) FROM memberships m WHERE m.user_id = u.id AND m.club_id = $1 AND m.active) AS roles,
            (SELECT COALESCE(json_agg(g.parent_id), '[]'::json) FROM guardians g WHERE g.child_id = u.id) AS parent_ids
       FROM users u WHERE u.id = ANY($2::uuid[]) AND u.active ORDER BY u.first_name, u.last_name, u.id`,
    [clubId, [...new Set(ids)]],
  );
  const ORDER = ['club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user'];
  return rows
    .filter((r) => r.roles.length > 0)
    .map((r) => {
      const role = ORDER.find((x) => r.roles.includes(x)) ?? 'user';
      // A child: a player of the club under 18 or of unknown age (src/domain/safeguarding.ts).
      const child = r.roles.includes('player') && isChildAge(r.dob, today);
      return { id: r.id, name: r.name, role, child, parentIds: child ? r.parent_ids : [] };
    });
}

/** Every active member of the club (who may be picked for a conversation). */
export async function clubPeople(db: Queryable, clubId: string): Promise<Person[]> {
  const rows = await db.query<{ user_id: string }>('SELECT DISTINCT user_id FROM memberships WHERE club_id = $1 AND active', [clubId]);
  return peopleIn(
    db,
    clubId,
    rows.map((r) => r.user_id),
  );
}

export async function findGroup(db: Queryable, clubId: string, id: string): Promise<GroupRow | undefined> {
  return db.maybeOne<GroupRow>(`SELECT ${GROUP_COLS} FROM chat_groups g WHERE g.id = $1 AND g.club_id = $2`, [id, clubId]);
}

export async function lockGroup(tx: Queryable, id: string): Promise<GroupRow | undefined> {
  return tx.maybeOne<GroupRow>(`SELECT ${GROUP_COLS} FROM chat_groups g WHERE g.id = $1 FOR UPDATE`, [id]);
}

/**
 * The club's conversations someone with these ids can reach: where any of `ids` is a member
 * (the caller, or a parent's children), and every team and staff group when `allGroups` (the
 * safeguarding lead). Direct conversations only where one of `ids` is in it.
 */
export async function groupsFor(db: Queryable, clubId: string, ids: string[], allGroups: boolean): Promise<GroupRow[]> {
  return db.query<GroupRow>(
    `SELECT ${GROUP_COLS} FROM chat_groups g
      WHERE g.club_id = $1 AND (
        ($3 AND g.kind IN ('team', 'group'))
        OR (g.kind <> 'team' AND EXISTS (SELECT 1 FROM chat_group_members gm WHERE gm.group_id = g.id AND gm.user_id = ANY($2::uuid[])))
        OR (g.kind = 'team' AND EXISTS (SELECT 1 FROM memberships m WHERE m.team_id = g.team_id AND m.club_id = $1 AND m.active AND m.user_id = ANY($2::uuid[])
                                        AND m.role IN ('coach', 'assistant_coach', 'player', 'parent'))))
      ORDER BY g.last_at DESC NULLS LAST, g.kind = 'team' DESC, g.name, g.id`,
    [clubId, ids, allGroups],
  );
}

export async function insertGroup(tx: Queryable, g: { id?: string; clubId: string; kind: 'group' | 'direct'; name: string; pairKey: string | null; by: string }): Promise<{ id: string; created: boolean }> {
  if (g.kind === 'direct') {
    // One direct conversation per pair of people: asking again opens the same one.
    const existing = await tx.maybeOne<{ id: string }>(`SELECT id FROM chat_groups WHERE club_id = $1 AND kind = 'direct' AND pair_key = $2`, [g.clubId, g.pairKey]);
    if (existing) return { id: existing.id, created: false };
  }
  const row = await tx.maybeOne<{ id: string }>(
    `INSERT INTO chat_groups (id, club_id, kind, name, pair_key, created_by) VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING id`,
    [g.id ?? null, g.clubId, g.kind, g.name, g.pairKey, g.by],
  );
  return row ? { id: row.id, created: true } : { id: g.id ?? '', created: false };
}

export async function addGroupMembers(tx: Queryable, groupId: string, ids: string[], by: string): Promise<void> {
  await tx.query(
    `INSERT INTO chat_group_members (group_id, user_id, added_by) SELECT $1, u, $3 FROM unnest($2::uuid[]) AS u ON CONFLICT DO NOTHING`,
    [groupId, ids, by],
  );
}

interface MessageRow {
  id: string;
  group_id: string;
  seq: string | number;
  sender_id: string | null;
  sender_name: string | null;
  body: string;
  created_at: string | Date;
  removed_at: string | Date | null;
}

const MESSAGE_COLS = `c.id, c.group_id, c.seq, c.sender_id, trim(u.first_name || ' ' || u.last_name) AS sender_name, c.body, c.created_at, c.removed_at`;

export async function findMessage(db: Queryable, id: string): Promise<(MessageRow & { club_id: string }) | undefined> {
  return db.maybeOne(
    `SELECT ${MESSAGE_COLS}, g.club_id FROM chat_messages c JOIN chat_groups g ON g.id = c.group_id LEFT JOIN users u ON u.id = c.sender_id WHERE c.id = $1`,
    [id],
  );
}

/** The lowest read and delivered point among the other members (what the sender's ticks show). */
async function othersProgress(db: Queryable, groupId: string, others: string[]): Promise<{ delivered: number; read: number }> {
  if (others.length === 0) return { delivered: Number.MAX_SAFE_INTEGER, read: Number.MAX_SAFE_INTEGER };
  const row = await db.one<{ n: string | number; delivered: string | number | null; read: string | number | null }>(
    `SELECT count(*) AS n, min(delivered_seq) AS delivered, min(read_seq) AS read FROM chat_reads WHERE group_id = $1 AND user_id = ANY($2::uuid[])`,
    [groupId, others],
  );
  // Someone with no row has received nothing yet.
  if (Number(row.n) < others.length) return { delivered: 0, read: 0 };
  return { delivered: Number(row.delivered ?? 0), read: Number(row.read ?? 0) };
}

const stateOf = (seq: number, p: { delivered: number; read: number }): MessageState => (p.read >= seq ? 'read' : p.delivered >= seq ? 'delivered' : 'sent');

export const REMOVED_BODY = '';

/** Messages after `after`, oldest first, at most `limit`; the caller's own carry their state. */
export async function listMessages(db: Queryable, group: GroupRow, memberIds: string[], callerId: string, after: number, limit: number): Promise<ChatMessage[]> {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLS} FROM chat_messages c LEFT JOIN users u ON u.id = c.sender_id WHERE c.group_id = $1 AND c.seq > $2 ORDER BY c.seq LIMIT $3`,
    [group.id, after, limit],
  );
  const progress = await othersProgress(
    db,
    group.id,
    memberIds.filter((id) => id !== callerId),
  );
  return rows.map((r) => toMessage(r, r.sender_id === callerId ? stateOf(Number(r.seq), progress) : 'sent'));
}

export function toMessage(r: MessageRow, state: MessageState): ChatMessage {
  return {
    id: r.id,
    groupId: r.group_id,
    seq: Number(r.seq),
    senderId: r.sender_id,
    senderName: r.sender_name ?? '',
    body: r.removed_at ? REMOVED_BODY : r.body,
    createdAt: new Date(r.created_at).toISOString(),
    removed: r.removed_at !== null,
    state,
  };
}

/** Stores the message as the conversation's next one; undefined when its id is already stored. */
export async function insertMessage(tx: Queryable, groupId: string, id: string, senderId: string, body: string): Promise<ChatMessage | undefined> {
  if (await tx.maybeOne('SELECT 1 FROM chat_messages WHERE id = $1', [id])) return undefined;
  const g = await tx.one<{ last_seq: string | number }>(`UPDATE chat_groups SET last_seq = last_seq + 1, last_at = now() WHERE id = $1 RETURNING last_seq`, [groupId]);
  const seq = Number(g.last_seq);
  await tx.query(`INSERT INTO chat_messages (id, group_id, seq, sender_id, body) VALUES ($1, $2, $3, $4, $5)`, [id, groupId, seq, senderId, body]);
  await markRead(tx, groupId, senderId, seq);
  const row = await tx.one<MessageRow>(`SELECT ${MESSAGE_COLS} FROM chat_messages c LEFT JOIN users u ON u.id = c.sender_id WHERE c.id = $1`, [id]);
  return toMessage(row, 'sent');
}

export async function markDelivered(db: Queryable, groupId: string, userId: string, seq: number): Promise<void> {
  await db.query(
    `INSERT INTO chat_reads (group_id, user_id, delivered_seq) VALUES ($1, $2, $3)
     ON CONFLICT (group_id, user_id) DO UPDATE SET delivered_seq = GREATEST(chat_reads.delivered_seq, EXCLUDED.delivered_seq)`,
    [groupId, userId, seq],
  );
}

/** Read up to `seq` (never backwards; reading implies delivered). */
export async function markRead(db: Queryable, groupId: string, userId: string, seq: number): Promise<void> {
  await db.query(
    `INSERT INTO chat_reads (group_id, user_id, delivered_seq, read_seq) VALUES ($1, $2, $3, $3)
     ON CONFLICT (group_id, user_id) DO UPDATE SET read_seq = GREATEST(chat_reads.read_seq, EXCLUDED.read_seq),
       delivered_seq = GREATEST(chat_reads.delivered_seq, EXCLUDED.read_seq)`,
    [groupId, userId, seq],
  );
}

export async function readSeqs(db: Queryable, groupIds: string[], userId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ group_id: string; read_seq: string | number }>('SELECT group_id, read_seq FROM chat_reads WHERE user_id = $1 AND group_id = ANY($2::uuid[])', [userId, groupIds]);
  return new Map(rows.map((r) => [r.group_id, Number(r.read_seq)]));
}

/** The last message's text per group (removed ones show as empty). */
export async function lastBodies(db: Queryable, groupIds: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ group_id: string; body: string; removed_at: unknown }>(
    `SELECT c.group_id, c.body, c.removed_at FROM chat_groups g JOIN chat_messages c ON c.group_id = g.id AND c.seq = g.last_seq WHERE g.id = ANY($1::uuid[])`,
    [groupIds],
  );
  return new Map(rows.map((r) => [r.group_id, r.removed_at ? REMOVED_BODY : r.body]));
}

/** Unread messages from others after the reader's read point. */
export async function unreadCounts(db: Queryable, groupIds: string[], userId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ group_id: string; n: string | number }>(
    `SELECT c.group_id, count(*) AS n FROM chat_messages c LEFT JOIN chat_reads r ON r.group_id = c.group_id AND r.user_id = $2
      WHERE c.group_id = ANY($1::uuid[]) AND c.seq > COALESCE(r.read_seq, 0) AND c.sender_id IS DISTINCT FROM $2 AND c.removed_at IS NULL
      GROUP BY c.group_id`,
    [groupIds, userId],
  );
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
}

export async function removeMessage(tx: Queryable, id: string, by: string): Promise<void> {
  await tx.query(`UPDATE chat_messages SET removed_at = COALESCE(removed_at, now()), removed_by = COALESCE(removed_by, $2), body = '' WHERE id = $1`, [id, by]);
}

/** One report per member and message (a second is a harmless no-op); answers whether it is new. */
export async function insertReport(tx: Queryable, messageId: string, by: string, reason: string): Promise<boolean> {
  const row = await tx.maybeOne(`INSERT INTO chat_reports (message_id, reporter_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`, [messageId, by, reason]);
  return row !== undefined;
}

export async function safeguardingLeads(db: Queryable, clubId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(`SELECT DISTINCT user_id FROM memberships WHERE club_id = $1 AND active AND safeguarding_lead`, [clubId]);
  return rows.map((r) => r.user_id);
}

export const isSafeguardingLead = async (db: Queryable, clubId: string, userId: string): Promise<boolean> =>
  (await db.maybeOne('SELECT 1 FROM memberships WHERE club_id = $1 AND user_id = $2 AND active AND safeguarding_lead', [clubId, userId])) !== undefined;

export function toGroup(g: GroupRow, members: ChatMember[], extra: { canSend: boolean; canRemove: boolean; readSeq: number; unread: number; lastBody: string | null }): ChatGroup {
  return {
    id: g.id,
    clubId: g.club_id,
    kind: g.kind,
    teamId: g.team_id,
    name: g.name,
    members,
    lastSeq: Number(g.last_seq),
    lastAt: g.last_at ? new Date(g.last_at).toISOString() : null,
    ...extra,
  };
}
