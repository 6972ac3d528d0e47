// The practice leaderboard (GET leaderboard/{userId}?period): asked of the server when online and
// kept on the device (meta, one row per player and period), so the last answer shows with no
// signal "as of" when it came. Ranks are only ever the server's. The player's practice not sent
// yet (POSTs still in the outbox) is summed apart, for "+25 min not sent yet" beside their own
// row: it never moves anyone's place. Edits still queued are left out (their change is unknown
// until the server answers).
import { useEffect, useState } from 'react';
import { getDb } from '../../../db/database';
import { useLive, useLiveTable } from '../../../db/use-live';
import type { LeaderboardAnswer, LeaderboardPeriod } from '../../../domain/practice/leaderboard';
import type { PracticeEntryBody } from '../../../domain/practice/practice-schema';
import { createGetter } from '../../../sync/pull';

export interface StoredLeaderboard {
  answer: LeaderboardAnswer;
  /** When the server answered (ms since epoch). */
  at: number;
}

export const leaderboardKey = (playerId: string, period: LeaderboardPeriod) => `leaderboard:${playerId}:${period}`;

export function useLeaderboard(playerId: string | null, period: LeaderboardPeriod, online: boolean) {
  const stored = useLive(async () => {
    if (!playerId) return null;
    return ((await getDb().meta.get(leaderboardKey(playerId, period)))?.value as StoredLeaderboard | undefined) ?? null;
  }, [playerId, period]);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!playerId || !online) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    const db = getDb();
    createGetter(db)<LeaderboardAnswer>(`/leaderboard/${encodeURIComponent(playerId)}?period=${period}`)
      .then((answer) => db.meta.put({ key: leaderboardKey(playerId, period), value: { answer, at: Date.now() } satisfies StoredLeaderboard }))
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [playerId, period, online]);
  return { stored, failed, loading };
}

/** Minutes of the player's practice still waiting in the outbox, on days from..to. */
export function useUnsentMinutes(playerId: string | null, from: string | undefined, to: string | undefined): number {
  return (
    useLiveTable(
      'outbox',
      async () => {
        if (!playerId || !from || !to) return 0;
        const path = `/api/v1/practice/${encodeURIComponent(playerId)}`;
        const queued = await getDb().outbox.where('stream').equals(`practice:${playerId}`).toArray();
        return queued
          .filter((e) => e.method === 'POST' && e.path === path)
          .map((e) => e.body as unknown as PracticeEntryBody)
          .filter((b) => b.day >= from && b.day <= to)
          .reduce((sum, b) => sum + b.skills.reduce((s, k) => s + Number(k.minutes), 0), 0);
      },
      [playerId, from, to],
    ) ?? 0
  );
}
