// Training session rows: create (one session or a series), read one with its drills, copy,
// delete (soft: active = false, so lists with showInactive still show it).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { CreateTrainingInput } from '../../../src/domain/training/create-schema';
import type { UpdateTrainingInput } from '../../../src/domain/training/update-schema';
import { seriesStarts } from '../../../src/domain/training/create-schema';
import type { TrainingDetail } from '../../../src/domain/training/detail';
import type { Drill } from '../../../src/domain/training/drill-schema';
import { listFiles } from './file-repository';

const FIELD_COLUMNS = {
  location: 'location',
  sport: 'sport',
  coachId: 'coach_id',
  intensity: 'intensity',
  coreSkill: 'core_skill',
  pitchSize: 'pitch_size',
  pitchSurface: 'pitch_surface',
  weather: 'weather',
  topic: 'topic',
  directions: 'directions',
  mapLink: 'map_link',
  additionalInfo: 'additional_info',
  sessionPlan: 'session_plan',
  healthSafetyFile: 'health_safety_file',
  parentPlayerFile: 'parent_player_file',
} as const;
type Field = keyof typeof FIELD_COLUMNS;

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const day = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'string' ? v.slice(0, 10) : (v as Date).toISOString().slice(0, 10));

interface DrillRow {
  id: string;
  position: number;
  name: string;
  core_skill: string | null;
  duration_minutes: number | null;
  notes: string | null;
}

export const toDrill = (r: DrillRow): Drill => ({ id: r.id, position: r.position, name: r.name, coreSkill: r.core_skill, durationMinutes: r.duration_minutes, notes: r.notes });

export async function listDrills(db: Queryable, trainingId: string): Promise<Drill[]> {
  const rows = await db.query<DrillRow>('SELECT id, position, name, core_skill, duration_minutes, notes FROM training_drills WHERE training_id = $1 ORDER BY position, id', [
    trainingId,
  ]);
  return rows.map(toDrill);
}

export async function getTraining(db: Queryable, id: string): Promise<TrainingDetail> {
  const r = await db.one<Row>('SELECT s.*, t.name AS team_name FROM training_sessions s JOIN teams t ON t.id = s.team_id WHERE s.id = $1', [id]);
  const fields = Object.fromEntries((Object.entries(FIELD_COLUMNS) as [Field, string][]).map(([k, c]) => [k, r[c] ?? null]));
  return {
    ...(fields as Pick<TrainingDetail, Field>),
    id: r.id as string,
    clubId: r.club_id as string,
    teamId: r.team_id as string,
    teamName: r.team_name as string,
    seriesId: (r.series_id as string | null) ?? null,
    startsAt: iso(r.starts_at)!,
    endsAt: iso(r.ends_at)!,
    repeatEvery: r.repeat_every as number,
    repeatUntil: day(r.repeat_until),
    status: r.status as TrainingDetail['status'],
    startedAt: iso(r.started_at),
    endedAt: iso(r.ended_at),
    cancelledAt: iso(r.cancelled_at),
    cancelReason: (r.cancel_reason as TrainingDetail['cancelReason']) ?? null,
    replacedBy: (r.replaced_by as string | null) ?? null,
    notes: (r.notes as string | null) ?? null,
    report: (r.report as string | null) ?? null,
    coachRating: (r.coach_rating as number | null) ?? null,
    config: (r.config as TrainingDetail['config']) ?? {},
    generatedPlan: (r.generated_plan as TrainingDetail['generatedPlan']) ?? null,
    drills: await listDrills(db, id),
    files: await listFiles(db, id),
    remindedAt: iso(r.reminded_at),
    active: r.active as boolean,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/**
 * Inserts the session, or every session of its series (one series_id). The first session takes
 * the device's id when given. Answers the ids, or undefined when the first id is already taken.
 */
export async function insertSeries(tx: Queryable, clubId: string, by: string, input: CreateTrainingInput): Promise<string[] | undefined> {
  const { userId: _u, id, teamId, startsAt, endsAt, repeatEvery, repeatUntil, ...fields } = input;
  const starts = seriesStarts(startsAt, repeatEvery, repeatUntil);
  const length = new Date(endsAt).getTime() - new Date(startsAt).getTime();
  const seriesId = starts.length > 1 ? randomUUID() : null;
  const cols = ['id', 'club_id', 'team_id', 'created_by', 'series_id', 'starts_at', 'ends_at', 'repeat_every', 'repeat_until'];
  const fieldValues: unknown[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    cols.push(FIELD_COLUMNS[k as Field]);
    fieldValues.push(v);
  }
  const ids: string[] = [];
  for (const [i, start] of starts.entries()) {
    const sessionId = i === 0 && id ? id : randomUUID();
    const params = [sessionId, clubId, teamId, by, seriesId, start.toISOString(), new Date(start.getTime() + length).toISOString(), repeatEvery, repeatUntil ?? null, ...fieldValues];
    const row = await tx.maybeOne<{ id: string }>(
      `INSERT INTO training_sessions (${cols.join(', ')}) VALUES (${params.map((_, n) => `$${n + 1}`).join(', ')}) ON CONFLICT (id) DO NOTHING RETURNING id`,
      params,
    );
    if (!row) return undefined;
    ids.push(row.id);
  }
  return ids;
}

export async function copyDrills(tx: Queryable, fromId: string, toId: string): Promise<void> {
  await tx.query(
    `INSERT INTO training_drills (id, training_id, position, name, core_skill, duration_minutes, notes)
     SELECT gen_random_uuid(), $2, position, name, core_skill, duration_minutes, notes FROM training_drills WHERE training_id = $1`,
    [fromId, toId],
  );
}

/** Deletes this session, or this and the following sessions of its series. Answers the ids. */
export async function deleteSessions(tx: Queryable, id: string, scope: 'this' | 'following'): Promise<string[]> {
  const rows =
    scope === 'this'
      ? await tx.query<{ id: string }>('UPDATE training_sessions SET active = false, updated_at = now() WHERE id = $1 AND active RETURNING id', [id])
      : await tx.query<{ id: string }>(
          `UPDATE training_sessions s SET active = false, updated_at = now()
           FROM training_sessions me
           WHERE me.id = $1 AND s.active AND (s.id = me.id OR (me.series_id IS NOT NULL AND s.series_id = me.series_id AND s.starts_at >= me.starts_at))
           RETURNING s.id`,
          [id],
        );
  return rows.map((r) => r.id).sort();
}

/** Changes the given fields of one session (left out: kept; null: cleared). */
export async function updateTraining(tx: Queryable, id: string, input: UpdateTrainingInput): Promise<void> {
  const { userId: _u, teamId, startsAt, endsAt, ...fields } = input;
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (teamId !== undefined) set('team_id', teamId);
  if (startsAt !== undefined) set('starts_at', startsAt);
  if (endsAt !== undefined) set('ends_at', endsAt);
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) set(FIELD_COLUMNS[k as Field], v);
  await tx.query(`UPDATE training_sessions SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, params);
}

/** Whether the user may be a session's coach: a coach or assistant coach of the team, or a club admin. */
export async function isTeamCoach(db: Queryable, clubId: string, teamId: string, userId: string): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 FROM memberships WHERE user_id = $1 AND club_id = $2 AND active
       AND ((team_id = $3 AND role IN ('coach', 'assistant_coach')) OR role = 'club_admin') LIMIT 1`,
    [userId, clubId, teamId],
  );
  return row !== undefined;
}
