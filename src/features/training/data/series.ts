// The sessions of a series on this device (for "delete this and the following"), live.
import { getDb } from '../../../db/database';
import type { TrainingRow } from '../../../db/schema';
import { useLive } from '../../../db/use-live';

/** undefined while the store answers. */
export function useSeries(seriesId: string | null | undefined): TrainingRow[] | undefined {
  return useLive(async () => {
    if (!seriesId) return [];
    const db = getDb();
    const ids = (await db.trainingDetails.filter((d) => d.seriesId === seriesId).primaryKeys()) as string[];
    return (await db.trainings.bulkGet(ids)).filter((r): r is TrainingRow => !!r && r.active);
  }, [seriesId]);
}
