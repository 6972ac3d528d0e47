// Development reads and the characteristic-words write (issue 21 items 5-6). The list, the
// development profile and the insights are read-only answers kept on the device with when the
// server computed them (the analytics overviews' cache, Dexie analyticsResults), so they open
// with no signal "as of" then. The five words are a read-model row (Dexie v19
// playerCharacteristics): a change is one local write with its outbox entry, shown at once, and a
// profile answer computed after it (so after the server had it) replaces it; an older kept answer
// never does.
import { useEffect } from 'react';
import { getDb } from '../../../db/database';
import type { PlayerCharacteristicsRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import type { DevelopmentPlayers, DevelopmentProfile, PlayerInsights } from '../../../domain/development/profile-types';
import { applyPulled } from '../../../sync/pull';
import { useOverview, type OverviewState } from '../../analytics/data/overview-cache';

const q = encodeURIComponent;

export function useDevelopmentPlayers(userId: string | null, clubId: string | null, online: boolean): OverviewState<DevelopmentPlayers> {
  return useOverview<DevelopmentPlayers>(userId, clubId ? `development:players:${clubId}` : null, clubId ? `/development/${q(clubId)}/players` : null, online);
}

export function useDevelopmentProfile(userId: string | null, playerId: string, clubId: string | null, online: boolean): OverviewState<DevelopmentProfile> {
  const path = `/development/player/${q(playerId)}${clubId ? `?clubId=${q(clubId)}` : ''}`;
  const state = useOverview<DevelopmentProfile>(userId, `development:profile:${playerId}:${clubId ?? ''}`, path, online);
  const value = state.stored?.value;
  useEffect(() => {
    if (value) void keepWords(value.playerId, value.words, value.computedAt);
  }, [value]);
  return state;
}

/** Insights for staff only: nothing is asked when `staff` is false. */
export function usePlayerInsights(userId: string | null, playerId: string, clubId: string | null, staff: boolean, online: boolean): OverviewState<PlayerInsights> {
  const path = `/health/${q(playerId)}/insights${clubId ? `?clubId=${q(clubId)}` : ''}`;
  return useOverview<PlayerInsights>(userId, staff ? `development:insights:${playerId}:${clubId ?? ''}` : null, staff ? path : null, online);
}

/** The words a profile answer brought, unless the device knows later ones (or a change waits to be sent). */
async function keepWords(playerId: string, words: string[], asOf: string): Promise<void> {
  const db = getDb();
  const row = await db.playerCharacteristics.get(playerId);
  if (row && row.asOf >= asOf) return;
  await applyPulled(db, 'playerCharacteristics', [{ playerId, words, asOf } satisfies PlayerCharacteristicsRow]);
}

/** The player's words on this device, live (undefined while read; null when none kept). */
export function usePlayerWords(playerId: string): PlayerCharacteristicsRow | null | undefined {
  return useLiveTable('playerCharacteristics', async () => (await getDb().playerCharacteristics.get(playerId)) ?? null, [playerId]);
}

/** Sets the player's five words: on this device at once, sent with PUT characteristic (the same five again changes nothing). */
export async function setPlayerWords(playerId: string, words: string[], playerName: string): Promise<void> {
  const row: PlayerCharacteristicsRow = { playerId, words, asOf: new Date().toISOString() };
  await localWrite([{ table: 'playerCharacteristics', put: row }], {
    method: 'PUT',
    path: '/api/v1/characteristic',
    body: { playerId, words },
    stream: `characteristic:${playerId}`,
    describe: { action: 'characteristic.set', subject: playerName },
  });
}
