// Onboarding (calls.md: POST onboarding/{userId}/{userType}; GET the same path reads the
// progress): the registration wizard's steps
// after the account exists, one call per step (src/domain/club/onboarding-schema.ts), so a
// reload or going offline between steps loses nothing. The user themself (or a super admin)
// only; a parent adds children in a club where they are a parent.
import type { FastifyPluginAsync } from 'fastify';
import { ONBOARDING_USER_TYPES, onboardingMessages, onboardingStepSchema, type OnboardingAnswer, type OnboardingStep, type OnboardingUserType } from '../../../src/domain/club/onboarding-schema';
import type { Queryable } from '../../db/db';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { idempotentWrite, minimalReplays } from '../../plugins/idempotency';
import { assertPlayerCapacity } from '../club/player-limit';
import { checkPicture, savePreferences, storePicture } from './picture-routes';
import { insertAcceptedMembership, insertNamedUser, insertPendingMembership } from '../../lib/membership';

type P = { Params: { userId: string; userType: string } };

async function answer(db: Queryable, userId: string, userType: OnboardingUserType): Promise<OnboardingAnswer> {
  const u = await db.one<{ steps: OnboardingStep[] | null }>(`SELECT preferences->'onboarding'->'steps' AS steps FROM users WHERE id = $1`, [userId]);
  const children = await db.query<{ id: string; first_name: string; last_name: string; dob: string | null; club_id: string; team_id: string | null; status: string }>(
    `SELECT u.id, u.first_name, u.last_name, u.date_of_birth::text AS dob, m.club_id, m.team_id, m.status
     FROM guardians g JOIN users u ON u.id = g.child_id JOIN memberships m ON m.user_id = u.id AND m.role = 'player'
     WHERE g.parent_id = $1 ORDER BY u.created_at, u.id`,
    [userId],
  );
  const steps = u.steps ?? [];
  return {
    onboarding: {
      userId,
      userType,
      completedSteps: steps,
      done: steps.includes('done'),
      children: children.map((c) => ({ id: c.id, firstName: c.first_name, lastName: c.last_name, dateOfBirth: c.dob, clubId: c.club_id, teamId: c.team_id, status: c.status })),
    },
  };
}

/** Is the user an active parent member of this very team (the team their invitation named)? */
const parentOfTeam = async (db: Queryable, userId: string, clubId: string, teamId: string | null) =>
  teamId !== null && (await db.maybeOne(`SELECT 1 FROM memberships WHERE user_id = $1 AND club_id = $2 AND team_id = $3 AND role = 'parent' AND active`, [userId, clubId, teamId])) !== undefined;

const markStep = (tx: Queryable, userId: string, step: OnboardingStep) =>
  tx.query(
    `UPDATE users SET preferences = jsonb_set(preferences, '{onboarding}', jsonb_build_object('steps',
       CASE WHEN COALESCE(preferences->'onboarding'->'steps', '[]'::jsonb) ? $2 THEN preferences->'onboarding'->'steps'
            ELSE COALESCE(preferences->'onboarding'->'steps', '[]'::jsonb) || jsonb_build_array($2::text) END)), updated_at = now()
     WHERE id = $1`,
    [userId, step],
  );

const onboardingRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  // Registration steps (children, medical, photos): a replayed key answers the status and ids only.
  minimalReplays(app);

  /** Progress so far (after a reload): the steps saved and the children added. */
  app.get<P>('/:userId/:userType', { config: { permission: { user: 'members.manage' } } }, async (request) => {
    const who = request.userAccess!;
    if (who.kind !== 'self' && who.kind !== 'admin') throw forbidden('You do not have access to this screen');
    const userType = request.params.userType as OnboardingUserType;
    if (!(ONBOARDING_USER_TYPES as readonly string[]).includes(userType)) throw badRequest(onboardingMessages.wrongUserType, 'validation', { userType: onboardingMessages.wrongUserType });
    if (!(await app.db.maybeOne('SELECT 1 FROM users WHERE id = $1', [request.params.userId]))) throw notFound('User not found', 'user_not_found');
    return answer(app.db, request.params.userId, userType);
  });

  app.post<P>('/:userId/:userType', { bodyLimit: 6 * 1024 * 1024, config: { permission: { user: 'members.manage' }, failure: onboardingMessages.failed } }, async (request, reply) => {
    const who = request.userAccess!;
    // Registration is the user's own: staff holding members.manage edit profiles elsewhere.
    if (who.kind !== 'self' && who.kind !== 'admin') throw forbidden('You do not have access to this screen');
    const userId = request.params.userId;
    const userType = request.params.userType as OnboardingUserType;
    if (!(ONBOARDING_USER_TYPES as readonly string[]).includes(userType)) throw badRequest(onboardingMessages.wrongUserType, 'validation', { userType: onboardingMessages.wrongUserType });
    if (!(await app.db.maybeOne('SELECT 1 FROM users WHERE id = $1', [userId]))) throw notFound('User not found', 'user_not_found');
    if (!(await app.db.maybeOne('SELECT 1 FROM memberships WHERE user_id = $1 AND role = $2 LIMIT 1', [userId, userType]))) {
      throw badRequest(onboardingMessages.wrongUserType, 'validation', { userType: onboardingMessages.wrongUserType });
    }
    const body = parseInput(onboardingStepSchema, request.body, 'Please choose a registration step');
    const picture = body.step === 'photo' ? await checkPicture(body.image, 'image') : null;
    if (body.step === 'child') {
      if (userType !== 'parent') throw badRequest(onboardingMessages.childOnlyParents, 'validation', { child: onboardingMessages.childOnlyParents });
      const parent = await app.db.maybeOne('SELECT 1 FROM memberships WHERE user_id = $1 AND club_id = $2 AND role = $3 AND active LIMIT 1', [userId, body.clubId, 'parent']);
      if (!parent) throw forbidden('You do not have access to this screen');
      if (body.teamId && !(await app.db.maybeOne('SELECT 1 FROM teams WHERE id = $1 AND club_id = $2 AND active', [body.teamId, body.clubId]))) {
        throw badRequest('Please choose a team of this club', 'unknown_team', { teamId: 'Please choose a team of this club' });
      }
    }
    const status = body.step === 'child' ? 201 : 200;
    return idempotentWrite(request, reply, async (tx) => {
      switch (body.step) {
        case 'notifications':
          await savePreferences(tx, userId, body.preferences);
          break;
        case 'photo':
          await tx.query('UPDATE users SET profile_picture_path = $2, updated_at = now() WHERE id = $1', [userId, await storePicture(app, picture!)]);
          break;
        case 'words':
          await tx.query(`UPDATE users SET profile = jsonb_set(profile, '{words}', $2::jsonb), updated_at = now() WHERE id = $1`, [userId, JSON.stringify(body.words)]);
          break;
        case 'child': {
          const c = body.child;
          const childId = await insertNamedUser(tx, body.clubId, { email: null, firstName: c.firstName, lastName: c.lastName, dateOfBirth: c.dateOfBirth ?? null });
          await tx.query('INSERT INTO guardians (parent_id, child_id) VALUES ($1, $2)', [userId, childId]);
          // The team the parent's own invitation fixed takes the child at once; any other team (or
          // none) waits for its staff to approve, and counts against the player limit only then.
          if (await parentOfTeam(tx, userId, body.clubId, body.teamId ?? null)) {
            await assertPlayerCapacity(tx, body.clubId, 1);
            await insertAcceptedMembership(tx, childId, body.clubId, body.teamId ?? null, 'player');
          } else {
            await insertPendingMembership(tx, childId, body.clubId, body.teamId ?? null, 'player');
          }
          break;
        }
        case 'done':
          break;
      }
      await markStep(tx, userId, body.step);
      return answer(tx, userId, userType);
    }, status);
  });
};

export default onboardingRoutes;
