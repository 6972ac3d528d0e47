// A player's answer to "coming to training?" (spec §4 Attendance: coming or not coming), given
// by the player or their parent on the dashboard. The answer is a local write (row + outbox
// entry in one transaction, src/db/write); the screen follows the local row, so it shows the
// answer the moment it is on disk, online or not, and the engine carries it to
// PUT training/{clubId}/{trainingId}/attendance/player.
import { nameInProfile } from '../../../api/profile-store';
import { getMember } from '../../../api/session-store';
import { getDb } from '../../../db/database';
import type { TrainingAttendanceRow } from '../../../db/schema';
import { localWrite } from '../../../db/write';
import type { AttendanceStatus } from '../../../domain/training/attendance-schema';
import type { TrainingSummary } from '../../../domain/training/types';
import { useLive } from '../../../db/use-live';

export type { AttendanceStatus };

/** The player's attendance row for a session, live; null when there is none on this device. */
export function useTrainingAttendance(trainingId: string, playerId: string): TrainingAttendanceRow | null | undefined {
  return useLive(async () => (await getDb().trainingAttendance.get([trainingId, playerId])) ?? null, [trainingId, playerId]);
}

export async function answerTraining(session: TrainingSummary, playerId: string, status: AttendanceStatus, current: TrainingAttendanceRow | null | undefined): Promise<void> {
  // Named on the sync screen ("Sam Lee is coming"): the player, or a parent's child.
  const player = nameInProfile(getMember()?.id, playerId);
  const row: TrainingAttendanceRow = { trainingId: session.id, playerId, status, shownUp: current?.shownUp ?? null, updatedAt: new Date().toISOString() };
  await localWrite([{ table: 'trainingAttendance', put: row }], {
    method: 'PUT',
    path: `/api/v1/training/${encodeURIComponent(session.clubId)}/${encodeURIComponent(session.id)}/attendance/player`,
    body: { playerId, status },
    stream: `training:${session.id}`,
    applyTo: 'trainingAttendance',
    describe: { action: 'training.attendance', subject: session.topic ?? session.teamName, ...(player ? { player } : {}), detail: status },
  });
}
