// practice_entries reads and writes (migration 009).
import type { Queryable } from '../../db/db';
import type { PracticeEntry, PracticeEntryBody } from '../../../src/domain/practice/practice-schema';

interface Row {
  id: string;
  player_id: string;
  day: string | Date;
  time_zone: string;
  skills: PracticeEntry['skills'] | string;
  location: string | null;
  with_whom: string | null;
  feeling: number | null;
  notes: string | null;
  created_by: string | null;
  updated_at: string | Date;
}

const COLS = `id, player_id, to_char(day, 'YYYY-MM-DD') AS day, time_zone, skills, location, with_whom, feeling, notes, created_by, updated_at`;

const toEntry = (r: Row): PracticeEntry => ({
  id: r.id,
  playerId: r.player_id,
  day: String(r.day),
  timeZone: r.time_zone,
  skills: typeof r.skills === 'string' ? (JSON.parse(r.skills) as PracticeEntry['skills']) : r.skills,
  location: r.location,
  withWhom: r.with_whom,
  feeling: r.feeling,
  notes: r.notes,
  createdBy: r.created_by ?? '',
  updatedAt: new Date(r.updated_at).toISOString(),
});

const minutesOf = (b: PracticeEntryBody) => b.skills.reduce((s, k) => s + (k.minutes as number), 0);
const skillsJson = (b: PracticeEntryBody) => JSON.stringify(b.skills.map((k) => ({ coreSkill: k.coreSkill, minutes: k.minutes as number })));

export async function listPractice(db: Queryable, playerId: string, from?: string, to?: string): Promise<PracticeEntry[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLS} FROM practice_entries WHERE player_id = $1 AND ($2::date IS NULL OR day >= $2::date) AND ($3::date IS NULL OR day <= $3::date)
     ORDER BY day DESC, created_at DESC`,
    [playerId, from ?? null, to ?? null],
  );
  return rows.map(toEntry);
}

export async function findPractice(db: Queryable, playerId: string, id: string): Promise<PracticeEntry | undefined> {
  const row = await db.maybeOne<Row>(`SELECT ${COLS} FROM practice_entries WHERE id = $1 AND player_id = $2`, [id, playerId]);
  return row ? toEntry(row) : undefined;
}

/** Inserts the entry; a device id already stored for this player answers the stored row (a replay that lost its key). */
export async function insertPractice(tx: Queryable, playerId: string, by: string, b: PracticeEntryBody): Promise<PracticeEntry | undefined> {
  const row = await tx.maybeOne<Row>(
    `INSERT INTO practice_entries (id, player_id, day, time_zone, skills, minutes, location, with_whom, feeling, notes, created_by)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (id) DO NOTHING RETURNING ${COLS}`,
    [b.id ?? null, playerId, b.day, b.timeZone, skillsJson(b), minutesOf(b), b.location ?? null, b.withWhom || null, b.feeling ?? null, b.notes || null, by],
  );
  if (row) return toEntry(row);
  return b.id ? findPractice(tx, playerId, b.id) : undefined;
}

export async function updatePractice(tx: Queryable, playerId: string, id: string, b: PracticeEntryBody): Promise<PracticeEntry | undefined> {
  const row = await tx.maybeOne<Row>(
    `UPDATE practice_entries SET day = $3, time_zone = $4, skills = $5::jsonb, minutes = $6, location = $7, with_whom = $8, feeling = $9, notes = $10, updated_at = now()
     WHERE id = $1 AND player_id = $2 RETURNING ${COLS}`,
    [id, playerId, b.day, b.timeZone, skillsJson(b), minutesOf(b), b.location ?? null, b.withWhom || null, b.feeling ?? null, b.notes || null],
  );
  return row ? toEntry(row) : undefined;
}

export async function deletePractice(tx: Queryable, playerId: string, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM practice_entries WHERE id = $1 AND player_id = $2 RETURNING id', [id, playerId]);
  return rows.length > 0;
}

/** Days practised with their minutes (the streak's input) and the zone of the latest entry ("today" for the player). */
export async function practiceDays(db: Queryable, playerId: string): Promise<{ days: { day: string; minutes: number }[]; timeZone: string }> {
  const rows = await db.query<{ day: string; minutes: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(minutes)::int AS minutes FROM practice_entries WHERE player_id = $1 GROUP BY day ORDER BY day`,
    [playerId],
  );
  const tz = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM practice_entries WHERE player_id = $1 ORDER BY created_at DESC LIMIT 1', [playerId]);
  return { days: rows.map((r) => ({ day: r.day, minutes: Number(r.minutes) })), timeZone: tz?.time_zone ?? 'UTC' };
}
