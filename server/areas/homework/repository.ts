// homework and homework_entries reads and writes (migration 022). A challenge is read with its
// entries (the players' names joined), all of them or only the players named.
import type { Queryable } from '../../db/db';
import type { Homework, HomeworkCreateBody, HomeworkEntry, HomeworkStatusFilter } from '../../../src/domain/homework/homework-schema';
import type { HomeworkGrade, HomeworkMarking, HomeworkState } from '../../../src/domain/homework/states';

interface Row {
  id: string;
  club_id: string;
  team_id: string;
  team_name: string;
  title: string;
  core_skill: string;
  instructions: string;
  due_day: string;
  marking: HomeworkMarking;
  demo_mime: string | null;
  created_by: string | null;
  created_at: string | Date;
}

interface EntryRow {
  homework_id: string;
  player_id: string;
  first_name: string;
  last_name: string;
  state: HomeworkState;
  answer_mime: string | null;
  answered_at: string | Date | null;
  minutes: number | null;
  thoughts: string | null;
  rating: number | null;
  feedback: string | null;
  grade: HomeworkGrade | null;
  marked_by: string | null;
  marked_at: string | Date | null;
  completed_at: string | Date | null;
}

const COLS = `h.id, h.club_id, h.team_id, t.name AS team_name, h.title, h.core_skill, h.instructions, to_char(h.due_day, 'YYYY-MM-DD') AS due_day,
  h.marking, h.demo_mime, h.created_by, h.created_at`;
const FROM = 'FROM homework h JOIN teams t ON t.id = h.team_id';

const iso = (x: string | Date | null) => (x ? new Date(x).toISOString() : null);

const toEntry = (e: EntryRow): HomeworkEntry => ({
  playerId: e.player_id,
  playerName: `${e.first_name} ${e.last_name}`.trim(),
  state: e.state,
  answerMime: e.answer_mime,
  answeredAt: iso(e.answered_at),
  minutes: e.minutes === null ? null : Number(e.minutes),
  thoughts: e.thoughts,
  rating: e.rating === null ? null : Number(e.rating),
  feedback: e.feedback,
  grade: e.grade,
  markedBy: e.marked_by,
  markedAt: iso(e.marked_at),
  completedAt: iso(e.completed_at),
});

/** The rows with their entries (only `players`' when given), in one more query. */
async function withEntries(db: Queryable, rows: Row[], players?: string[]): Promise<Homework[]> {
  if (rows.length === 0) return [];
  const entries = await db.query<EntryRow>(
    `SELECT e.*, u.first_name, u.last_name FROM homework_entries e JOIN users u ON u.id = e.player_id
      WHERE e.homework_id = ANY($1::uuid[]) AND ($2::uuid[] IS NULL OR e.player_id = ANY($2::uuid[]))
      ORDER BY u.first_name, u.last_name, e.player_id`,
    [rows.map((r) => r.id), players ?? null],
  );
  const byHomework = new Map<string, HomeworkEntry[]>();
  for (const e of entries) byHomework.set(e.homework_id, [...(byHomework.get(e.homework_id) ?? []), toEntry(e)]);
  return rows.map((r) => withPlayers({
    id: r.id,
    clubId: r.club_id,
    teamId: r.team_id,
    teamName: r.team_name,
    title: r.title,
    coreSkill: r.core_skill,
    instructions: r.instructions,
    dueDay: String(r.due_day),
    marking: r.marking,
    demoMime: r.demo_mime,
    createdBy: r.created_by,
    createdAt: new Date(r.created_at).toISOString(),
    entries: byHomework.get(r.id) ?? [],
  }));
}

/** The challenge with its entries' players listed (the device indexes them). */
export const withPlayers = (h: Omit<Homework, 'playerIds'>): Homework => ({ ...h, playerIds: h.entries.map((e) => e.playerId) });

export interface HomeworkHead {
  id: string;
  clubId: string;
  teamId: string;
  marking: HomeworkMarking;
  title: string;
  demoMime: string | null;
  createdBy: string | null;
}

/** The challenge's own facts, for the access checks. */
export async function findHead(db: Queryable, id: string): Promise<HomeworkHead | undefined> {
  const r = await db.maybeOne<{ id: string; club_id: string; team_id: string; marking: HomeworkMarking; title: string; demo_mime: string | null; created_by: string | null }>(
    'SELECT id, club_id, team_id, marking, title, demo_mime, created_by FROM homework WHERE id = $1',
    [id],
  );
  return r ? { id: r.id, clubId: r.club_id, teamId: r.team_id, marking: r.marking, title: r.title, demoMime: r.demo_mime, createdBy: r.created_by } : undefined;
}

export async function findHomework(db: Queryable, id: string, players?: string[]): Promise<Homework | undefined> {
  const rows = await db.query<Row>(`SELECT ${COLS} ${FROM} WHERE h.id = $1`, [id]);
  return (await withEntries(db, rows, players))[0];
}

export async function findEntry(db: Queryable, id: string, playerId: string): Promise<{ state: HomeworkState; answer_mime: string | null } | undefined> {
  return db.maybeOne('SELECT state, answer_mime FROM homework_entries WHERE homework_id = $1 AND player_id = $2', [id, playerId]);
}

/**
 * The staff's challenges of the club: set in the last `days` days, or still with an entry to mark.
 * `teamIds` null: every team (club admins).
 */
export async function listForStaff(db: Queryable, clubId: string, teamIds: string[] | null, since: Date): Promise<Homework[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLS} ${FROM} WHERE h.club_id = $1 AND ($2::uuid[] IS NULL OR h.team_id = ANY($2::uuid[]))
       AND (h.created_at >= $3 OR EXISTS (SELECT 1 FROM homework_entries e WHERE e.homework_id = h.id AND e.state IN ('uploaded', 'awaiting_grading')))
     ORDER BY h.created_at DESC, h.id`,
    [clubId, teamIds, since],
  );
  return withEntries(db, rows);
}

/**
 * Waiting for the coach: answered (awaiting grading) challenges marked by upload, or, with
 * `training`, those to mark at the next training session. Each with the entries waiting only.
 */
export async function listOutstanding(db: Queryable, clubId: string, teamIds: string[] | null, training: boolean): Promise<Homework[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLS} ${FROM} WHERE h.club_id = $1 AND ($2::uuid[] IS NULL OR h.team_id = ANY($2::uuid[]))
       AND (h.marking = 'training') = $3
       AND EXISTS (SELECT 1 FROM homework_entries e WHERE e.homework_id = h.id AND e.state = 'awaiting_grading')
     ORDER BY h.due_day, h.created_at, h.id`,
    [clubId, teamIds, training],
  );
  const all = await withEntries(db, rows);
  return all.map((h) => withPlayers({ ...h, entries: h.entries.filter((e) => e.state === 'awaiting_grading') }));
}

const STATUS_SQL: Record<HomeworkStatusFilter, string> = {
  outstanding: `e.state IN ('not_uploaded', 'uploaded')`,
  done: `e.state IN ('awaiting_grading', 'marked', 'completed')`,
  not_uploaded: `e.state = 'not_uploaded'`,
  uploaded: `e.state = 'uploaded'`,
  awaiting_grading: `e.state = 'awaiting_grading'`,
  marked: `e.state = 'marked'`,
  completed: `e.state = 'completed'`,
};

/** The player's challenges (with their own entry only), due first for the outstanding, newest first otherwise. */
export async function listForPlayer(
  db: Queryable,
  playerId: string,
  q: { clubIds: string[] | null; status?: HomeworkStatusFilter; limit?: number; offset?: number },
): Promise<Homework[]> {
  const order = q.status === 'outstanding' ? 'h.due_day, h.created_at' : 'h.created_at DESC';
  const rows = await db.query<Row>(
    `SELECT ${COLS} ${FROM} JOIN homework_entries e ON e.homework_id = h.id AND e.player_id = $1
      WHERE ($2::uuid[] IS NULL OR h.club_id = ANY($2::uuid[])) AND ${q.status ? STATUS_SQL[q.status] : 'TRUE'}
      ORDER BY ${order}, h.id LIMIT $3 OFFSET $4`,
    [playerId, q.clubIds, q.limit ?? 100, q.offset ?? 0],
  );
  return withEntries(db, rows, [playerId]);
}

/** The team's players (active, accepted memberships), or those of them named. */
export async function teamPlayers(db: Queryable, clubId: string, teamId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT DISTINCT m.user_id FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.club_id = $1 AND m.team_id = $2 AND m.role = 'player' AND m.active AND u.active`,
    [clubId, teamId],
  );
  return rows.map((r) => r.user_id);
}

/** Inserts the challenge and its entries; false when the id is already taken. */
export async function insertHomework(tx: Queryable, by: string, body: HomeworkCreateBody, players: string[]): Promise<boolean> {
  const made = await tx.query(
    `INSERT INTO homework (id, club_id, team_id, title, core_skill, instructions, due_day, marking, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [body.id, body.clubId, body.teamId, body.title, body.coreSkill, body.instructions, body.dueDay, body.marking, by],
  );
  if (made.length === 0) return false;
  await tx.query(`INSERT INTO homework_entries (homework_id, player_id) SELECT $1, p FROM unnest($2::uuid[]) AS p`, [body.id, players]);
  return true;
}

export async function setDemo(tx: Queryable, id: string, mime: string, size: number): Promise<void> {
  await tx.query('UPDATE homework SET demo_mime = $2, demo_size = $3 WHERE id = $1', [id, mime, size]);
}

export async function setAnswerFile(tx: Queryable, id: string, playerId: string, state: HomeworkState, mime: string, size: number, sha256: string): Promise<void> {
  await tx.query(
    `UPDATE homework_entries SET state = $3, answer_mime = $4, answer_size = $5, answer_sha256 = $6, answered_at = now() WHERE homework_id = $1 AND player_id = $2`,
    [id, playerId, state, mime, size, sha256],
  );
}

export async function setAnswer(tx: Queryable, id: string, playerId: string, minutes: number, thoughts: string | null): Promise<void> {
  await tx.query(
    `UPDATE homework_entries SET state = 'awaiting_grading', minutes = $3, thoughts = $4, answered_at = now() WHERE homework_id = $1 AND player_id = $2`,
    [id, playerId, minutes, thoughts],
  );
}

export async function markEntry(tx: Queryable, id: string, playerId: string, by: string, mark: { rating: number; grade: string; feedback?: string | null }): Promise<void> {
  await tx.query(
    `UPDATE homework_entries SET state = 'marked', rating = $3, grade = $4, feedback = $5, marked_by = $6, marked_at = now() WHERE homework_id = $1 AND player_id = $2`,
    [id, playerId, mark.rating, mark.grade, mark.feedback || null, by],
  );
}

export async function completeEntry(tx: Queryable, id: string, playerId: string): Promise<void> {
  await tx.query(`UPDATE homework_entries SET state = 'completed', completed_at = now() WHERE homework_id = $1 AND player_id = $2`, [id, playerId]);
}

/** Deletes the challenge (its entries with it); answers the players whose answer files to remove. */
export async function deleteHomework(tx: Queryable, id: string): Promise<string[] | null> {
  const files = await tx.query<{ player_id: string }>('SELECT player_id FROM homework_entries WHERE homework_id = $1 AND answer_mime IS NOT NULL', [id]);
  const gone = await tx.query('DELETE FROM homework WHERE id = $1 RETURNING id', [id]);
  return gone.length > 0 ? files.map((f) => f.player_id) : null;
}
