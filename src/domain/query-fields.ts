// Valibot pieces for list queries. Query strings arrive as text, so numbers, flags and dates are
// parsed here, each with a message that names the parameter and what it accepts. Used by the
// server routes and by callers that want to check a query before sending it.
import * as v from 'valibot';

export const idParam = (name: string) => v.pipe(v.string(`${name} must be a valid id`), v.uuid(`${name} must be a valid id`));

/** 'true' / 'false' (also '1' / '0'), as ofetch sends booleans. */
export const flagParam = (name: string) =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], `${name} must be true or false`),
    v.transform((x) => x === true || x === 'true' || x === '1'),
  );

export const intParam = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))], message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};

export const textParam = (name: string, max = 100) => v.pipe(v.string(`${name} must be text`), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`));

/** A bound on a list: the instant it starts, and whether only a day was given. */
export interface DateBound {
  at: Date;
  dateOnly: boolean;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/i;

function toBound(s: string): DateBound | null {
  const day = DAY.exec(s);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const at = new Date(Date.UTC(y, m - 1, d));
    // Reject days that roll over, such as 2026-02-30.
    return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? { at, dateOnly: true } : null;
  }
  if (!DATE_TIME.test(s)) return null;
  const at = new Date(s);
  return Number.isNaN(at.getTime()) ? null : { at, dateOnly: false };
}

/** A day (YYYY-MM-DD, a UTC day) or an ISO 8601 date-time with its offset. */
export const dateParam = (name: string) => {
  const message = `${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone`;
  return v.pipe(
    v.string(message),
    v.check((s) => toBound(s) !== null, message),
    v.transform((s) => toBound(s) as DateBound),
  );
};

/** The end of a `to` bound, exclusive: a bare day includes the whole of that day. */
export const endOf = (b: DateBound): Date => (b.dateOnly ? new Date(b.at.getTime() + 86_400_000) : new Date(b.at.getTime() + 1));

export const FROM_AFTER_TO = 'from must not be after to';

export const fromNotAfterTo = (q: { from?: DateBound; to?: DateBound }): boolean => !q.from || !q.to || q.from.at.getTime() < endOf(q.to).getTime();
