// Training attendance writes: one row per (session, player), upserted.
import type { Queryable } from '../../db/db';
import type { PutTrainingAttendance, TrainingAttendance } from '../../../src/domain/training/attendance-schema';

export async function findTrainingTeam(db: Queryable, clubId: string, trainingId: string): Promise<{ teamId: string } | undefined> {
  const row = await db.maybeOne<{ team_id: string }>('SELECT team_id FROM training_sessions WHERE id = $1 AND club_id = $2 AND active', [trainingId, clubId]);
  return row ? { teamId: row.team_id } : undefined;
}

export async function isTeamPlayer(db: Queryable, teamId: string, playerId: string): Promise<boolean> {
  const row = await db.maybeOne(`SELECT 1 FROM memberships WHERE team_id = $1 AND user_id = $2 AND role = 'player' AND active LIMIT 1`, [teamId, playerId]);
  return row !== undefined;
}

export async function upsertAttendance(db: Queryable, trainingId: string, a: PutTrainingAttendance): Promise<TrainingAttendance> {
  // A field left out keeps its stored value; null clears it.
  const row = await db.one<{ training_id: string; player_id: string; status: TrainingAttendance['status']; shown_up: boolean | null; updated_at: Date | string }>(
    `INSERT INTO training_attendance (training_id, player_id, status, shown_up, checked_in_at)
     VALUES ($1, $2, $4, $6, CASE WHEN $6 THEN now() END)
     ON CONFLICT (training_id, player_id) DO UPDATE SET
       status = CASE WHEN $3 THEN EXCLUDED.status ELSE training_attendance.status END,
       shown_up = CASE WHEN $5 THEN EXCLUDED.shown_up ELSE training_attendance.shown_up END,
       updated_at = now()
     RETURNING training_id, player_id, status, shown_up, updated_at`,
    [trainingId, a.playerId, a.status !== undefined, a.status ?? null, a.shownUp !== undefined, a.shownUp ?? null],
  );
  return { trainingId: row.training_id, playerId: row.player_id, status: row.status, shownUp: row.shown_up, updatedAt: new Date(row.updated_at).toISOString() };
}
