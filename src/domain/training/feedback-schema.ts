// PUT player-training/{clubId}/{trainingId}/player/{playerId}/feedback: the player's reflection
// (spec §3 Player feedback; §9: reflection questions are rated 1 to 10).
import * as v from 'valibot';
import { ratingField, userIdField } from '../session/fields';
import { trainingMessages as m } from './messages';

/** One takeaway's length: a line, not an essay. */
export const TAKEAWAY_MAX = 300;

const answer = (max = 2000) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Please keep this to ${max} characters`))));

export const trainingFeedbackSchema = v.object({
  userId: userIdField,
  sessionRating: ratingField(m.ratingRange),
  enjoyment: ratingField(m.ratingRange),
  wishToRepeat: ratingField(m.ratingRange),
  confidence: ratingField(m.ratingRange),
  learned: answer(),
  takeaways: v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TAKEAWAY_MAX, `Please keep this to ${TAKEAWAY_MAX} characters`)), m.takeawaysMax), v.maxLength(3, m.takeawaysMax)), []),
  wentWell: answer(),
  couldAffect: answer(),
  weekPlan: answer(),
  coachRating: v.optional(v.nullable(ratingField(m.ratingRange))),
  objectiveMet: v.optional(v.nullable(v.boolean())),
});
export type TrainingFeedbackInput = v.InferOutput<typeof trainingFeedbackSchema>;

export interface TrainingFeedback extends Omit<TrainingFeedbackInput, 'userId'> {
  trainingId: string;
  playerId: string;
  submittedBy: string | null;
  updatedAt: string;
}

/** PUT player-training/{clubId}/{trainingId}/player/{userId}/note: the coach's note on a player. */
export const trainingPlayerNoteSchema = v.object({
  userId: userIdField,
  note: v.nullable(v.pipe(v.string('Please enter a note'), v.trim(), v.maxLength(5000, 'Please keep the note to 5000 characters'))),
});
