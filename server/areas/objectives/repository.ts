// objectives, user_objectives and user_objective_logs reads and writes (migration 015).
import type { Queryable } from '../../db/db';
import type { ObjectiveCreateBody, ObjectiveEditBody, ObjectiveLog, ObjectiveLogBody, ObjectiveTemplate, UserObjective } from '../../../src/domain/objectives/objective-schema';
import { dueDay, type ClubSeason, type ObjectiveTimeframe } from '../../../src/domain/objectives/timeframes';

interface Row {
  id: string;
  player_id: string;
  objective_id: string | null;
  title: string;
  timeframe: ObjectiveTimeframe;
  target: number;
  start_day: string;
  due_day: string;
  met: boolean;
  met_at: string | Date | null;
  met_by: string | null;
  created_by: string | null;
  updated_at: string | Date;
}

interface LogRow {
  id: string;
  objective_id: string;
  day: string;
  value: number;
  note: string | null;
  created_by: string | null;
  created_at: string | Date;
}

const COLS = `id, player_id, objective_id, title, timeframe, target, to_char(start_day, 'YYYY-MM-DD') AS start_day,
  to_char(due_day, 'YYYY-MM-DD') AS due_day, met, met_at, met_by, created_by, updated_at`;
const LOG_COLS = `id, objective_id, to_char(day, 'YYYY-MM-DD') AS day, value, note, created_by, created_at`;

const toLog = (r: LogRow): ObjectiveLog => ({
  id: r.id,
  day: String(r.day),
  value: Number(r.value),
  note: r.note,
  createdBy: r.created_by ?? '',
  createdAt: new Date(r.created_at).toISOString(),
});

/** The rows with their logs (oldest first), in one more query. */
async function withLogs(db: Queryable, rows: Row[]): Promise<UserObjective[]> {
  if (rows.length === 0) return [];
  const logs = await db.query<LogRow>(`SELECT ${LOG_COLS} FROM user_objective_logs WHERE objective_id = ANY($1::uuid[]) ORDER BY day, created_at, id`, [rows.map((r) => r.id)]);
  const byObjective = new Map<string, ObjectiveLog[]>();
  for (const l of logs) byObjective.set(l.objective_id, [...(byObjective.get(l.objective_id) ?? []), toLog(l)]);
  return rows.map((r) => ({
    id: r.id,
    playerId: r.player_id,
    objectiveId: r.objective_id,
    title: r.title,
    timeframe: r.timeframe,
    target: Number(r.target),
    startDay: String(r.start_day),
    dueDay: String(r.due_day),
    met: r.met,
    metAt: r.met_at ? new Date(r.met_at).toISOString() : null,
    metBy: r.met_by,
    createdBy: r.created_by ?? '',
    updatedAt: new Date(r.updated_at).toISOString(),
    logs: byObjective.get(r.id) ?? [],
  }));
}

/** The player's objectives, newest set first; `limit` of them when given. */
export async function listObjectives(db: Queryable, playerId: string, limit?: number): Promise<UserObjective[]> {
  return withLogs(db, await db.query<Row>(`SELECT ${COLS} FROM user_objectives WHERE player_id = $1 ORDER BY start_day DESC, created_at DESC LIMIT $2`, [playerId, limit ?? null]));
}

/** The player's objectives whose timeframe overlaps the days from..to. */
export async function objectivesBetween(db: Queryable, playerId: string, from: string, to: string): Promise<UserObjective[]> {
  return withLogs(
    db,
    await db.query<Row>(`SELECT ${COLS} FROM user_objectives WHERE player_id = $1 AND start_day <= $3::date AND due_day >= $2::date ORDER BY start_day DESC, created_at DESC`, [playerId, from, to]),
  );
}

export async function findObjective(db: Queryable, id: string): Promise<UserObjective | undefined> {
  const [found] = await withLogs(db, await db.query<Row>(`SELECT ${COLS} FROM user_objectives WHERE id = $1`, [id]));
  return found;
}

/** The season of one of the player's clubs that holds `day` (the one ending first), for "this season". */
async function playerSeason(db: Queryable, playerId: string, day: string): Promise<ClubSeason | null> {
  const row = await db.maybeOne<{ season_start: string; season_end: string }>(
    `SELECT to_char(k.season_start, 'YYYY-MM-DD') AS season_start, to_char(k.season_end, 'YYYY-MM-DD') AS season_end
     FROM memberships p JOIN clubs k ON k.id = p.club_id AND k.active
     WHERE p.user_id = $1 AND p.role = 'player' AND p.active AND k.season_start <= $2::date AND k.season_end >= $2::date
     ORDER BY k.season_end LIMIT 1`,
    [playerId, day],
  );
  return row ? { start: row.season_start, end: row.season_end } : null;
}

/** The objective's last day: the club's season end for "this season" when it has one. */
const dueDayFor = async (db: Queryable, playerId: string, timeframe: ObjectiveTimeframe, startDay: string) =>
  dueDay(timeframe, startDay, timeframe === 'this_season' ? await playerSeason(db, playerId, startDay) : null);

/** Inserts the objective; a device id already stored for this player answers the stored row (a replay that lost its key). */
export async function insertObjective(tx: Queryable, by: string, b: ObjectiveCreateBody): Promise<UserObjective | undefined> {
  const row = await tx.maybeOne<{ id: string }>(
    `INSERT INTO user_objectives (id, player_id, objective_id, title, timeframe, target, start_day, due_day, created_by)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, (SELECT id FROM objectives WHERE id = $3::uuid), $4, $5, $6, $7, $8, $9)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [b.id ?? null, b.playerId, b.objectiveId ?? null, b.title, b.timeframe, b.target, b.startDay, await dueDayFor(tx, b.playerId, b.timeframe, b.startDay), by],
  );
  const id = row?.id ?? b.id;
  const stored = id ? await findObjective(tx, id) : undefined;
  return stored?.playerId === b.playerId ? stored : undefined;
}

/** Changes the objective (its timeframe counted again from the day it was set); `met` only when given. */
export async function updateObjective(tx: Queryable, current: UserObjective, by: string, b: ObjectiveEditBody): Promise<UserObjective | undefined> {
  const met = b.met ?? current.met;
  const metChanged = met !== current.met;
  await tx.query(
    `UPDATE user_objectives SET objective_id = (SELECT id FROM objectives WHERE id = $2::uuid), title = $3, timeframe = $4, target = $5, due_day = $6,
       met = $7, met_at = CASE WHEN $8::boolean THEN (CASE WHEN $7::boolean THEN now() END) ELSE met_at END,
       met_by = CASE WHEN $8::boolean THEN (CASE WHEN $7::boolean THEN $9::uuid END) ELSE met_by END, updated_at = now()
     WHERE id = $1`,
    [current.id, b.objectiveId ?? null, b.title, b.timeframe, b.target, await dueDayFor(tx, current.playerId, b.timeframe, current.startDay), met, metChanged, by],
  );
  return findObjective(tx, current.id);
}

/** Adds a progress entry; a device id already stored on this objective is a replay (nothing added). False: the id is another objective's. */
export async function insertLog(tx: Queryable, objectiveId: string, by: string, b: ObjectiveLogBody): Promise<boolean> {
  const row = await tx.maybeOne<{ objective_id: string }>(
    `INSERT INTO user_objective_logs (id, objective_id, day, value, note, created_by) VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET id = user_objective_logs.id RETURNING objective_id`,
    [b.id ?? null, objectiveId, b.day, b.value, b.note || null, by],
  );
  if (row?.objective_id !== objectiveId) return false;
  await tx.query('UPDATE user_objectives SET updated_at = now() WHERE id = $1', [objectiveId]);
  return true;
}

export async function deleteObjective(tx: Queryable, playerId: string, id: string): Promise<boolean> {
  return (await tx.query('DELETE FROM user_objectives WHERE id = $1 AND player_id = $2 RETURNING id', [id, playerId])).length > 0;
}

interface TemplateRow {
  id: string;
  club_id: string;
  title: string;
  timeframe: ObjectiveTimeframe | null;
  target: number | null;
}

/** The clubs' objectives to pick from, in each club's order. */
export async function listTemplates(db: Queryable, clubIds: string[]): Promise<ObjectiveTemplate[]> {
  const rows = await db.query<TemplateRow>('SELECT id, club_id, title, timeframe, target FROM objectives WHERE club_id = ANY($1::uuid[]) ORDER BY club_id, position, title', [clubIds]);
  return rows.map((r) => ({ id: r.id, clubId: r.club_id, title: r.title, timeframe: r.timeframe, target: r.target === null ? null : Number(r.target) }));
}
