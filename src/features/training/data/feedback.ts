// A player's feedback (reflection) on a session: saved on the device with its outbox entry in
// one transaction, so it survives no signal and the app being closed; the engine sends it to
// PUT player-training/{clubId}/{trainingId}/player/{playerId}/feedback.
import { useEffect } from 'react';
import { getDb } from '../../../db/database';
import type { TrainingFeedbackRow } from '../../../db/schema';
import { localWrite } from '../../../db/write';
import type { TrainingFeedbackInput } from '../../../domain/training/feedback-schema';
import { pullFeedback } from './pull-training';
import { useLive } from '../../../db/use-live';

export function useFeedback(clubId: string | null, trainingId: string, playerId: string, online: boolean): TrainingFeedbackRow | null | undefined {
  useEffect(() => {
    if (clubId && online) void pullFeedback(clubId, trainingId, playerId).catch(() => undefined);
  }, [clubId, trainingId, playerId, online]);
  return useLive(async () => (await getDb().trainingFeedback.get([trainingId, playerId])) ?? null, [trainingId, playerId]);
}

export async function saveFeedback(session: { id: string; clubId: string; topic: string | null; teamName: string }, playerId: string, input: Omit<TrainingFeedbackInput, 'userId'>, by: string | null): Promise<void> {
  const row: TrainingFeedbackRow = { ...input, trainingId: session.id, playerId, submittedBy: by, updatedAt: new Date().toISOString() };
  await localWrite([{ table: 'trainingFeedback', put: row }], {
    method: 'PUT',
    path: `/api/v1/player-training/${encodeURIComponent(session.clubId)}/${encodeURIComponent(session.id)}/player/${encodeURIComponent(playerId)}/feedback`,
    body: { ...input },
    stream: `training:${session.id}`,
    describe: { action: 'training.feedback', subject: session.topic ?? session.teamName },
  });
}
