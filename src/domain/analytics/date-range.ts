// The date range of every analytics overview (calls.md: startDate, endDate). Whole days,
// inclusive at both ends, read as UTC days. Without them: the last 12 months up to today.
// A range ending before it starts, or longer than 5 years (a query that size is a mistake, and
// the one that would make the server scan a club's whole history), is refused with a message.
import * as v from 'valibot';

export const MAX_RANGE_DAYS = 5 * 366;

export const dateRangeMessages = {
  startDate: 'Please enter a valid start date (YYYY-MM-DD)',
  endDate: 'Please enter a valid end date (YYYY-MM-DD)',
  order: 'The end date must be on or after the start date',
  tooLong: 'The date range can be at most 5 years',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A real calendar day of a year the product can hold (a default end a year after 9999-12-31
// would not be a date any more).
const isDay = (s: string) =>
  DAY.test(s) && s >= '1900-01-01' && s <= '2999-12-31' && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

export const dateRangeQuery = {
  startDate: v.optional(v.pipe(v.string(dateRangeMessages.startDate), v.check(isDay, dateRangeMessages.startDate))),
  endDate: v.optional(v.pipe(v.string(dateRangeMessages.endDate), v.check(isDay, dateRangeMessages.endDate))),
};

export interface DateRange {
  /** First day, YYYY-MM-DD. */
  startDate: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  endDate: string;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The range asked for, defaults filled in; a message when it is not a range we answer. */
export function resolveDateRange(q: { startDate?: string; endDate?: string }, today: string): DateRange | { error: string; field: 'startDate' | 'endDate' } {
  const endDate = q.endDate ?? (q.startDate ? addDays(q.startDate, 364) : today);
  const startDate = q.startDate ?? addDays(endDate, -364);
  if (endDate < startDate) return { error: dateRangeMessages.order, field: 'endDate' };
  if (Date.parse(endDate) - Date.parse(startDate) >= MAX_RANGE_DAYS * 86_400_000) return { error: dateRangeMessages.tooLong, field: 'endDate' };
  return { startDate, endDate };
}

/** The half-open instant range [from, to) of a day range, for timestamp columns. */
export const rangeInstants = (r: DateRange) => ({ from: `${r.startDate}T00:00:00.000Z`, to: `${addDays(r.endDate, 1)}T00:00:00.000Z` });
