// What puts a training session's rows back as the server has them after the user discarded
// queued changes of it (src/sync/refresh.ts): the club's list (the list rows a create, copy,
// delete, start or cancel changed), the session's details and drills, and the attendance and
// feedback of each player a discarded change was about. No GET lists a session's attendance, so
// those rows are asked for player by player; a player the server has no row for loses the row here.
import type { TrainingAttendanceRow, TrainingFeedbackRow } from '../../../db/schema';
import type { TrainingListAnswer } from '../../../domain/training/types';
import { PullError } from '../../../sync/pull';
import { registerRefresher, type RefreshRequest } from '../../../sync/refresh';
import { playerPath, pullTraining, type PlayerAnswer } from './pull-training';

const playerOf = (key: unknown): string | null => (Array.isArray(key) && typeof key[1] === 'string' ? key[1] : null);

export async function refreshTraining(r: RefreshRequest): Promise<void> {
  const clubId = r.clubId;
  if (!clubId) return;
  const trainingId = r.id;
  const list = await r.get<TrainingListAnswer>(`/training/${encodeURIComponent(clubId)}`);
  await r.apply('trainings', list.sessions, { index: 'clubId', value: clubId });
  // A 404 here: the session is gone (deleted, or never made), and so are its rows.
  await pullTraining(clubId, trainingId, false, undefined, { get: r.get, apply: r.apply });
  const touched = (table: 'trainingAttendance' | 'trainingFeedback') => r.rows.filter((t) => t.table === table).map((t) => playerOf(t.key));
  const attendance = touched('trainingAttendance');
  const feedback = touched('trainingFeedback');
  const players = [...new Set([...attendance, ...feedback])].filter((p): p is string => p !== null);
  if (players.length === 0) return;
  const answers = await Promise.all(
    players.map((playerId) =>
      r.get<PlayerAnswer>(playerPath(clubId, trainingId, playerId)).catch((err: unknown) => {
        // A player no longer in the team: nothing of theirs is on the server for this session.
        if (err instanceof PullError && err.status === 404) return { attendance: null, note: null, feedback: null } satisfies PlayerAnswer;
        throw err;
      }),
    ),
  );
  const attendanceRows: TrainingAttendanceRow[] = [];
  const feedbackRows: TrainingFeedbackRow[] = [];
  answers.forEach((a, i) => {
    const playerId = players[i]!;
    if (a.attendance) attendanceRows.push({ ...a.attendance, trainingId, playerId, note: a.note ?? null });
    if (a.feedback) feedbackRows.push({ ...a.feedback, trainingId, playerId });
  });
  // Handed over even when empty: the answer for these players is "no row".
  if (attendance.length > 0) await r.apply('trainingAttendance', attendanceRows);
  if (feedback.length > 0) await r.apply('trainingFeedback', feedbackRows);
}

/** Streams `training:<id>`. */
export const registerTrainingRefresher = (): (() => void) => registerRefresher('training:', refreshTraining);
