// Attendance calls shared by fixtures and training sessions (calls.md §4: update, mark shown,
// set focus (training), per player, check-in, player objective). Each names the player; the
// per-player calls may be made by the player, their parent or the team's staff.
import * as v from 'valibot';
import { keepTo } from '../limits';
import { userIdField, uuidField } from './fields';

export const ATTENDANCE_STATUSES = ['coming', 'not_coming'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

const playerId = uuidField('Please choose a player');
const status = v.nullable(v.picklist(ATTENDANCE_STATUSES, 'Please choose coming or not coming'));

/** PUT .../attendance (staff): several players at once. */
export const attendanceListSchema = v.object({
  userId: userIdField,
  players: v.pipe(
    v.array(v.object({ playerId, status }), 'Please choose the players'),
    v.minLength(1, 'Please choose the players'),
    v.maxLength(100, 'Please choose at most 100 players'),
  ),
});
export type AttendanceListInput = v.InferOutput<typeof attendanceListSchema>;

/** PUT .../attendance/player: coming or not coming, by the player, their parent or staff. */
export const attendancePlayerSchema = v.object({ userId: userIdField, playerId, status });
export type AttendancePlayerInput = v.InferOutput<typeof attendancePlayerSchema>;

/** PUT .../attendance/shown (staff): shown up or not; null clears. */
export const attendanceShownSchema = v.object({ userId: userIdField, playerId, shownUp: v.nullable(v.boolean('Please choose shown up or not')) });
export type AttendanceShownInput = v.InferOutput<typeof attendanceShownSchema>;

export const OBJECTIVE_MAX = 500;
const objectiveField = v.nullable(v.pipe(v.string('Please enter an objective'), v.trim(), v.maxLength(OBJECTIVE_MAX, `Please keep the objective to ${OBJECTIVE_MAX} characters`)));

/** PUT .../attendance/player/objective: the player's objective for the game or session. */
export const attendanceObjectiveSchema = v.object({
  userId: userIdField,
  playerId,
  objective: objectiveField,
});

/** Why an objective would be refused (the call's own check, run before the local write), or null. */
export function objectiveProblem(objective: string): string | null {
  const result = v.safeParse(objectiveField, objective);
  return result.success ? null : result.issues[0].message;
}
export type AttendanceObjectiveInput = v.InferOutput<typeof attendanceObjectiveSchema>;

/** PUT .../attendance/player/checkin: the player has arrived (also marks them shown up). */
export const attendanceCheckinSchema = v.object({ userId: userIdField, playerId });
export type AttendanceCheckinInput = v.InferOutput<typeof attendanceCheckinSchema>;

export const FOCUS_MAX = 200;
const focusField = v.nullable(v.pipe(v.string('Please enter a focus'), v.trim(), v.maxLength(FOCUS_MAX, keepTo(FOCUS_MAX))));

/** PUT training/.../attendance/focus (staff): the player's training focus. */
export const attendanceFocusSchema = v.object({
  userId: userIdField,
  playerId,
  focus: focusField,
});

/** Why a focus would be refused (the call's own check, run before the local write), or null. */
export function focusProblem(focus: string): string | null {
  const result = v.safeParse(focusField, focus);
  return result.success ? null : result.issues[0].message;
}
export type AttendanceFocusInput = v.InferOutput<typeof attendanceFocusSchema>;

/** One player's attendance row as the server answers it. */
export interface AttendanceRow {
  playerId: string;
  status: AttendanceStatus | null;
  shownUp: boolean | null;
  checkedInAt: string | null;
  objective: string | null;
  focus?: string | null;
  updatedAt: string;
}
