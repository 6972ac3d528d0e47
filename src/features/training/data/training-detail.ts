// One session as the screens see it, from the local store, live: the details when this device
// has them (else the list row), drills in order, attendance, the squad and the feedback given.
// Opening a session pulls it when online; the screen never waits for that.
import { useEffect } from 'react';
import { getDb } from '../../../db/database';
import type { TeamPlayerRow, TrainingAttendanceRow, TrainingDrillRow, TrainingFeedbackRow } from '../../../db/schema';
import type { TrainingDetail, TrainingSummary } from '../../../domain/training/types';
import { pullSquad, pullTraining } from './pull-training';
import { useLive } from '../../../db/use-live';

export type TrainingView = TrainingSummary & Partial<TrainingDetail>;

export interface TrainingData {
  session: TrainingView | null;
  drills: TrainingDrillRow[];
  attendance: TrainingAttendanceRow[];
  squad: TeamPlayerRow[];
  feedback: TrainingFeedbackRow[];
}

async function readTraining(trainingId: string): Promise<TrainingData> {
  const db = getDb();
  const [detail, summary, drills, attendance, feedback] = await Promise.all([
    db.trainingDetails.get(trainingId),
    db.trainings.get(trainingId),
    db.trainingDrills.where('trainingId').equals(trainingId).toArray(),
    db.trainingAttendance.where('trainingId').equals(trainingId).toArray(),
    db.trainingFeedback.where('trainingId').equals(trainingId).toArray(),
  ]);
  // The list row may be newer for the summary fields (a later list pull); details win otherwise.
  const session: TrainingView | null = detail ? { ...detail, ...(summary ? pickNewerSummary(detail, summary) : {}) } : (summary ?? null);
  const squad = session ? await db.teamPlayers.where('teamId').equals(session.teamId).toArray() : [];
  squad.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  drills.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  return { session, drills, attendance, squad, feedback };
}

/** Status and active come from whichever row says the session moved on furthest. */
function pickNewerSummary(detail: TrainingDetail, summary: TrainingSummary): Partial<TrainingSummary> {
  const order = ['setup', 'in_progress', 'ended', 'cancelled'];
  return order.indexOf(summary.status) > order.indexOf(detail.status) ? { status: summary.status } : {};
}

export function useTraining(trainingId: string, clubId: string | null, staff: boolean, online: boolean, playerId?: string): TrainingData | undefined {
  useEffect(() => {
    if (clubId && online) void pullTraining(clubId, trainingId, staff, playerId).catch(() => undefined);
  }, [clubId, trainingId, staff, online, playerId]);
  const data = useLive(() => readTraining(trainingId), [trainingId]);
  // Staff need the squad even while the session itself is not on the server yet (added here).
  const teamId = data?.session?.teamId;
  const noSquad = data !== undefined && data.squad.length === 0;
  useEffect(() => {
    if (clubId && online && staff && teamId && noSquad) void pullSquad(clubId, teamId).catch(() => undefined);
  }, [clubId, online, staff, teamId, noSquad]);
  return data;
}
