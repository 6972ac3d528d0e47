// Attendance writes (spec §4: coming or not coming, then shown up or not; check-in; per-player
// focus, objective and the coach's note). Each is one local write: the attendance row changes
// on disk together with its outbox entry, so the list shows it at once, with or without signal,
// and the engine carries it to the server in order (stream training:<id>).
import { nameInProfile } from '../../../api/profile-store';
import { getMember } from '../../../api/session-store';
import { getDb } from '../../../db/database';
import type { TrainingAttendanceRow } from '../../../db/schema';
import { localWrite } from '../../../db/write';
import { focusProblem, objectiveProblem } from '../../../domain/session/attendance-schemas';
import type { AttendanceStatus } from '../../../domain/training/attendance-schema';
import type { TrainingSummary } from '../../../domain/training/types';

type Session = Pick<TrainingSummary, 'id' | 'clubId' | 'topic' | 'teamName' | 'teamId'>;

/**
 * The player's name for the sync screen ("Sam Jones is coming"): from the team's squad on this
 * device (staff), else from the profile (a player, or a parent's child). The entry keeps it, so
 * it still reads right if the squad changes before it is sent.
 */
async function playerName(s: Session, playerId: string): Promise<string | undefined> {
  const p = await getDb().teamPlayers.get([s.teamId, playerId]).catch(() => undefined);
  return (p ? `${p.firstName} ${p.lastName}`.trim() : '') || nameInProfile(getMember()?.id, playerId);
}

const describeFor = async (s: Session, playerId: string, action: string, detail?: string) => {
  const player = await playerName(s, playerId);
  return { action, subject: s.topic ?? s.teamName, ...(player ? { player } : {}), ...(detail ? { detail } : {}) };
};

const base = (s: Session) => `/api/v1/training/${encodeURIComponent(s.clubId)}/${encodeURIComponent(s.id)}`;

function nextRow(s: Session, playerId: string, current: TrainingAttendanceRow | undefined, patch: Partial<TrainingAttendanceRow>): TrainingAttendanceRow {
  return { trainingId: s.id, playerId, status: current?.status ?? null, shownUp: current?.shownUp ?? null, ...current, ...patch, updatedAt: new Date().toISOString() };
}

async function write(s: Session, playerId: string, current: TrainingAttendanceRow | undefined, patch: Partial<TrainingAttendanceRow>, path: string, body: Record<string, unknown>, action: string, detail?: string) {
  const describe = await describeFor(s, playerId, action, detail);
  await localWrite([{ table: 'trainingAttendance', put: nextRow(s, playerId, current, patch) }], {
    method: 'PUT',
    path: `${base(s)}/${path}`,
    body: { playerId, ...body },
    stream: `training:${s.id}`,
    describe,
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

/** Refused before the local write, not queued: the server would refuse it later, far from where it was typed. */
const refuse = (problem: string | null): Promise<void> | null => (problem ? Promise.reject(new Error(problem)) : null);

/** Staff: the player's focus for the session. */
export const setFocus = (s: Session, playerId: string, focus: string, current?: TrainingAttendanceRow) =>
  refuse(focusProblem(focus)) ??
  write(s, playerId, current, { focus: focus.trim() || null }, 'attendance/focus', { focus: focus.trim() || null }, 'training.attendance.focus');

/** The player's objective for the session. */
export const setObjective = (s: Session, playerId: string, objective: string, current?: TrainingAttendanceRow) =>
  refuse(objectiveProblem(objective)) ??
  write(s, playerId, current, { objective: objective.trim() || null }, 'attendance/player/objective', { objective: objective.trim() || null }, 'training.attendance.objective');

/** Staff: a note on the player during the session (player-training/.../player/{userId}/note). */
export async function setPlayerNote(s: Session, playerId: string, note: string, current?: TrainingAttendanceRow): Promise<void> {
  const value = note.trim() || null;
  const describe = await describeFor(s, playerId, 'training.player.note');
  await localWrite([{ table: 'trainingAttendance', put: nextRow(s, playerId, current, { note: value }) }], {
    method: 'PUT',
    path: `/api/v1/player-training/${encodeURIComponent(s.clubId)}/${encodeURIComponent(s.id)}/player/${encodeURIComponent(playerId)}/note`,
    body: { note: value },
    stream: `training:${s.id}`,
    describe,
  });
}
