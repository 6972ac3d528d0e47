// POST training/{clubId}/{trainingId}/copy: a new session with the same details and drills at
// another date/time (spec §2 "copy"; the path is ours). The length is kept unless endsAt is given.
import * as v from 'valibot';
import { dateTimeField, isFuture, userIdField, uuidField } from '../session/fields';
import { trainingMessages as m } from './messages';

export const copyTrainingSchema = v.pipe(
  v.object({
    userId: userIdField,
    id: v.optional(uuidField()),
    startsAt: v.pipe(dateTimeField(m.dateInFuture), v.check((s) => isFuture(s), m.dateInFuture)),
    endsAt: v.optional(dateTimeField(m.endBeforeStart)),
  }),
  v.forward(v.check((b) => !b.endsAt || new Date(b.endsAt) > new Date(b.startsAt), m.endBeforeStart), ['endsAt']),
);
export type CopyTrainingInput = v.InferOutput<typeof copyTrainingSchema>;

/** DELETE training/{clubId}/{trainingId}: this session, or this and the following of its series. */
export const deleteTrainingSchema = v.object({
  userId: userIdField,
  scope: v.optional(v.picklist(['this', 'following'] as const, 'Please choose this session or this and the following'), 'this'),
});
export type DeleteTrainingInput = v.InferOutput<typeof deleteTrainingSchema>;
