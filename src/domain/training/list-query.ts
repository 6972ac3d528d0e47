// GET /api/v1/training/{clubId}: the query of the training list (calls.md, Training). Same
// access flags as fixtures; from/to bound the session start. userId is accepted and ignored.
import * as v from 'valibot';
import { dateParam, flagParam, FROM_AFTER_TO, fromNotAfterTo, idParam, intParam } from '../query-fields';

export const TRAINING_LIST_DEFAULT_LIMIT = 200;
export const TRAINING_LIST_MAX_LIMIT = 500;

export const TrainingListQuerySchema = v.pipe(
  v.object({
    isAdmin: v.optional(flagParam('isAdmin')),
    showInactive: v.optional(flagParam('showInactive')),
    teamId: v.optional(idParam('teamId')),
    from: v.optional(dateParam('from')),
    to: v.optional(dateParam('to')),
    playerId: v.optional(idParam('playerId')),
    limit: v.optional(intParam('limit', 1, TRAINING_LIST_MAX_LIMIT)),
  }),
  v.check((q) => fromNotAfterTo(q), FROM_AFTER_TO),
);

export type TrainingListQuery = v.InferOutput<typeof TrainingListQuerySchema>;
