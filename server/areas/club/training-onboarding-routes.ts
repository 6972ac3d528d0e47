// GET club/{id}/onboarding/training (training.view): a new member's training onboarding in the
// club — the teams they train with, a short checklist worked out from the club's data, and the
// next sessions. The spec names the call only; the design is in src/domain/club/training-onboarding.ts.
// Nothing is stored: "done" is read from the sessions, attendance and preferences themselves, so
// the checklist never disagrees with what the member actually did (also offline, on another device).
import type { FastifyPluginAsync } from 'fastify';
import {
  TRAINING_ONBOARDING_NEXT,
  type TrainingOnboardingAnswer,
  type TrainingOnboardingKind,
  type TrainingOnboardingStep,
} from '../../../src/domain/club/training-onboarding';
import type { Queryable } from '../../db/db';
import type { ClubAccess } from '../../lib/access';
import { useFailureMessages } from '../../lib/failure-handler';
import { listTraining } from '../training/list-repository';

const STAFF = new Set(['club_admin', 'coach', 'assistant_coach']);
const RETRIEVE_TRAINING = 'There has been an error retrieving training';

function kindOf(access: ClubAccess): TrainingOnboardingKind {
  if (access.isSuperAdmin || access.roles.some((r) => STAFF.has(r))) return 'staff';
  if (access.roles.includes('player') || access.childIds.length > 0) return 'attendee';
  return 'viewer';
}

/** The active teams the caller trains with in the club. */
async function teamsOf(db: Queryable, access: ClubAccess, kind: TrainingOnboardingKind): Promise<{ teamId: string; teamName: string }[]> {
  const everyTeam = access.isSuperAdmin || access.roles.includes('club_admin');
  const own = access.teams.filter((t) => (kind === 'staff' ? STAFF.has(t.role) : t.role === 'player')).map((t) => t.teamId);
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT t.id, t.name FROM teams t
     WHERE t.club_id = $1 AND t.active AND (
       $2::boolean
       OR t.id = ANY($3::uuid[])
       OR EXISTS (SELECT 1 FROM memberships m WHERE m.club_id = $1 AND m.team_id = t.id AND m.role = 'player' AND m.active AND m.user_id = ANY($4::uuid[]))
     )
     ORDER BY t.name, t.id`,
    [access.clubId, everyTeam, own, kind === 'attendee' ? access.childIds : []],
  );
  return rows.map((r) => ({ teamId: r.id, teamName: r.name }));
}

async function exists(db: Queryable, sql: string, params: unknown[]): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 WHERE EXISTS (${sql})`, params)) !== undefined;
}

async function stepsOf(db: Queryable, access: ClubAccess, kind: TrainingOnboardingKind, teamIds: string[]): Promise<{ step: TrainingOnboardingStep; done: boolean }[]> {
  const steps: { step: TrainingOnboardingStep; done: boolean }[] = [{ step: 'team', done: teamIds.length > 0 }];
  if (kind === 'staff') {
    const sessions = `SELECT 1 FROM training_sessions s WHERE s.club_id = $1 AND s.team_id = ANY($2::uuid[]) AND s.active AND s.status <> 'cancelled'`;
    steps.push({ step: 'plan_session', done: teamIds.length > 0 && (await exists(db, sessions, [access.clubId, teamIds])) });
    steps.push({
      step: 'take_attendance',
      done: teamIds.length > 0 && (await exists(db, `${sessions} AND EXISTS (SELECT 1 FROM training_attendance a WHERE a.training_id = s.id AND a.shown_up IS NOT NULL)`, [access.clubId, teamIds])),
    });
  } else if (kind === 'attendee') {
    // Chosen either way counts: the step is to decide on pre-training reminders.
    const prefs = await db.maybeOne<{ chosen: boolean }>(`SELECT (preferences->'notifications' ? 'preTraining') AS chosen FROM users WHERE id = $1`, [access.userId]);
    steps.push({ step: 'training_reminders', done: Boolean(prefs?.chosen) });
    const players = [access.userId, ...access.childIds];
    steps.push({
      step: 'confirm_attendance',
      done: await exists(
        db,
        `SELECT 1 FROM training_attendance a JOIN training_sessions s ON s.id = a.training_id
         WHERE s.club_id = $1 AND a.player_id = ANY($2::uuid[]) AND a.status IS NOT NULL`,
        [access.clubId, players],
      ),
    });
  }
  return steps;
}

/** The next sessions not cancelled nor ended, read as the training list reads them (only the fields the answer names). */
async function upcomingOf(db: Queryable, clubId: string, teamIds: string[]): Promise<TrainingOnboardingAnswer['upcoming']> {
  const sessions = await listTraining(db, { clubId, teamIds, includeInactive: false, statuses: ['setup', 'in_progress'], notEnded: true, limit: TRAINING_ONBOARDING_NEXT });
  return sessions.map(({ id, teamId, teamName, startsAt, endsAt, location, topic }) => ({ id, teamId, teamName, startsAt, endsAt, location, topic }));
}

const trainingOnboardingRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  // No body and no parameters beyond the club (the app's userId in the query is ignored: the
  // answer is always the caller's own). The club id is checked by the permission layer.
  app.get<{ Params: { id: string } }>('/:id/onboarding/training', { config: { permission: 'training.view', failure: RETRIEVE_TRAINING } }, async (request): Promise<TrainingOnboardingAnswer> => {
    const access = request.clubAccess!;
    const kind = kindOf(access);
    const teams = await teamsOf(app.db, access, kind);
    const teamIds = teams.map((t) => t.teamId);
    const steps = await stepsOf(app.db, access, kind, teamIds);
    return {
      clubId: access.clubId,
      kind,
      teams,
      steps,
      next: steps.find((s) => !s.done)?.step ?? null,
      upcoming: await upcomingOf(app.db, access.clubId, teamIds),
    };
  });
};

export default trainingOnboardingRoutes;
