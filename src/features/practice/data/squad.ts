// The squads on this device (Dexie teamPlayers, kept by the training pulls), for the coach's
// "Core skills" list and the grading screen's title. Works with no signal.
import { getDb } from '../../../db/database';
import type { TeamPlayerRow } from '../../../db/schema';
import { useLive } from '../../../db/use-live';

/** The players of these teams (all squads on the device when none are given), by last name. */
export function useSquad(teamIds: string[]): TeamPlayerRow[] | undefined {
  const key = teamIds.join(',');
  return useLive(async () => {
    const rows = await getDb().teamPlayers.toArray();
    const mine = key ? rows.filter((r) => key.split(',').includes(r.teamId)) : rows;
    return mine.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  }, [key]);
}

/** A player's name as a squad on the device has it; null when no squad holds them. */
export function usePlayerName(playerId: string): string | null | undefined {
  return useLive(async () => {
    const row = await getDb().teamPlayers.filter((r) => r.playerId === playerId).first();
    return row ? `${row.firstName} ${row.lastName}`.trim() : null;
  }, [playerId]);
}
