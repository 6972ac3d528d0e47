// The calendar's month, read from the device (live): the club's fixtures, sessions and events,
// grouped by day (model/month-view). The same store the fixture and training lists fill, so what
// they show with no signal the calendar shows too.
import { getDb } from '../../../db/database';
import { useLive } from '../../../db/use-live';
import { monthDays, type DayGroup } from '../model/month-view';

export function useCalendarMonth(clubId: string | null, month: string, timeZone: string): DayGroup[] | undefined {
  return useLive(async () => {
    if (!clubId) return [];
    const db = getDb();
    const [fixtures, trainings, events] = await Promise.all([
      db.fixtures.where('clubId').equals(clubId).toArray(),
      db.trainings.where('clubId').equals(clubId).toArray(),
      db.calendarEvents.where('clubId').equals(clubId).toArray(),
    ]);
    return monthDays(month, timeZone, { fixtures, trainings, events });
  }, [clubId, month, timeZone]);
}

/** One event on this device (for the cancel and delete actions). */
export const readEvent = (id: string) => getDb().calendarEvents.get(id);
