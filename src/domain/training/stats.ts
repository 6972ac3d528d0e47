// GET training/{clubId}/stats (the path is ours; calls.md's analytics area has no shape for it):
// post-training stats over time for the caller's teams (issue 5 item 6): each ended session's
// attendance, drill minutes and feedback averages, plus minutes per core skill and the feedback
// averages over the whole range. Staff only. from/to bound the session start like the list.
import * as v from 'valibot';
import { dateParam, FROM_AFTER_TO, fromNotAfterTo, idParam, intParam } from '../query-fields';
import type { AttendanceStats, FeedbackMeasure, SkillMinutes } from './training-stats';

export const TRAINING_STATS_DEFAULT_LIMIT = 50;
export const TRAINING_STATS_MAX_LIMIT = 200;

export const TrainingStatsQuerySchema = v.pipe(
  v.object({
    userId: v.optional(v.string()),
    teamId: v.optional(idParam('teamId')),
    from: v.optional(dateParam('from')),
    to: v.optional(dateParam('to')),
    /** The most recent sessions kept. */
    limit: v.optional(intParam('limit', 1, TRAINING_STATS_MAX_LIMIT)),
  }),
  v.check((q) => fromNotAfterTo(q), FROM_AFTER_TO),
);
export type TrainingStatsQuery = v.InferOutput<typeof TrainingStatsQuerySchema>;

export interface TrainingStatsSession {
  id: string;
  teamId: string;
  teamName: string;
  startsAt: string;
  topic: string | null;
  attendance: AttendanceStats;
  /** The drills' minutes added up (drills without a duration count 0). */
  drillMinutes: number;
  feedback: { responses: number; averages: Record<FeedbackMeasure, number | null> };
}

export interface TrainingStatsAnswer {
  /** Ended sessions, oldest first (the chart's time axis). */
  sessions: TrainingStatsSession[];
  /** Shown up over squad places, across all the sessions; null with no players. */
  attendanceRate: number | null;
  minutesPerCoreSkill: SkillMinutes[];
  feedbackAverages: Record<FeedbackMeasure, number | null>;
}
