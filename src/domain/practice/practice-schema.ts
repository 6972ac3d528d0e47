// One at-home practice entry (calls.md At-home practice, POST /{playerId} and PUT
// /{playerId}/{trainingId}): what the form sends and the server checks, the same rules on both.
// The day is checked against "now" separately (practiceDayAllowed) because a schema has no clock.
import * as v from 'valibot';
import { keepTo } from '../limits';
import { CORE_SKILLS } from '../training/core-skills';
import { practiceMessages as m } from './messages';
import { isTimeZone } from './practice-days';

/** Where a practice happened (the profile has no practice locations yet: the spec's places). */
export const PRACTICE_LOCATIONS = ['Home', 'Garden', 'Park', 'Pitch', 'School', 'Other'] as const;
export const PRACTICE_MINUTES_MAX = 600;
export const PRACTICE_NOTES_MAX = 2000;
export const PRACTICE_WITH_MAX = 100;

const minutes = v.pipe(
  v.optional(v.unknown(), ''),
  v.check((x) => x !== undefined && x !== null && x !== '', m.minutesMissing),
  v.transform((x) => (typeof x === 'string' ? Number(x) : x)),
  v.number(m.minutesMissing),
  v.integer(m.minutesRange),
  v.minValue(1, m.minutesRange),
  v.maxValue(PRACTICE_MINUTES_MAX, m.minutesRange),
);

export const practiceSkillSchema = v.object({
  coreSkill: v.picklist(CORE_SKILLS, m.coreSkill),
  minutes,
});

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, keepTo(max)))));

export const practiceEntrySchema = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid())),
  day: v.pipe(v.string(m.dayRange), v.isoDate(m.dayRange)),
  timeZone: v.pipe(v.string(m.timeZone), v.check((tz: string) => isTimeZone(tz), m.timeZone)),
  skills: v.pipe(v.array(practiceSkillSchema, m.skillsMissing), v.minLength(1, m.skillsMissing), v.maxLength(CORE_SKILLS.length, m.skillsMissing)),
  location: v.optional(v.nullable(v.picklist(PRACTICE_LOCATIONS, m.location))),
  withWhom: optionalText(PRACTICE_WITH_MAX),
  feeling: v.optional(v.nullable(v.pipe(v.number(m.feeling), v.integer(m.feeling), v.minValue(1, m.feeling), v.maxValue(5, m.feeling)))),
  notes: optionalText(PRACTICE_NOTES_MAX),
  /** When it was typed on the device (an entry queued offline is judged by that day, not the sync's). */
  loggedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});

export type PracticeEntryInput = v.InferInput<typeof practiceEntrySchema>;
export type PracticeEntryBody = v.InferOutput<typeof practiceEntrySchema>;

/** An entry as the server returns it and the device stores it. */
export interface PracticeEntry {
  id: string;
  playerId: string;
  day: string;
  timeZone: string;
  skills: { coreSkill: string; minutes: number }[];
  location: string | null;
  withWhom: string | null;
  feeling: number | null;
  notes: string | null;
  createdBy: string;
  updatedAt: string;
}

export const entryMinutes = (e: Pick<PracticeEntry, 'skills'>): number => e.skills.reduce((s, k) => s + k.minutes, 0);
