// The log form's values and their check: the shared entry schema plus the practice day in the
// device's own zone (today or 7 days back). A refused form keeps everything typed; nothing is
// written or queued until it passes, so the server never gets an entry it would refuse.
import * as v from 'valibot';
import { practiceMessages as m } from '../../../domain/practice/messages';
import { localDay, practiceDayAllowed } from '../../../domain/practice/practice-days';
import { practiceEntrySchema, type PracticeEntry, type PracticeEntryBody } from '../../../domain/practice/practice-schema';

export interface SkillValue {
  coreSkill: string;
  minutes: string;
}

export interface PracticeFormValues {
  day: string;
  skills: SkillValue[];
  location: string;
  withWhom: string;
  feeling: string;
  notes: string;
}

export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function emptyPractice(timeZone = deviceTimeZone()): PracticeFormValues {
  return { day: localDay(timeZone), skills: [{ coreSkill: '', minutes: '' }], location: '', withWhom: '', feeling: '', notes: '' };
}

export function valuesOf(e: PracticeEntry): PracticeFormValues {
  return {
    day: e.day,
    skills: e.skills.map((k) => ({ coreSkill: k.coreSkill, minutes: String(k.minutes) })),
    location: e.location ?? '',
    withWhom: e.withWhom ?? '',
    feeling: e.feeling ? String(e.feeling) : '',
    notes: e.notes ?? '',
  };
}

export type PracticeCheck = { ok: true; body: Omit<PracticeEntryBody, 'id' | 'loggedAt'> } | { ok: false; errors: Record<string, string> };

/** Field errors keyed like the form: day, skills.0.minutes, skills.0.coreSkill, notes... */
export function checkPractice(values: PracticeFormValues, timeZone = deviceTimeZone(), now = new Date()): PracticeCheck {
  const input = {
    day: values.day,
    timeZone,
    skills: values.skills.map((k) => ({ coreSkill: k.coreSkill, minutes: k.minutes.trim() })),
    location: values.location || null,
    withWhom: values.withWhom,
    feeling: values.feeling ? Number(values.feeling) : null,
    notes: values.notes,
  };
  const errors: Record<string, string> = {};
  const result = v.safeParse(practiceEntrySchema, input);
  if (!result.success) for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  if (!errors.day && !practiceDayAllowed(values.day, timeZone, now)) errors.day = m.dayRange;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { id: _id, loggedAt: _at, ...body } = result.output;
  return { ok: true, body };
}
