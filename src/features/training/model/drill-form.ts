// The add-drill form's raw values and their check against the drill call's own schema
// (domain/training/drill-schema): the same rules the server applies, before anything is written.
import * as v from 'valibot';
import { drillSchema } from '../../../domain/training/drill-schema';
import type { NewDrill } from '../data/drills';

export interface DrillFormValues {
  name: string;
  coreSkill: string;
  duration: string;
  notes: string;
}

/** What the form fills in; the id and place come from the editor. */
const newDrillSchema = v.omit(drillSchema, ['id', 'position']);

export const emptyDrillForm = (coreSkill = ''): DrillFormValues => ({ name: '', coreSkill, duration: '', notes: '' });

export type DrillFormErrors = Partial<Record<'name' | 'coreSkill' | 'duration' | 'notes', string>>;

/** The drill to add, or the schema's (English) messages by field. */
export function checkDrillForm(values: DrillFormValues): { drill: NewDrill } | { errors: DrillFormErrors } {
  const duration = values.duration.trim() === '' ? null : Number(values.duration);
  const input = { name: values.name, coreSkill: values.coreSkill.trim() || null, durationMinutes: duration, notes: values.notes.trim() || null };
  const result = v.safeParse(newDrillSchema, input);
  if (result.success) {
    const { name, coreSkill, durationMinutes, notes } = result.output;
    return { drill: { name, coreSkill: coreSkill ?? null, durationMinutes: durationMinutes ?? null, notes: notes ?? null } };
  }
  const errors: DrillFormErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = key === 'durationMinutes' ? 'duration' : key;
    if ((field === 'name' || field === 'coreSkill' || field === 'duration' || field === 'notes') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
