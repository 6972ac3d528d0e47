// The notification pipeline (issue 23 item 5): an event about a fixture or training session
// becomes one in-app notification per member who should hear of it, inserted with the write that
// caused it (same transaction, so never lost and, behind the Idempotency-Key, never made twice).
//
// Who hears: the team's players and staff (coach, assistant coach) and parents on the team,
// plus the parents of each player (a child's news goes to the child's account and to its
// parents) — only people holding an active, accepted membership of the session's club, never
// the person who made the change. Web Push deliveries are queued with the rows (push-outbox.ts);
// other channels (e-mail) plug in the same way: server/areas/notifications/README.md.
import type { Queryable } from '../db/db';
import { NOTIFICATION_RETENTION_DAYS, type NotificationKind, type NotificationParams } from '../../src/domain/notification/kinds';
import { queuePushes } from './push-outbox';
import type { SessionKind } from './session-kind';

export interface NotifyEvent {
  kind: NotificationKind;
  session: SessionKind;
  sessionId: string;
  /** Who made the change: never notified of their own action. */
  actorId: string | null;
  /** Only these players (and their parents), e.g. those who have not answered; default the whole team. */
  playerIds?: string[];
}

interface SessionFacts {
  club_id: string;
  team_id: string;
  team_name: string;
  at: Date | string;
  opponent: string | null;
}

/** The members of the club who hear about the team's session (see the top of the file). */
export async function teamRecipients(db: Queryable, clubId: string, teamId: string, playerIds?: string[]): Promise<string[]> {
  const onlyPlayers = playerIds !== undefined;
  const rows = await db.query<{ user_id: string }>(
    `WITH players AS (
       SELECT m.user_id FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.club_id = $1 AND m.team_id = $2 AND m.role = 'player' AND m.active AND u.active
          AND ($3::uuid[] IS NULL OR m.user_id = ANY($3::uuid[]))
     ), others AS (
       SELECT m.user_id FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE NOT $4 AND m.club_id = $1 AND m.team_id = $2 AND m.role IN ('coach', 'assistant_coach', 'parent') AND m.active AND u.active
     ), parents AS (
       SELECT g.parent_id AS user_id FROM guardians g JOIN players p ON p.user_id = g.child_id JOIN users u ON u.id = g.parent_id
        WHERE u.active AND EXISTS (SELECT 1 FROM memberships pm WHERE pm.user_id = g.parent_id AND pm.club_id = $1 AND pm.active)
     )
     SELECT user_id FROM players UNION SELECT user_id FROM others UNION SELECT user_id FROM parents ORDER BY 1`,
    [clubId, teamId, onlyPlayers ? playerIds : null, onlyPlayers],
  );
  return rows.map((r) => r.user_id);
}

/** The team's players with no coming / not coming answer yet for the session (the chase). */
export async function unansweredPlayers(db: Queryable, kind: SessionKind, sessionId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT m.user_id FROM ${kind.table} s JOIN memberships m ON m.team_id = s.team_id AND m.club_id = s.club_id AND m.role = 'player' AND m.active
      WHERE s.id = $1 AND NOT EXISTS (SELECT 1 FROM ${kind.attendanceTable} a WHERE a.${kind.attendanceKey} = s.id AND a.player_id = m.user_id AND a.status IS NOT NULL)`,
    [sessionId],
  );
  return rows.map((r) => r.user_id);
}

async function sessionFacts(db: Queryable, kind: SessionKind, id: string): Promise<SessionFacts | undefined> {
  return db.maybeOne<SessionFacts>(
    `SELECT s.club_id, s.team_id, t.name AS team_name, s.${kind.timeColumn} AS at, ${kind.name === 'fixture' ? 's.opponent' : 'NULL AS opponent'}
       FROM ${kind.table} s JOIN teams t ON t.id = s.team_id WHERE s.id = $1`,
    [id],
  );
}

/**
 * Makes the event's notifications inside `tx` (the write's transaction) and answers how many.
 * `now` is the clock (tests move it); old rows of the same people are pruned on the way.
 */
export async function notify(tx: Queryable, event: NotifyEvent, now: Date = new Date()): Promise<number> {
  const facts = await sessionFacts(tx, event.session, event.sessionId);
  if (!facts) return 0;
  const people = (await teamRecipients(tx, facts.club_id, facts.team_id, event.playerIds)).filter((id) => id !== event.actorId);
  if (people.length === 0) return 0;
  const params: NotificationParams = {
    sessionId: event.sessionId,
    sessionKind: event.session.name,
    teamName: facts.team_name,
    startsAt: new Date(facts.at).toISOString(),
    ...(event.session.name === 'fixture' ? { opponent: facts.opponent } : {}),
  };
  const made = await tx.query<{ id: string }>(
    `INSERT INTO notifications (user_id, club_id, team_id, kind, params, created_at)
     SELECT u, $2, $3, $4, $5::jsonb, $6 FROM unnest($1::uuid[]) AS u RETURNING id`,
    [people, facts.club_id, facts.team_id, event.kind, JSON.stringify(params), now],
  );
  // Web Push: queued with the write, sent after it commits (server/lib/push-outbox.ts).
  await queuePushes(tx, made.map((r) => r.id), event.kind, event.session.name);
  await pruneNotifications(tx, now, people);
  return people.length;
}

/**
 * Deletes notifications older than the retention (90 days before `now`): everyone's, or only
 * these users' (at insert and when a user reads their list). Answers how many went.
 */
export async function pruneNotifications(db: Queryable, now: Date = new Date(), userIds?: string[]): Promise<number> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000);
  const rows = await db.query<{ id: string }>(
    `DELETE FROM notifications WHERE created_at < $1 AND ($2::uuid[] IS NULL OR user_id = ANY($2::uuid[])) RETURNING id`,
    [cutoff, userIds ?? null],
  );
  return rows.length;
}

export interface ChatNotice {
  clubId: string;
  teamId: string | null;
  groupId: string;
  groupName: string;
  senderName: string;
  recipients: string[];
}

/**
 * A new chat message (issue 23 item 4): one in-app notification per other member of the
 * conversation, inside the send's transaction. A member's unread notice for the same
 * conversation is replaced rather than piled up: one "new messages" line per conversation.
 */
export async function notifyChatMessage(tx: Queryable, n: ChatNotice, now: Date = new Date()): Promise<number> {
  if (n.recipients.length === 0) return 0;
  await tx.query(
    `DELETE FROM notifications WHERE kind = 'message_received' AND read_at IS NULL AND user_id = ANY($1::uuid[]) AND params->>'groupId' = $2`,
    [n.recipients, n.groupId],
  );
  const params: NotificationParams = { sessionId: n.groupId, sessionKind: 'chat', teamName: n.groupName, startsAt: now.toISOString(), groupId: n.groupId, senderName: n.senderName };
  const made = await tx.query<{ id: string }>(
    `INSERT INTO notifications (user_id, club_id, team_id, kind, params, created_at)
     SELECT u, $2, $3, 'message_received', $4::jsonb, $5 FROM unnest($1::uuid[]) AS u
      WHERE EXISTS (SELECT 1 FROM users x WHERE x.id = u AND x.active) RETURNING id`,
    [n.recipients, n.clubId, n.teamId, JSON.stringify(params), now],
  );
  // Web Push too, unless the member switched messages off; the push Topic is the conversation, so a
  // newer message's push replaces the last one on the phone.
  await queuePushes(
    tx,
    made.map((r) => r.id),
    'message_received',
    'chat',
  );
  return made.length;
}

export interface PlayersEvent {
  kind: NotificationKind;
  clubId: string;
  teamId: string;
  players: string[];
  params: NotificationParams;
  actorId: string | null;
}

/**
 * News for some players and their parents only (a coach challenge set for them, or marked), not
 * the whole team: each with an active membership of the club, never the actor. In-app only for
 * now (no push preference exists for these kinds yet). Answers how many were told.
 */
export async function notifyPlayers(tx: Queryable, event: PlayersEvent, now: Date = new Date()): Promise<number> {
  if (event.players.length === 0) return 0;
  const rows = await tx.query<{ user_id: string }>(
    `WITH players AS (
       SELECT DISTINCT m.user_id FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.club_id = $1 AND m.user_id = ANY($2::uuid[]) AND m.role = 'player' AND m.active AND u.active
     ), parents AS (
       SELECT g.parent_id AS user_id FROM guardians g JOIN players p ON p.user_id = g.child_id JOIN users u ON u.id = g.parent_id
        WHERE u.active AND EXISTS (SELECT 1 FROM memberships pm WHERE pm.user_id = g.parent_id AND pm.club_id = $1 AND pm.active)
     )
     SELECT user_id FROM players UNION SELECT user_id FROM parents ORDER BY 1`,
    [event.clubId, event.players],
  );
  const people = rows.map((r) => r.user_id).filter((id) => id !== event.actorId);
  if (people.length === 0) return 0;
  await tx.query(
    `INSERT INTO notifications (user_id, club_id, team_id, kind, params, created_at)
     SELECT u, $2, $3, $4, $5::jsonb, $6 FROM unnest($1::uuid[]) AS u`,
    [people, event.clubId, event.teamId, event.kind, JSON.stringify(event.params), now],
  );
  await pruneNotifications(tx, now, people);
  return people.length;
}
