// What the calendar shows: the member's fixtures and training sessions with the club's events,
// as one kind of item. Built on the server for GET calendar/{clubId}/list and on the device from
// the local store, by the same shape, and counted per day for the month summary.
import type { CalendarEvent, EventType } from './event-schema';

export type CalendarItemKind = 'fixture' | 'training' | 'event';

export interface CalendarItem {
  kind: CalendarItemKind;
  id: string;
  clubId: string;
  teamId: string | null;
  teamName: string | null;
  startsAt: string;
  endsAt: string;
  cancelled: boolean;
  /** fixture: the opponent; training: the topic; event: its name. */
  title: string | null;
  homeAway?: 'home' | 'away';
  eventType?: EventType;
  location?: string | null;
  /** event: the whole event (the device keeps it for the calendar with no signal). */
  event?: CalendarEvent;
}

export interface CalendarListAnswer {
  items: CalendarItem[];
}

export interface DayCount {
  /** YYYY-MM-DD in the asked time zone. */
  date: string;
  fixtures: number;
  training: number;
  events: number;
}

export interface CalendarSummaryAnswer {
  month: string;
  days: DayCount[];
}

export const eventItem = (e: CalendarEvent): CalendarItem => ({
  kind: 'event',
  id: e.id,
  clubId: e.clubId,
  teamId: e.teamId,
  teamName: e.teamName,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  cancelled: e.status === 'cancelled',
  title: e.name,
  eventType: e.type,
  event: e,
});

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(iso: string, timeZone: string): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The days of a month (YYYY-MM), in order. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The month after (step 1) or before (step -1) YYYY-MM. */
export function addMonths(month: string, step: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + step, 1));
  return d.toISOString().slice(0, 7);
}

/** Items per day of the month, every day listed (zeros too); cancelled items are not counted. */
export function countByDay(items: CalendarItem[], month: string, timeZone: string): DayCount[] {
  const days = new Map(daysOfMonth(month).map((d) => [d, { date: d, fixtures: 0, training: 0, events: 0 }]));
  for (const item of items) {
    if (item.cancelled) continue;
    const day = days.get(dayIn(item.startsAt, timeZone));
    if (!day) continue;
    if (item.kind === 'fixture') day.fixtures += 1;
    else if (item.kind === 'training') day.training += 1;
    else day.events += 1;
  }
  return [...days.values()];
}

export const byStart = (a: CalendarItem, b: CalendarItem): number => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id);
