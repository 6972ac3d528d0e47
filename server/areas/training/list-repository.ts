// Training list read: the sessions of the given teams, ordered by start (the training list and the
// onboarding's next sessions).
import type { Queryable } from '../../db/db';
import type { Intensity, TrainingStatus, TrainingSummary } from '../../../src/domain/training/types';

export interface TrainingListFilter {
  clubId: string;
  teamIds: string[];
  includeInactive: boolean;
  /** Start at or after. */
  from?: Date;
  /** Start before (exclusive). */
  toExclusive?: Date;
  /** Only these statuses. */
  statuses?: TrainingStatus[];
  /** Only sessions not over yet: ending after the database's now. */
  notEnded?: boolean;
  limit: number;
}

interface SessionRow {
  id: string;
  club_id: string;
  team_id: string;
  team_name: string;
  starts_at: Date | string;
  ends_at: Date | string;
  location: string | null;
  topic: string | null;
  core_skill: string | null;
  intensity: Intensity | null;
  status: TrainingStatus;
  active: boolean;
}

export async function listTraining(db: Queryable, f: TrainingListFilter): Promise<TrainingSummary[]> {
  if (f.teamIds.length === 0) return [];
  const params: unknown[] = [f.clubId, f.teamIds];
  const where = ['s.club_id = $1', 's.team_id = ANY($2::uuid[])'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (!f.includeInactive) where.push('s.active');
  if (f.from) add((p) => `s.starts_at >= ${p}`, f.from);
  if (f.toExclusive) add((p) => `s.starts_at < ${p}`, f.toExclusive);
  if (f.statuses) add((p) => `s.status = ANY(${p}::text[])`, f.statuses);
  if (f.notEnded) where.push('s.ends_at > now()');
  params.push(f.limit);
  const rows = await db.query<SessionRow>(
    `SELECT s.id, s.club_id, s.team_id, t.name AS team_name, s.starts_at, s.ends_at, s.location, s.topic, s.core_skill,
            s.intensity, s.status, s.active
     FROM training_sessions s JOIN teams t ON t.id = s.team_id
     WHERE ${where.join(' AND ')}
     ORDER BY s.starts_at, s.id
     LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    clubId: r.club_id,
    teamId: r.team_id,
    teamName: r.team_name,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    location: r.location,
    topic: r.topic,
    coreSkill: r.core_skill,
    intensity: r.intensity,
    status: r.status,
    active: r.active,
  }));
}
