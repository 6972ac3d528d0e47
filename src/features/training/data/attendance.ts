// Attendance writes (spec §4: coming or not coming, then shown up or not; check-in; per-player
// focus, objective and the coach's note). Each is one local write: the attendance row changes
// on disk together with its outbox entry, so the list shows it at once, with or without signal,
// and the engine carries it to the server in order (stream training:<id>).
import type { TrainingAttendanceRow } from '../../../db/schema';
import { localWrite } from '../../../db/write';
import type { AttendanceStatus } from '../../../domain/training/attendance-schema';
import type { TrainingSummary } from '../../../domain/training/types';

type Session = Pick<TrainingSummary, 'id' | 'clubId' | 'topic' | 'teamName'>;

const base = (s: Session) => `/api/v1/training/${encodeURIComponent(s.clubId)}/${encodeURIComponent(s.id)}`;

function nextRow(s: Session, playerId: string, current: TrainingAttendanceRow | undefined, patch: Partial<TrainingAttendanceRow>): TrainingAttendanceRow {
  return { trainingId: s.id, playerId, status: current?.status ?? null, shownUp: current?.shownUp ?? null, ...current, ...patch, updatedAt: new Date().toISOString() };
}

async function write(s: Session, playerId: string, current: TrainingAttendanceRow | undefined, patch: Partial<TrainingAttendanceRow>, path: string, body: Record<string, unknown>, action: string, detail?: string) {
  await localWrite([{ table: 'trainingAttendance', put: nextRow(s, playerId, current, patch) }], {
    method: 'PUT',
    path: `${base(s)}/${path}`,
    body: { playerId, ...body },
    stream: `training:${s.id}`,
    describe: { action, subject: s.topic ?? s.teamName, ...(detail ? { detail } : {}) },
  });
}

/** Coming / not coming, by the player, their parent or staff. */
export const answerAttendance = (s: Session, playerId: string, status: AttendanceStatus, current?: TrainingAttendanceRow) =>
  write(s, playerId, current, { status }, 'attendance/player', { status }, 'training.attendance', status);

/** Staff: shown up or not. */
export const markShownUp = (s: Session, playerId: string, shownUp: boolean, current?: TrainingAttendanceRow) =>
  write(s, playerId, current, { shownUp }, 'attendance/shown', { shownUp }, 'training.attendance.shown');

/** The player has arrived: checked in now, and shown up. */
export const checkIn = (s: Session, playerId: string, current?: TrainingAttendanceRow) =>
  write(s, playerId, current, { shownUp: true, checkedInAt: new Date().toISOString() }, 'attendance/player/checkin', {}, 'training.attendance.checkin');

/** Staff: the player's focus for the session. */
export const setFocus = (s: Session, playerId: string, focus: string, current?: TrainingAttendanceRow) =>
  write(s, playerId, current, { focus: focus.trim() || null }, 'attendance/focus', { focus: focus.trim() || null }, 'training.attendance.focus');

/** The player's objective for the session. */
export const setObjective = (s: Session, playerId: string, objective: string, current?: TrainingAttendanceRow) =>
  write(s, playerId, current, { objective: objective.trim() || null }, 'attendance/player/objective', { objective: objective.trim() || null }, 'training.attendance.objective');

/** Staff: a note on the player during the session (player-training/.../player/{userId}/note). */
export async function setPlayerNote(s: Session, playerId: string, note: string, current?: TrainingAttendanceRow): Promise<void> {
  const value = note.trim() || null;
  await localWrite([{ table: 'trainingAttendance', put: nextRow(s, playerId, current, { note: value }) }], {
    method: 'PUT',
    path: `/api/v1/player-training/${encodeURIComponent(s.clubId)}/${encodeURIComponent(s.id)}/player/${encodeURIComponent(playerId)}/note`,
    body: { note: value },
    stream: `training:${s.id}`,
    describe: { action: 'training.player.note', subject: s.topic ?? s.teamName },
  });
}
