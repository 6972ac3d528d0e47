// Valibot pieces shared by the fixture and training schemas (spec §3 fields, §9 constants).
// Every piece carries a readable message: the server answers the first one as the error's
// message, and the form shows each beside its field.
import * as v from 'valibot';

export const INTENSITIES = ['light', 'standard', 'hard'] as const;
export const PITCH_SIZES = ['large', 'medium', 'small'] as const;
export const PITCH_SURFACES = ['6G', '5G', '4G', '3G', '2G grass', 'natural grass', 'hybrid', 'synthetic'] as const;
export const CANCEL_REASONS = ['postponed', 'cancelled', 'rescheduled'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** Spec §9: 1 to 10 for reflection questions (and the match ratings). */
export const RATING_MIN = 1;
export const RATING_MAX = 10;

/** Clock skew allowed between a device and the server when checking "in the future". */
export const FUTURE_GRACE_MS = 5 * 60_000;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isDateTime = (s: string): boolean => DATE_TIME.test(s) && !Number.isNaN(new Date(s).getTime());
export const isDay = (s: string): boolean => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
export const isFuture = (iso: string, now = Date.now()): boolean => new Date(iso).getTime() > now - FUTURE_GRACE_MS;

export const uuidField = (message = 'Please choose a valid id') => v.pipe(v.string(message), v.uuid(message));

/** An ISO 8601 date-time with its offset. */
export const dateTimeField = (message: string) => v.pipe(v.string(message), v.check(isDateTime, message));

/** A day, YYYY-MM-DD. */
export const dayField = (message: string) => v.pipe(v.string(message), v.check(isDay, message));

/** Optional free text: trimmed, null or '' clears it. */
export const textField = (max = 2000) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string('Please enter text'),
        v.trim(),
        v.maxLength(max, `Please keep this to ${max} characters`),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  );

export const requiredText = (message: string, max = 200) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `Please keep this to ${max} characters`));

export const ratingField = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(RATING_MIN, message), v.maxValue(RATING_MAX, message));

export const optionalPicklist = <T extends readonly string[]>(options: T, message: string) => v.optional(v.nullable(v.picklist(options, message)));

/** The stored member's id, sent with every write (spec §7); the server acts for the token's user. */
export const userIdField = v.optional(v.string());
