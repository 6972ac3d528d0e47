// PUT training/{clubId}/{trainingId}/report: the coach's session report and rating (1-10).
import * as v from 'valibot';
import { ratingField, userIdField } from '../session/fields';
import { trainingMessages as m } from './messages';

export const trainingReportSchema = v.object({
  userId: userIdField,
  report: v.pipe(v.string('Please complete the session report'), v.trim(), v.nonEmpty('Please complete the session report'), v.maxLength(20_000, 'Please keep the report to 20000 characters')),
  coachRating: v.optional(v.nullable(ratingField(m.ratingRange))),
});
export type TrainingReportInput = v.InferOutput<typeof trainingReportSchema>;
