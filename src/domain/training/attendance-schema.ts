// PUT training/{clubId}/{trainingId}/attendance/player: one player's attendance for a session,
// set by the player, their parent or the team's staff. Shared by the app and the server route.
import * as v from 'valibot';

export const ATTENDANCE_STATUSES = ['coming', 'not_coming'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const putTrainingAttendanceSchema = v.pipe(
  v.object({
    userId: v.optional(v.string()),
    playerId: v.pipe(v.string(), v.uuid()),
    status: v.optional(v.nullable(v.picklist(ATTENDANCE_STATUSES))),
    shownUp: v.optional(v.nullable(v.boolean())),
  }),
  v.check((b) => b.status !== undefined || b.shownUp !== undefined, 'Nothing to update'),
);
export type PutTrainingAttendance = v.InferOutput<typeof putTrainingAttendanceSchema>;

export interface TrainingAttendance {
  trainingId: string;
  playerId: string;
  status: AttendanceStatus | null;
  shownUp: boolean | null;
  updatedAt: string;
}

/** Spec §8: "Training attendance". */
export const TRAINING_ATTENDANCE_ERROR = 'There has been a problem updating the attendance';
