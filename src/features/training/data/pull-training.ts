// Refreshes one session from the server into the local store: its details (GET
// training/{clubId}/{trainingId}), and what the answer carries besides (drills, feedback, and the
// attendance: every player's answer for staff, with their note; a player's or parent's own rows,
// so a coach sees answers given on other devices), plus the team's squad for staff (GET
// club/{clubId}/players?teamId). Rows with a queued local change are left alone (applyPulled), so
// nothing typed offline is overwritten.
// Failures are quiet: the screen keeps showing the local state.
import { getDb } from '../../../db/database';
import type { TeamPlayerRow } from '../../../db/schema';
import type { Drill } from '../../../domain/training/drill-schema';
import type { TrainingFeedback } from '../../../domain/training/feedback-schema';
import type { TrainingDetail } from '../../../domain/training/types';
import type { TrainingAttendanceRow } from '../../../db/schema';
import { applyPulled, applyTo, createGetter, type Getter, type PullSink } from '../../../sync/pull';

interface DetailAnswer extends TrainingDetail {
  drills?: Drill[];
  attendance?: Omit<TrainingAttendanceRow, 'trainingId'>[];
  feedback?: TrainingFeedback[];
}

interface MembersAnswer {
  members: { id: string; firstName: string; lastName: string }[];
}

/** `io` is a refresh's (src/sync/refresh.ts), which writes the answers together once all are in. */
export async function pullTraining(clubId: string, trainingId: string, staff: boolean, playerId?: string, io: { get?: Getter; apply?: PullSink } = {}): Promise<void> {
  const db = getDb();
  const get = io.get ?? createGetter(db);
  const apply = io.apply ?? applyTo(db);
  const c = encodeURIComponent(clubId);
  const t = encodeURIComponent(trainingId);
  const answer = await get<DetailAnswer>(`/training/${c}/${t}`);
  const { drills, attendance, feedback, ...detail } = answer;
  await apply('trainingDetails', [detail]);
  if (drills) await apply('trainingDrills', drills.map((d) => ({ ...d, trainingId })), { index: 'trainingId', value: trainingId });
  if (attendance) await apply('trainingAttendance', attendance.map((a) => ({ ...a, trainingId })));
  if (feedback) await apply('trainingFeedback', feedback.map((f) => ({ ...f, trainingId })));
  if (!staff && playerId) {
    // The player's own row (GET player-training/{clubId}/{trainingId}/player/{playerId}).
    const mine = await get<PlayerAnswer>(playerPath(clubId, trainingId, playerId)).catch(() => null);
    if (mine?.attendance) await apply('trainingAttendance', [{ ...mine.attendance, trainingId, playerId }]);
  }
  if (staff) {
    const reflections = await get<{ reflections: TrainingFeedback[] }>(`/training/${c}/${t}/reflections`).catch(() => null);
    if (reflections) await apply('trainingFeedback', reflections.reflections.map((f) => ({ ...f, trainingId })), { index: 'trainingId', value: trainingId });
    await pullSquad(clubId, detail.teamId, { get, apply });
  }
}

/**
 * The team's players (staff only) into the store. Also asked on its own when a session opens: a
 * session just added on this device is not on the server until the outbox sends it, so its
 * detail call fails, and the squad must not wait for that.
 */
export async function pullSquad(clubId: string, teamId: string, io: { get?: Getter; apply?: PullSink } = {}): Promise<void> {
  const db = getDb();
  const get = io.get ?? createGetter(db);
  const apply = io.apply ?? applyTo(db);
  const squad = await get<MembersAnswer>(`/club/${encodeURIComponent(clubId)}/players?teamId=${encodeURIComponent(teamId)}&limit=200`).catch(() => null);
  if (!squad) return;
  const rows: TeamPlayerRow[] = squad.members.map((m) => ({ teamId, playerId: m.id, firstName: m.firstName, lastName: m.lastName }));
  await apply('teamPlayers', rows, { index: 'teamId', value: teamId });
}

/** One player's attendance, the coach's note on them (staff only) and their feedback. */
export interface PlayerAnswer {
  attendance: Omit<TrainingAttendanceRow, 'trainingId'> | null;
  note?: string | null;
  feedback?: TrainingFeedback | null;
}

export const playerPath = (clubId: string, trainingId: string, playerId: string) =>
  `/player-training/${encodeURIComponent(clubId)}/${encodeURIComponent(trainingId)}/player/${encodeURIComponent(playerId)}`;

/** GET player-training/{clubId}/{trainingId}/player/{playerId}/feedback into the store. */
export async function pullFeedback(clubId: string, trainingId: string, playerId: string): Promise<void> {
  const db = getDb();
  const answer = await createGetter(db)<TrainingFeedback | { feedback: TrainingFeedback | null }>(
    `/player-training/${encodeURIComponent(clubId)}/${encodeURIComponent(trainingId)}/player/${encodeURIComponent(playerId)}/feedback`,
  );
  const row = 'feedback' in answer ? answer.feedback : answer;
  if (row && typeof row === 'object' && 'sessionRating' in row) await applyPulled(db, 'trainingFeedback', [{ ...row, trainingId, playerId }]);
}
