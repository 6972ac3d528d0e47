// The coach challenge forms' values and checks: the shared schemas (so the server never gets what
// it would refuse), the due day not before the device's today, the file a video or a picture when
// the challenge is marked by upload. A refused form keeps everything typed; nothing is written or
// queued until it passes.
import * as v from 'valibot';
import { HOMEWORK_FILE_MAX_BYTES, homeworkAnswerFieldsSchema, homeworkFieldsSchema, homeworkMarkFieldsSchema } from '../../../domain/homework/homework-schema';
import { homeworkMessages as m } from '../../../domain/homework/messages';
import { isAnswerType, needsFile, type HomeworkGrade, type HomeworkMarking } from '../../../domain/homework/states';
import type { Checked } from '../../../ui/use-checked-form';

export interface SetValues {
  teamId: string;
  /** Empty: the whole team. */
  playerIds: string[];
  title: string;
  coreSkill: string;
  instructions: string;
  dueDay: string;
  marking: string;
  demo: File | null;
}

export interface SetFields {
  teamId: string;
  playerIds: string[];
  title: string;
  coreSkill: string;
  instructions: string;
  dueDay: string;
  marking: HomeworkMarking;
  demo: File | null;
}

export const emptySet = (teamId: string): SetValues => ({ teamId, playerIds: [], title: '', coreSkill: '', instructions: '', dueDay: '', marking: '', demo: null });

function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return errors;
}

/** A file the server would take: a video, or a PNG or JPEG picture, not empty and not over the cap. */
export function fileProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size === 0 || !isAnswerType(file.type) || file.size > HOMEWORK_FILE_MAX_BYTES) return m.badFile;
  return null;
}

export function checkSet(values: SetValues, today: string): Checked<SetFields> {
  const parsed = v.safeParse(homeworkFieldsSchema, values);
  const errors = parsed.success ? {} : fieldErrors(parsed.issues);
  if (!values.teamId) errors.teamId = m.team;
  if (parsed.success && parsed.output.dueDay < today) errors.dueDay = m.dueDay;
  const demo = fileProblem(values.demo);
  if (demo) errors.demo = demo;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { ...parsed.output, teamId: values.teamId, playerIds: values.playerIds, demo: values.demo } };
}

export interface AnswerValues {
  file: File | null;
  minutes: string;
  thoughts: string;
}

export interface AnswerFields {
  file: File | null;
  minutes: number;
  thoughts: string;
}

/** `hasFile`: a file was sent before (it may be kept). */
export function checkAnswer(values: AnswerValues, marking: HomeworkMarking, hasFile: boolean): Checked<AnswerFields> {
  const parsed = v.safeParse(homeworkAnswerFieldsSchema, { minutes: values.minutes, thoughts: values.thoughts });
  const errors = parsed.success ? {} : fieldErrors(parsed.issues);
  const bad = fileProblem(values.file);
  if (bad) errors.file = bad;
  else if (needsFile(marking) && !values.file && !hasFile) errors.file = m.fileMissing;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { file: values.file, minutes: parsed.output.minutes, thoughts: values.thoughts } };
}

export interface MarkValues {
  rating: string;
  grade: string;
  feedback: string;
}

export function checkMark(values: MarkValues): Checked<{ rating: number; grade: HomeworkGrade; feedback: string }> {
  const parsed = v.safeParse(homeworkMarkFieldsSchema, { rating: values.rating ? Number(values.rating) : undefined, grade: values.grade, feedback: values.feedback });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) };
  return { ok: true, body: { rating: parsed.output.rating, grade: parsed.output.grade, feedback: values.feedback } };
}
