// Post-training stats (GET training/{clubId}/stats): asked of the server when online, and kept
// on the device (meta, one row per club and team filter) so the last figures show with no
// signal. Nothing is written to the server, so nothing goes through the outbox.
import { useEffect, useState } from 'react';
import { getDb } from '../../../db/database';
import { useLive } from '../../../db/use-live';
import type { TrainingStatsAnswer } from '../../../domain/training/stats';
import { createGetter } from '../../../sync/pull';

export interface StoredStats {
  answer: TrainingStatsAnswer;
  /** When the server answered (ms since epoch). */
  at: number;
}

export interface TrainingStatsState {
  /** undefined while the device store answers; null when nothing was ever fetched. */
  stored: StoredStats | null | undefined;
  loading: boolean;
  failed: boolean;
}

const keyOf = (clubId: string, teamId: string) => `training-stats:${clubId}:${teamId || 'all'}`;

export function useTrainingStats(clubId: string | null, teamId: string, online: boolean): TrainingStatsState {
  const stored = useLive(async () => {
    if (!clubId) return null;
    const row = await getDb().meta.get(keyOf(clubId, teamId));
    return (row?.value as StoredStats | undefined) ?? null;
  }, [clubId, teamId]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!clubId || !online) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    const db = getDb();
    createGetter(db)<TrainingStatsAnswer>(`/training/${encodeURIComponent(clubId)}/stats${teamId ? `?teamId=${encodeURIComponent(teamId)}` : ''}`)
      .then((answer) => db.meta.put({ key: keyOf(clubId, teamId), value: { answer, at: Date.now() } satisfies StoredStats }))
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [clubId, teamId, online]);
  return { stored, loading, failed };
}
