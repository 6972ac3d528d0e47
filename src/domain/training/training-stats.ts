// Post-training stats (issue 5 item 6), pure: attendance rate, minutes per core skill from the
// drills, and player feedback averages over time. Inputs are structural, so the app (Dexie rows)
// and the server (repository rows) can both pass what they hold.

export interface AttendanceRow {
  playerId: string;
  status: 'coming' | 'not_coming' | null;
  shownUp: boolean | null;
}

export interface AttendanceStats {
  /** Players counted: the squad when given, else everyone with a row. */
  players: number;
  coming: number;
  notComing: number;
  noReply: number;
  shownUp: number;
  /** shownUp / players, from 0 to 1; null with no players. */
  rate: number | null;
}

/** One session's attendance. Squad players without a row count as no reply and not shown up. */
export function attendanceStats(rows: readonly AttendanceRow[], squad?: readonly string[]): AttendanceStats {
  const byPlayer = new Map(rows.map((r) => [r.playerId, r]));
  const ids = squad ? [...new Set(squad)] : [...byPlayer.keys()];
  const s: AttendanceStats = { players: ids.length, coming: 0, notComing: 0, noReply: 0, shownUp: 0, rate: null };
  for (const id of ids) {
    const r = byPlayer.get(id);
    if (r?.status === 'coming') s.coming++;
    else if (r?.status === 'not_coming') s.notComing++;
    else s.noReply++;
    if (r?.shownUp) s.shownUp++;
  }
  s.rate = s.players ? s.shownUp / s.players : null;
  return s;
}

export interface PlayerAttendance {
  sessions: number;
  shownUp: number;
  rate: number | null;
}

/** Each player's attendance over several sessions (the squad's players, or everyone seen). */
export function attendanceByPlayer(sessions: readonly (readonly AttendanceRow[])[], squad?: readonly string[]): Record<string, PlayerAttendance> {
  const out: Record<string, PlayerAttendance> = {};
  const ids = squad ?? [...new Set(sessions.flatMap((rows) => rows.map((r) => r.playerId)))];
  for (const id of ids) out[id] = { sessions: sessions.length, shownUp: 0, rate: null };
  for (const rows of sessions) for (const r of rows) if (r.shownUp && out[r.playerId]) out[r.playerId]!.shownUp++;
  for (const p of Object.values(out)) p.rate = p.sessions ? p.shownUp / p.sessions : null;
  return out;
}

export interface DrillRow {
  coreSkill: string | null;
  durationMinutes: number | null;
}

export interface SkillMinutes {
  coreSkill: string;
  minutes: number;
  drills: number;
}

/**
 * Minutes per core skill, most first (ties by name). Skills match case-insensitively and keep the
 * first spelling met; drills without a core skill or a duration are left out.
 */
export function minutesPerCoreSkill(drills: readonly DrillRow[]): SkillMinutes[] {
  const bySkill = new Map<string, SkillMinutes>();
  for (const d of drills) {
    const name = d.coreSkill?.trim();
    if (!name || !d.durationMinutes || d.durationMinutes <= 0) continue;
    const key = name.toLocaleLowerCase('en');
    const s = bySkill.get(key) ?? { coreSkill: name, minutes: 0, drills: 0 };
    s.minutes += d.durationMinutes;
    s.drills++;
    bySkill.set(key, s);
  }
  return [...bySkill.values()].sort((a, b) => b.minutes - a.minutes || a.coreSkill.localeCompare(b.coreSkill, 'en'));
}

export const FEEDBACK_MEASURES = ['sessionRating', 'enjoyment', 'wishToRepeat', 'confidence', 'coachRating'] as const;
export type FeedbackMeasure = (typeof FEEDBACK_MEASURES)[number];

export type FeedbackRow = Partial<Record<FeedbackMeasure, number | null>> & {
  /** When the session took place (ISO 8601): places the feedback in time. */
  sessionStartsAt: string;
  trainingId: string;
};

export type FeedbackBucket = 'session' | 'week' | 'month';

export interface FeedbackPoint {
  /** The session id, the Monday of the week (YYYY-MM-DD) or the month (YYYY-MM), all UTC. */
  key: string;
  /** Earliest session start in the bucket (ISO 8601). */
  from: string;
  responses: number;
  averages: Record<FeedbackMeasure, number | null>;
}

function bucketKey(row: FeedbackRow, by: FeedbackBucket): string {
  if (by === 'session') return row.trainingId;
  const d = new Date(row.sessionStartsAt);
  if (by === 'month') return d.toISOString().slice(0, 7);
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

function average(rows: readonly FeedbackRow[]): Record<FeedbackMeasure, number | null> {
  const out = {} as Record<FeedbackMeasure, number | null>;
  for (const m of FEEDBACK_MEASURES) {
    const values = rows.map((r) => r[m]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    out[m] = values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
  }
  return out;
}

/** Feedback averages per session, week or month, oldest first; a measure nobody answered is null. */
export function feedbackOverTime(rows: readonly FeedbackRow[], by: FeedbackBucket = 'session'): FeedbackPoint[] {
  const groups = new Map<string, FeedbackRow[]>();
  for (const r of rows) {
    if (!Number.isFinite(Date.parse(r.sessionStartsAt))) continue;
    const k = bucketKey(r, by);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return [...groups]
    .map(([key, list]) => ({
      key,
      from: new Date(Math.min(...list.map((r) => Date.parse(r.sessionStartsAt)))).toISOString(),
      responses: list.length,
      averages: average(list),
    }))
    .sort((a, b) => a.from.localeCompare(b.from) || a.key.localeCompare(b.key));
}

/** Averages over all the rows. */
export const feedbackAverages = (rows: readonly FeedbackRow[]): Record<FeedbackMeasure, number | null> => average(rows);
