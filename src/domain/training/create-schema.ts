// POST training/{clubId}/create: a session, or a series when it repeats every 7, 14, 21 or 28
// days until a date (spec §9). Start in the future, end after start, repeat-until not before
// the first day.
import * as v from 'valibot';
import { dateTimeField, dayField, isFuture, userIdField, uuidField } from '../session/fields';
import { trainingFieldEntries } from './fields';
import { trainingMessages as m } from './messages';

export const REPEAT_OPTIONS = [0, 7, 14, 21, 28] as const;
export const MAX_SERIES = 100;

export const createTrainingSchema = v.pipe(
  v.object({
    userId: userIdField,
    /** The first session's id, made on the device. */
    id: v.optional(uuidField()),
    teamId: uuidField(m.teamRequired),
    startsAt: v.pipe(dateTimeField(m.dateInFuture), v.check((s) => isFuture(s), m.dateInFuture)),
    endsAt: dateTimeField(m.endBeforeStart),
    /** 0 = never. */
    repeatEvery: v.optional(v.picklist(REPEAT_OPTIONS, 'Please choose never, or every 7, 14, 21 or 28 days'), 0),
    repeatUntil: v.optional(v.nullable(dayField(m.repeatUntilRequired))),
    ...trainingFieldEntries,
  }),
  v.forward(v.check((b) => new Date(b.endsAt) > new Date(b.startsAt), m.endBeforeStart), ['endsAt']),
  v.forward(v.check((b) => b.repeatEvery === 0 || !!b.repeatUntil, m.repeatUntilRequired), ['repeatUntil']),
  v.forward(v.check((b) => !b.repeatUntil || b.repeatUntil >= b.startsAt.slice(0, 10), m.repeatUntilBeforeStart), ['repeatUntil']),
  v.forward(v.check((b) => seriesStarts(b.startsAt, b.repeatEvery, b.repeatUntil).length <= MAX_SERIES, m.tooManySessions), ['repeatUntil']),
);
export type CreateTrainingInput = v.InferOutput<typeof createTrainingSchema>;

/**
 * The start of each session of a series: the first, then every `repeatEvery` days (same time of
 * day in UTC) while the day is not after `repeatUntil`.
 */
export function seriesStarts(startsAt: string, repeatEvery: number, repeatUntil: string | null | undefined): Date[] {
  const first = new Date(startsAt);
  if (!repeatEvery || !repeatUntil) return [first];
  const last = new Date(`${repeatUntil}T23:59:59.999Z`).getTime();
  const out: Date[] = [];
  for (let t = first.getTime(); t <= last && out.length <= MAX_SERIES; t += repeatEvery * 86_400_000) out.push(new Date(t));
  return out;
}
