// Billing periods (spec §9: intervals day, week, month, year, each with an interval count of at
// least 1). Days are YYYY-MM-DD strings in UTC arithmetic, so a period never shifts with a clock
// change. A period's start is counted from the subscription's anchor, never from the previous
// period: a monthly plan anchored on 31 January runs 28 February, 31 March, 30 April, ... rather
// than drifting to the 28th for ever.
export const BILLING_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
}

/** The day `n` months after `day`, clamped to the month's last day. */
export function addMonths(day: string, n: number): string {
  const d = toUtc(day);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + n;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay))));
}

/** `count` intervals after `day`. */
export function addInterval(day: string, interval: BillingInterval, count: number): string {
  switch (interval) {
    case 'day':
      return addDays(day, count);
    case 'week':
      return addDays(day, 7 * count);
    case 'month':
      return addMonths(day, count);
    case 'year':
      return addMonths(day, 12 * count);
  }
}

export interface Plan {
  interval: BillingInterval;
  intervalCount: number;
}

/** The first day of period `index` (0 = the anchor). */
export const periodStart = (anchor: string, index: number, plan: Plan): string => addInterval(anchor, plan.interval, plan.intervalCount * index);

/** The period `index` as [start, end): end is the next period's start. */
export const periodOf = (anchor: string, index: number, plan: Plan) => ({
  start: periodStart(anchor, index, plan),
  end: periodStart(anchor, index + 1, plan),
});

/** The first period index whose start is on or after `day` (never below `from`). */
export function firstPeriodFrom(anchor: string, day: string, plan: Plan, from = 0): number {
  let i = from;
  while (periodStart(anchor, i, plan) < day) i++;
  return i;
}

/** Whole days from a to b (YYYY-MM-DD), b - a. */
export const dayDiff = (a: string, b: string): number => Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / 86_400_000);
