// "The day it happened" is the player's local day: a device sends its IANA time zone with each
// entry, and both the form and the server judge the day against today in that zone, so a
// practice logged at 23:30 in Madrid is not refused as "tomorrow" by a server on UTC.
export const PRACTICE_DAYS_BACK = 7;

/** Today (YYYY-MM-DD) in the time zone; an unknown zone throws RangeError. */
export function localDay(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz.length === 0 || tz.length > 64) return false;
  try {
    localDay(tz);
    return true;
  } catch {
    return false;
  }
}

/** Whole days from a to b (YYYY-MM-DD), b - a. */
export function dayDiff(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** May a practice be logged on `day`? Today or up to 7 days back in the player's zone; never later. */
export function practiceDayAllowed(day: string, timeZone: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return false;
  const back = dayDiff(day, localDay(timeZone, now));
  return back >= 0 && back <= PRACTICE_DAYS_BACK;
}

/** Monday (YYYY-MM-DD) of the ISO week holding the day. */
export function weekOf(day: string): string {
  const dow = (new Date(Date.parse(`${day}T00:00:00Z`)).getUTCDay() + 6) % 7;
  return addDays(day, -dow);
}

/** How long a queued entry may wait offline and still be judged by the day it was typed. */
export const PRACTICE_QUEUE_DAYS = 30;

/**
 * The moment to judge a practice day against: the device's `loggedAt` when it is believable (not
 * after the server's now, at most 30 days before it), else the server's now. An entry typed
 * offline on Monday for Monday is still Monday's practice when it syncs on Friday; a device
 * clock set ahead gains nothing.
 */
export function judgedAt(loggedAt: string | undefined, now: Date = new Date()): Date {
  const t = loggedAt ? Date.parse(loggedAt) : Number.NaN;
  if (Number.isNaN(t) || t > now.getTime() || t < now.getTime() - PRACTICE_QUEUE_DAYS * 86_400_000) return now;
  return new Date(t);
}
