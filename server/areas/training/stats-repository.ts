// Post-training stats: the ended sessions of some teams with their attendance, drills and
// feedback, summed up by the pure functions of src/domain/training/training-stats.ts (the same
// rules the app uses for one session's report).
import type { Queryable } from '../../db/db';
import type { TrainingStatsAnswer } from '../../../src/domain/training/stats';
import { attendanceStats, feedbackAverages, feedbackOverTime, minutesPerCoreSkill, type AttendanceRow, type DrillRow, type FeedbackRow } from '../../../src/domain/training/training-stats';

export interface StatsFilter {
  clubId: string;
  teamIds: string[];
  from?: Date;
  toExclusive?: Date;
  limit: number;
}

const group = <T extends { training_id: string }>(rows: T[]) => {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(r.training_id, [...(out.get(r.training_id) ?? []), r]);
  return out;
};

export async function trainingStats(db: Queryable, f: StatsFilter): Promise<TrainingStatsAnswer> {
  const empty: TrainingStatsAnswer = { sessions: [], attendanceRate: null, minutesPerCoreSkill: [], feedbackAverages: feedbackAverages([]) };
  if (f.teamIds.length === 0) return empty;
  const params: unknown[] = [f.clubId, f.teamIds, f.limit];
  const where = ['s.club_id = $1', 's.team_id = ANY($2::uuid[])', 's.active', `s.status = 'ended'`];
  if (f.from) where.push(`s.starts_at >= $${params.push(f.from)}`);
  if (f.toExclusive) where.push(`s.starts_at < $${params.push(f.toExclusive)}`);
  const sessions = await db.query<{ id: string; team_id: string; team_name: string; starts_at: Date | string; topic: string | null }>(
    `SELECT s.id, s.team_id, t.name AS team_name, s.starts_at, s.topic FROM training_sessions s JOIN teams t ON t.id = s.team_id
     WHERE ${where.join(' AND ')} ORDER BY s.starts_at DESC, s.id LIMIT $3`,
    params,
  );
  if (sessions.length === 0) return empty;
  sessions.reverse();
  const ids = sessions.map((s) => s.id);
  const teams = [...new Set(sessions.map((s) => s.team_id))];
  const [attendance, drills, feedback, squads] = await Promise.all([
    db.query<{ training_id: string; player_id: string; status: AttendanceRow['status']; shown_up: boolean | null }>(
      'SELECT training_id, player_id, status, shown_up FROM training_attendance WHERE training_id = ANY($1::uuid[])',
      [ids],
    ),
    db.query<{ training_id: string; core_skill: string | null; duration_minutes: number | null }>('SELECT training_id, core_skill, duration_minutes FROM training_drills WHERE training_id = ANY($1::uuid[])', [ids]),
    db.query<{ training_id: string; session_rating: number; enjoyment: number; wish_to_repeat: number; confidence: number; coach_rating: number | null }>(
      'SELECT training_id, session_rating, enjoyment, wish_to_repeat, confidence, coach_rating FROM training_feedback WHERE training_id = ANY($1::uuid[])',
      [ids],
    ),
    db.query<{ team_id: string; user_id: string }>(`SELECT DISTINCT team_id, user_id FROM memberships WHERE team_id = ANY($1::uuid[]) AND role = 'player' AND active`, [teams]),
  ]);
  const attendanceBy = group(attendance);
  const drillsBy = group(drills);
  const feedbackBy = group(feedback);
  const squadOf = new Map<string, string[]>();
  for (const r of squads) squadOf.set(r.team_id, [...(squadOf.get(r.team_id) ?? []), r.user_id]);

  const allDrills: DrillRow[] = [];
  const allFeedback: FeedbackRow[] = [];
  let shown = 0;
  let places = 0;
  const out = sessions.map((s) => {
    const startsAt = new Date(s.starts_at).toISOString();
    const rows: AttendanceRow[] = (attendanceBy.get(s.id) ?? []).map((a) => ({ playerId: a.player_id, status: a.status, shownUp: a.shown_up }));
    // The squad, plus anyone with a row who has left the team since.
    const squad = [...new Set([...(squadOf.get(s.team_id) ?? []), ...rows.map((r) => r.playerId)])];
    const att = attendanceStats(rows, squad);
    shown += att.shownUp;
    places += att.players;
    const sessionDrills: DrillRow[] = (drillsBy.get(s.id) ?? []).map((d) => ({ coreSkill: d.core_skill, durationMinutes: d.duration_minutes }));
    allDrills.push(...sessionDrills);
    const fb: FeedbackRow[] = (feedbackBy.get(s.id) ?? []).map((r) => ({
      trainingId: s.id,
      sessionStartsAt: startsAt,
      sessionRating: r.session_rating,
      enjoyment: r.enjoyment,
      wishToRepeat: r.wish_to_repeat,
      confidence: r.confidence,
      coachRating: r.coach_rating,
    }));
    allFeedback.push(...fb);
    const [point] = feedbackOverTime(fb, 'session');
    return {
      id: s.id,
      teamId: s.team_id,
      teamName: s.team_name,
      startsAt,
      topic: s.topic,
      attendance: att,
      drillMinutes: sessionDrills.reduce((n, d) => n + (d.durationMinutes ?? 0), 0),
      feedback: { responses: fb.length, averages: point?.averages ?? feedbackAverages([]) },
    };
  });
  return { sessions: out, attendanceRate: places ? shown / places : null, minutesPerCoreSkill: minutesPerCoreSkill(allDrills), feedbackAverages: feedbackAverages(allFeedback) };
}
