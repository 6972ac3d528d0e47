// PUT training/{clubId}/{trainingId}: change the session's own fields (spec §3 Training session):
// team, date and times, and every detail. A field left out keeps its value; null or '' clears a
// detail. A changed start must be in the future (checked by the server against the stored one, so
// a past session's other fields stay editable); the end must stay after the start. The repeat of
// a series is set when it is created and is not changed here: this call edits one session.
import * as v from 'valibot';
import { dateTimeField, userIdField, uuidField } from '../session/fields';
import { trainingFieldEntries } from './fields';
import { trainingMessages as m } from './messages';

export const updateTrainingSchema = v.pipe(
  v.object({
    userId: userIdField,
    teamId: v.optional(uuidField(m.teamRequired)),
    startsAt: v.optional(dateTimeField(m.dateInFuture)),
    endsAt: v.optional(dateTimeField(m.endBeforeStart)),
    ...trainingFieldEntries,
  }),
  v.forward(v.check((b) => !b.startsAt || !b.endsAt || new Date(b.endsAt) > new Date(b.startsAt), m.endBeforeStart), ['endsAt']),
);
export type UpdateTrainingInput = v.InferOutput<typeof updateTrainingSchema>;

/** Whether a start moved (compared as instants, so '…Z' and '+00:00' spellings are the same). */
export const startMoved = (before: string, after: string | undefined): boolean => after !== undefined && new Date(before).getTime() !== new Date(after).getTime();
