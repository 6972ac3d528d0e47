// Player feedback (reflection) on a training session: one row per player, upserted.
import type { Queryable } from '../../db/db';
import type { TrainingFeedback, TrainingFeedbackInput } from '../../../src/domain/training/feedback-schema';

interface Row {
  training_id: string;
  player_id: string;
  session_rating: number;
  enjoyment: number;
  wish_to_repeat: number;
  confidence: number;
  learned: string | null;
  takeaways: string[];
  went_well: string | null;
  could_affect: string | null;
  week_plan: string | null;
  coach_rating: number | null;
  objective_met: boolean | null;
  submitted_by: string | null;
  updated_at: Date | string;
}

const toFeedback = (r: Row): TrainingFeedback => ({
  trainingId: r.training_id,
  playerId: r.player_id,
  sessionRating: r.session_rating,
  enjoyment: r.enjoyment,
  wishToRepeat: r.wish_to_repeat,
  confidence: r.confidence,
  learned: r.learned,
  takeaways: r.takeaways ?? [],
  wentWell: r.went_well,
  couldAffect: r.could_affect,
  weekPlan: r.week_plan,
  coachRating: r.coach_rating,
  objectiveMet: r.objective_met,
  submittedBy: r.submitted_by,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function upsertFeedback(tx: Queryable, trainingId: string, playerId: string, by: string, f: TrainingFeedbackInput): Promise<TrainingFeedback> {
  const row = await tx.one<Row>(
    `INSERT INTO training_feedback (training_id, player_id, session_rating, enjoyment, wish_to_repeat, confidence, learned, takeaways, went_well,
       could_affect, week_plan, coach_rating, objective_met, submitted_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (training_id, player_id) DO UPDATE SET session_rating = EXCLUDED.session_rating, enjoyment = EXCLUDED.enjoyment,
       wish_to_repeat = EXCLUDED.wish_to_repeat, confidence = EXCLUDED.confidence, learned = EXCLUDED.learned, takeaways = EXCLUDED.takeaways,
       went_well = EXCLUDED.went_well, could_affect = EXCLUDED.could_affect, week_plan = EXCLUDED.week_plan, coach_rating = EXCLUDED.coach_rating,
       objective_met = EXCLUDED.objective_met, submitted_by = EXCLUDED.submitted_by, updated_at = now()
     RETURNING *`,
    [
      trainingId,
      playerId,
      f.sessionRating,
      f.enjoyment,
      f.wishToRepeat,
      f.confidence,
      f.learned || null,
      JSON.stringify(f.takeaways ?? []),
      f.wentWell || null,
      f.couldAffect || null,
      f.weekPlan || null,
      f.coachRating ?? null,
      f.objectiveMet ?? null,
      by,
    ],
  );
  return toFeedback(row);
}

export async function listFeedback(db: Queryable, trainingId: string, playerId?: string): Promise<TrainingFeedback[]> {
  const rows = await db.query<Row>(
    `SELECT * FROM training_feedback WHERE training_id = $1 ${playerId ? 'AND player_id = $2' : ''} ORDER BY updated_at, player_id`,
    playerId ? [trainingId, playerId] : [trainingId],
  );
  return rows.map(toFeedback);
}
