// The diary as the screens read it: the player's entries on this device, live (a local write
// shows at once; a pull or a sync answer updates them).
import { getDb } from '../../../db/database';
import type { PracticeEntryRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';

export function usePracticeEntries(playerId: string | null): PracticeEntryRow[] | undefined {
  return useLiveTable(
    'practiceEntries',
    async () => (playerId ? (await getDb().practiceEntries.where('playerId').equals(playerId).toArray()).sort((a, b) => b.day.localeCompare(a.day) || b.id.localeCompare(a.id)) : []),
    [playerId],
  );
}
