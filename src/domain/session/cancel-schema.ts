// PUT fixture|training/{clubId}/{id}/cancel: a reason, and optionally a new date/time that adds
// the replacement (spec §4). For a training session the replacement keeps the session's length.
import * as v from 'valibot';
import { CANCEL_REASONS, dateTimeField, isFuture, userIdField } from './fields';

/** The reason is missing: the form's message too (./cancel-form.ts). */
export const CHOOSE_REASON = 'Please choose why the game is cancelled';

export const cancelSchema = (futureMessage: string) =>
  v.object({
    userId: userIdField,
    reason: v.picklist(CANCEL_REASONS, CHOOSE_REASON),
    /** When given: the replacement's date/time (kick-off, or the session's start). */
    newDateTime: v.optional(v.nullable(v.pipe(dateTimeField(futureMessage), v.check((s) => isFuture(s), futureMessage)))),
    /** The replacement's id, made on the device so a replay lands on the same row. */
    replacementId: v.optional(v.pipe(v.string(), v.uuid('Please choose a valid id'))),
  });
export type CancelInput = v.InferOutput<ReturnType<typeof cancelSchema>>;
