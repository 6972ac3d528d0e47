// The month as the calendar shows it: the member's fixtures, sessions and events from the device,
// as calendar items (src/domain/calendar/items), grouped by the day they start on in this
// device's time zone. Pure, so the screen and its tests share it.
import type { CalendarEvent } from '../../../domain/calendar/event-schema';
import { byStart, dayIn, eventItem, type CalendarItem } from '../../../domain/calendar/items';
import type { FixtureSummary } from '../../../domain/fixture/types';
import type { TrainingSummary } from '../../../domain/training/types';

const MATCH_MINUTES = 90;

export const fixtureItem = (f: FixtureSummary): CalendarItem => ({
  kind: 'fixture',
  id: f.id,
  clubId: f.clubId,
  teamId: f.teamId,
  teamName: f.teamName,
  startsAt: f.kickoffAt,
  endsAt: new Date(Date.parse(f.kickoffAt) + MATCH_MINUTES * 60_000).toISOString(),
  cancelled: f.status === 'cancelled',
  title: f.opponent,
  homeAway: f.homeAway,
  location: f.venue,
});

export const trainingItem = (s: TrainingSummary): CalendarItem => ({
  kind: 'training',
  id: s.id,
  clubId: s.clubId,
  teamId: s.teamId,
  teamName: s.teamName,
  startsAt: s.startsAt,
  endsAt: s.endsAt,
  cancelled: s.status === 'cancelled',
  title: s.topic,
  location: s.location,
});

export interface DayGroup {
  date: string;
  items: CalendarItem[];
}

/** The items starting in `month` (YYYY-MM) in `timeZone`, by day, days in order; inactive rows left out. */
export function monthDays(month: string, timeZone: string, rows: { fixtures: FixtureSummary[]; trainings: TrainingSummary[]; events: CalendarEvent[] }): DayGroup[] {
  const items = [
    ...rows.fixtures.filter((f) => f.active !== false).map(fixtureItem),
    ...rows.trainings.filter((s) => s.active !== false).map(trainingItem),
    ...rows.events.map(eventItem),
  ].sort(byStart);
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const day = dayIn(item.startsAt, timeZone);
    if (!day.startsWith(`${month}-`)) continue;
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.entries()].map(([date, list]) => ({ date, items: list }));
}

/** The month (YYYY-MM) of today in `timeZone`. */
export const monthOf = (now: Date, timeZone: string): string => dayIn(now.toISOString(), timeZone).slice(0, 7);

/** The UTC days to pull for a local month: a day either side covers any time zone's edges. */
export function pullRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { from, to };
}
