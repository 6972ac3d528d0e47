// Refreshes one session from the server into the local store: its details (GET
// training/{clubId}/{trainingId}), and what the answer carries besides (drills, attendance,
// feedback), plus the team's squad for staff (GET club/{clubId}/players?teamId). Rows with a
// queued local change are left alone (applyPulled), so nothing typed offline is overwritten.
// Failures are quiet: the screen keeps showing the local state.
import { getDb } from '../../../db/database';
import type { TeamPlayerRow } from '../../../db/schema';
import type { Drill } from '../../../domain/training/drill-schema';
import type { TrainingFeedback } from '../../../domain/training/feedback-schema';
import type { TrainingDetail } from '../../../domain/training/types';
import type { TrainingAttendanceRow } from '../../../db/schema';
import { applyPulled, createGetter } from '../../../sync/pull';

interface DetailAnswer extends TrainingDetail {
  drills?: Drill[];
  attendance?: Omit<TrainingAttendanceRow, 'trainingId'>[];
  feedback?: TrainingFeedback[];
}

interface MembersAnswer {
  members: { id: string; firstName: string; lastName: string }[];
}

export async function pullTraining(clubId: string, trainingId: string, staff: boolean, playerId?: string): Promise<void> {
  const db = getDb();
  const get = createGetter(db);
  const c = encodeURIComponent(clubId);
  const t = encodeURIComponent(trainingId);
  const answer = await get<DetailAnswer>(`/training/${c}/${t}`);
  const { drills, attendance, feedback, ...detail } = answer;
  await applyPulled(db, 'trainingDetails', [detail]);
  if (drills) await applyPulled(db, 'trainingDrills', drills.map((d) => ({ ...d, trainingId })), { index: 'trainingId', value: trainingId });
  if (attendance) await applyPulled(db, 'trainingAttendance', attendance.map((a) => ({ ...a, trainingId })));
  if (feedback) await applyPulled(db, 'trainingFeedback', feedback.map((f) => ({ ...f, trainingId })));
  if (!staff && playerId) {
    // The player's own row (GET player-training/{clubId}/{trainingId}/player/{playerId}).
    const mine = await get<{ attendance: Omit<TrainingAttendanceRow, 'trainingId'> | null }>(`/player-training/${c}/${t}/player/${encodeURIComponent(playerId)}`).catch(() => null);
    if (mine?.attendance) await applyPulled(db, 'trainingAttendance', [{ ...mine.attendance, trainingId, playerId }]);
  }
  if (staff) {
    const reflections = await get<{ reflections: TrainingFeedback[] }>(`/training/${c}/${t}/reflections`).catch(() => null);
    if (reflections) await applyPulled(db, 'trainingFeedback', reflections.reflections.map((f) => ({ ...f, trainingId })), { index: 'trainingId', value: trainingId });
    const squad = await get<MembersAnswer>(`/club/${c}/players?teamId=${encodeURIComponent(detail.teamId)}&limit=200`).catch(() => null);
    if (squad) {
      const rows: TeamPlayerRow[] = squad.members.map((m) => ({ teamId: detail.teamId, playerId: m.id, firstName: m.firstName, lastName: m.lastName }));
      await applyPulled(db, 'teamPlayers', rows, { index: 'teamId', value: detail.teamId });
    }
  }
}

/** GET player-training/{clubId}/{trainingId}/player/{playerId}/feedback into the store. */
export async function pullFeedback(clubId: string, trainingId: string, playerId: string): Promise<void> {
  const db = getDb();
  const answer = await createGetter(db)<TrainingFeedback | { feedback: TrainingFeedback | null }>(
    `/player-training/${encodeURIComponent(clubId)}/${encodeURIComponent(trainingId)}/player/${encodeURIComponent(playerId)}/feedback`,
  );
  const row = 'feedback' in answer ? answer.feedback : answer;
  if (row && typeof row === 'object' && 'sessionRating' in row) await applyPulled(db, 'trainingFeedback', [{ ...row, trainingId, playerId }]);
}
