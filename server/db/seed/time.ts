// Calendar helpers for the demo seed. Everything is computed from "now" so the demo always has
// recent results and upcoming games, and kick-offs are wall-clock times in the club's zone
// (Europe/London), so a 10:00 kick-off reads 10:00 whether or not summer time is in force.
export const CLUB_TIME_ZONE = 'Europe/London';

/** A calendar day; m is 1-12. */
export interface Day {
  y: number;
  m: number;
  d: number;
}

const zoneFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function zoneParts(t: number): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const p = Object.fromEntries(zoneFormat.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

/** How far the zone's wall clock is ahead of UTC at instant t, in ms. */
function zoneOffset(t: number): number {
  const p = zoneParts(t);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(t / 1000) * 1000;
}

export function clubDay(t: Date): Day {
  const p = zoneParts(t.getTime());
  return { y: p.y, m: p.m, d: p.d };
}

export function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (day: Day): number => new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();

/** The instant the club's wall clock shows hh:mm on that day. */
export function at(day: Day, hh: number, mm = 0): Date {
  const wall = Date.UTC(day.y, day.m - 1, day.d, hh, mm);
  // Two passes settle the offset on days when the clocks change.
  const first = wall - zoneOffset(wall);
  return new Date(wall - zoneOffset(first));
}

export const isoDay = (day: Day): string => `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;

export const addMinutes = (t: Date, minutes: number): Date => new Date(t.getTime() + minutes * 60_000);

/**
 * The `count` days falling on weekday `dow` strictly before `today`, oldest first. Today itself
 * is skipped both ways, so a demo started on a match day never holds a game "in progress".
 */
export function weekdaysBefore(today: Day, dow: number, count: number): Day[] {
  let back = (weekday(today) - dow + 7) % 7 || 7;
  const days: Day[] = [];
  for (let i = 0; i < count; i++, back += 7) days.unshift(addDays(today, -back));
  return days;
}

/** The `count` days falling on weekday `dow` strictly after `today`, soonest first. */
export function weekdaysAfter(today: Day, dow: number, count: number): Day[] {
  let ahead = (dow - weekday(today) + 7) % 7 || 7;
  const days: Day[] = [];
  for (let i = 0; i < count; i++, ahead += 7) days.push(addDays(today, ahead));
  return days;
}
