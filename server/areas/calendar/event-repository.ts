// calendar_events reads and writes (migration 018). A deleted event (deleted_at) is never read
// back here: for members it is gone. A cancelled one stays, with its status and a raised sequence.
import type { Queryable } from '../../db/db';
import type { CalendarEvent, CalendarEventBody, EventType } from '../../../src/domain/calendar/event-schema';

interface Row {
  id: string;
  club_id: string;
  team_id: string | null;
  team_name: string | null;
  type: EventType;
  name: string;
  starts_at: string | Date;
  ends_at: string | Date;
  notes: string | null;
  attributes: string[] | string;
  core_skill: string | null;
  status: 'scheduled' | 'cancelled';
  sequence: number;
  created_by: string | null;
  created_at: string | Date;
}

const COLS = `e.id, e.club_id, e.team_id, t.name AS team_name, e.type, e.name, e.starts_at, e.ends_at, e.notes, e.attributes,
  e.core_skill, e.status, e.sequence, e.created_by, e.created_at`;
const FROM = `calendar_events e LEFT JOIN teams t ON t.id = e.team_id`;

const iso = (d: string | Date) => new Date(d).toISOString();

export const toEvent = (r: Row): CalendarEvent => ({
  id: r.id,
  clubId: r.club_id,
  teamId: r.team_id,
  teamName: r.team_name,
  type: r.type,
  name: r.name,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  notes: r.notes,
  attributes: typeof r.attributes === 'string' ? (JSON.parse(r.attributes) as string[]) : r.attributes,
  coreSkill: r.core_skill,
  status: r.status,
  sequence: Number(r.sequence),
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
});

/** The club's events (not deleted) overlapping [from, to): club-wide ones and those of `teamIds`. */
export async function listEvents(db: Queryable, clubId: string, teamIds: string[], from: Date, to: Date): Promise<CalendarEvent[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLS} FROM ${FROM}
     WHERE e.club_id = $1 AND e.deleted_at IS NULL AND (e.team_id IS NULL OR e.team_id = ANY($2::uuid[]))
       AND e.starts_at < $4 AND e.ends_at > $3
     ORDER BY e.starts_at, e.id`,
    [clubId, teamIds, from.toISOString(), to.toISOString()],
  );
  return rows.map(toEvent);
}

/** One event of the club, not deleted. */
export async function getEvent(db: Queryable, clubId: string, id: string): Promise<CalendarEvent | undefined> {
  const row = await db.maybeOne<Row>(`SELECT ${COLS} FROM ${FROM} WHERE e.id = $1 AND e.club_id = $2 AND e.deleted_at IS NULL`, [id, clubId]);
  return row ? toEvent(row) : undefined;
}

/**
 * Inserts the event. A device id already stored (a replay that lost its key) answers the stored
 * row when it is this club's; otherwise (another club's id, or a deleted event) undefined.
 */
export async function insertEvent(tx: Queryable, clubId: string, by: string, b: CalendarEventBody): Promise<CalendarEvent | undefined> {
  const inserted = await tx.maybeOne<{ id: string }>(
    `INSERT INTO calendar_events (id, club_id, team_id, type, name, starts_at, ends_at, notes, attributes, core_skill, created_by)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      b.id ?? null,
      clubId,
      b.teamId ?? null,
      b.type,
      b.name,
      b.startsAt,
      b.endsAt,
      b.notes ?? null,
      JSON.stringify(b.attributes ?? []),
      b.coreSkill ?? null,
      by,
    ],
  );
  return getEvent(tx, clubId, inserted?.id ?? b.id ?? '00000000-0000-0000-0000-000000000000');
}

/** Marks the event cancelled (once: a repeat changes nothing) and raises its sequence. */
export async function cancelEvent(tx: Queryable, clubId: string, id: string): Promise<CalendarEvent | undefined> {
  await tx.query(
    `UPDATE calendar_events SET status = 'cancelled', sequence = sequence + 1, updated_at = now()
     WHERE id = $1 AND club_id = $2 AND deleted_at IS NULL AND status <> 'cancelled'`,
    [id, clubId],
  );
  return getEvent(tx, clubId, id);
}

/** Deletes the event for members (the row stays, marked, so a replayed create cannot revive it). */
export async function deleteEvent(tx: Queryable, clubId: string, id: string): Promise<boolean> {
  const rows = await tx.query(`UPDATE calendar_events SET deleted_at = now(), updated_at = now() WHERE id = $1 AND club_id = $2 AND deleted_at IS NULL RETURNING id`, [id, clubId]);
  return rows.length > 0;
}
