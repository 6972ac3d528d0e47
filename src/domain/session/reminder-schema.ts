// PUT .../reminder for a fixture or a training session: the server emails the team's players and
// parents. The device sends its own time zone (the coach is where the club plays), so the email
// states the kick-off as the families' clocks show it rather than in UTC.
import * as v from 'valibot';

/** True for a time zone name this runtime knows (IANA, e.g. Europe/London). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const reminderSchema = v.object({
  timeZone: v.optional(v.pipe(v.string('Please send a time zone'), v.maxLength(64, 'Please send a time zone'), v.check(isTimeZone, 'Please send a time zone'))),
});
export type ReminderInput = v.InferOutput<typeof reminderSchema>;
