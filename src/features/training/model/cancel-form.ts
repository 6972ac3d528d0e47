// The session's cancel form (spec §4): a reason, and optionally a new date and start time for the
// replacement, which keeps the session's length. The check is the one fixtures share
// (src/domain/session/cancel-form.ts), with the training messages: as in the add form, a date
// without its start time is met with the session's "date/time in the future" message. Answers the
// spec's English (shown through trainingText), or the call's reason and the new start.
import { checkCancelForm, type CancelFormCheck, type CancelFormValues } from '../../../domain/session/cancel-form';
import { trainingMessages as m } from '../../../domain/training/messages';

export function checkTrainingCancel(v: CancelFormValues, now: number = Date.now()): CancelFormCheck {
  return checkCancelForm(v, { timeRequired: m.dateInFuture, dateInFuture: m.dateInFuture }, now);
}
