// The cancel form fixtures and training sessions share (spec §4): a reason, and optionally a new
// date and time for the replacement, as the inputs hold them (the device's time zone). Answers the
// English message for what is wrong (each screen shows it in the user's language), or the call's
// reason and the replacement's start. Each area passes its own messages: the fixture names the
// missing kick-off time, the training session says its date/time must be in the future.
import { CANCEL_REASONS, type CancelReason } from './fields';
import { CHOOSE_REASON } from './cancel-schema';
import { toIso } from './local-date-time';

export interface CancelFormValues {
  reason: string;
  /** The replacement's date and time, as the inputs hold them; both empty for none. */
  date: string;
  time: string;
}

export interface CancelFormMessages {
  /** A date given without its time. */
  timeRequired: string;
  /** A time without a date, or a date/time not in the future. */
  dateInFuture: string;
}

export type CancelFormCheck = { ok: true; reason: CancelReason; newDateTime: string | null } | { ok: false; message: string };

export function checkCancelForm(v: CancelFormValues, messages: CancelFormMessages, now: number = Date.now()): CancelFormCheck {
  const reason = CANCEL_REASONS.find((r) => r === v.reason);
  if (!reason) return { ok: false, message: CHOOSE_REASON };
  if (!v.date && !v.time) return { ok: true, reason, newDateTime: null };
  // A date without a time is not in the past, it is unfinished. A time without a date is not a
  // date/time at all.
  if (v.date && !v.time) return { ok: false, message: messages.timeRequired };
  const iso = toIso(v.date, v.time);
  if (!iso || Date.parse(iso) <= now) return { ok: false, message: messages.dateInFuture };
  return { ok: true, reason, newDateTime: iso };
}
