// A player's objective (calls.md User objective): what the forms send and the server checks, the
// same rules on both. Create (POST) and edit (PUT /{id}) carry the objective itself; a progress
// entry (POST /{id}/log) an amount done toward the target. Missing fields answer the spec's
// 'Please complete all form fields'; a day in the future is checked apart (a schema has no clock).
import * as v from 'valibot';
import { keepTo } from '../limits';
import { objectiveMessages as m } from './messages';
import { OBJECTIVE_TIMEFRAMES, type ObjectiveTimeframe } from './timeframes';

export const OBJECTIVE_TITLE_MAX = 200;
export const OBJECTIVE_NOTE_MAX = 2000;
export const OBJECTIVE_TARGET_MAX = 10_000;

// A whole number, or the text of one ("12"); blank or absent is an incomplete form.
const amount = (message: string) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.check((x) => x !== undefined && x !== null && x !== '', m.incomplete),
    v.transform((x) => (typeof x === 'string' ? Number(x.trim()) : x)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(OBJECTIVE_TARGET_MAX, message),
  );

const playerId = v.pipe(v.string(m.player), v.uuid(m.player));
const day = v.pipe(v.string(m.day), v.isoDate(m.day));

const objectiveFields = {
  /** The club's objective (GET objective) it was picked from, if any. */
  objectiveId: v.optional(v.nullable(v.pipe(v.string(m.incomplete), v.uuid(m.incomplete)))),
  title: v.pipe(v.string(m.incomplete), v.trim(), v.nonEmpty(m.incomplete), v.maxLength(OBJECTIVE_TITLE_MAX, keepTo(OBJECTIVE_TITLE_MAX))),
  timeframe: v.picklist(OBJECTIVE_TIMEFRAMES, m.incomplete),
  target: amount(m.target),
};

/** What the objective form asks for (the player and the day set are the screen's). */
export const objectiveFieldsSchema = v.object(objectiveFields);

const progressFields = {
  day,
  value: amount(m.value),
  note: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(OBJECTIVE_NOTE_MAX, keepTo(OBJECTIVE_NOTE_MAX))))),
};

/** What the progress form asks for. */
export const progressFieldsSchema = v.object(progressFields);

export const objectiveCreateSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid())),
  playerId,
  ...objectiveFields,
  /** The day it was set, the device's local day: the timeframe counts from it. */
  startDay: day,
});

export const objectiveEditSchema = v.object({
  playerId,
  ...objectiveFields,
  /** Met or not: only a coach (or club admin) may change it. */
  met: v.optional(v.boolean(m.incomplete)),
});

export const objectiveLogSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid())),
  playerId,
  ...progressFields,
});

export type ObjectiveCreateBody = v.InferOutput<typeof objectiveCreateSchema>;
export type ObjectiveEditBody = v.InferOutput<typeof objectiveEditSchema>;
export type ObjectiveLogBody = v.InferOutput<typeof objectiveLogSchema>;

/** One progress entry as the server returns it. */
export interface ObjectiveLog {
  id: string;
  day: string;
  value: number;
  note: string | null;
  createdBy: string;
  createdAt: string;
}

/** A player's objective as the server returns it and the device stores it (logs oldest first). */
export interface UserObjective {
  id: string;
  playerId: string;
  objectiveId: string | null;
  title: string;
  timeframe: ObjectiveTimeframe;
  target: number;
  startDay: string;
  dueDay: string;
  met: boolean;
  metAt: string | null;
  metBy: string | null;
  createdBy: string;
  updatedAt: string;
  logs: ObjectiveLog[];
}

/** One of the club's objectives to pick from (GET objective). */
export interface ObjectiveTemplate {
  id: string;
  clubId: string;
  title: string;
  timeframe: ObjectiveTimeframe | null;
  target: number | null;
}
