// The objective and progress forms' values and their checks: the shared schemas (so the server
// never gets what it would refuse) plus a progress day not after the device's today. A refused
// form keeps everything typed; nothing is written or queued until it passes.
import * as v from 'valibot';
import type { Checked } from '../../../ui/use-checked-form';
import { objectiveMessages as m } from '../../../domain/objectives/messages';
import { objectiveFieldsSchema, progressFieldsSchema, type ObjectiveTemplate, type UserObjective } from '../../../domain/objectives/objective-schema';
import type { ObjectiveFields } from '../data/objectives';

export interface ObjectiveFormValues {
  objectiveId: string;
  title: string;
  timeframe: string;
  target: string;
}

export interface ProgressFormValues {
  day: string;
  value: string;
  note: string;
}

export type ProgressBody = v.InferOutput<typeof progressFieldsSchema>;

export const emptyObjective = (): ObjectiveFormValues => ({ objectiveId: '', title: '', timeframe: '', target: '' });

export const valuesOfObjective = (o: UserObjective): ObjectiveFormValues => ({ objectiveId: o.objectiveId ?? '', title: o.title, timeframe: o.timeframe, target: String(o.target) });

/** Picking one of the club's objectives fills in its title and, when it suggests them, the timeframe and target. */
export function fromTemplate(values: ObjectiveFormValues, t: ObjectiveTemplate | undefined): ObjectiveFormValues {
  if (!t) return { ...values, objectiveId: '' };
  return { objectiveId: t.id, title: t.title, timeframe: t.timeframe ?? values.timeframe, target: t.target === null ? values.target : String(t.target) };
}

export const emptyProgress = (today: string): ProgressFormValues => ({ day: today, value: '', note: '' });

function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return errors;
}

export function checkObjective(values: ObjectiveFormValues): Checked<ObjectiveFields> {
  const result = v.safeParse(objectiveFieldsSchema, { ...values, objectiveId: values.objectiveId || null });
  return result.success ? { ok: true, body: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}

export function checkProgress(values: ProgressFormValues, today: string): Checked<ProgressBody> {
  const result = v.safeParse(progressFieldsSchema, values);
  const errors = result.success ? {} : fieldErrors(result.issues);
  if (!errors.day && values.day > today) errors.day = m.day;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: result.output };
}
