// User area (calls.md User): profile reads and writes, roles, emergency, medical, play status,
// team removal and per-user permissions (read and write). Who may act on a user is declared per route
// ({ user: permission }): the user, their parent, a super admin, or a holder of the
// permission in a club the user belongs to, who then sees that club's memberships only.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PROFILE_ERROR, removeFromTeamSchema, sensitiveMessages, updateProfileSchema } from '../../../src/domain/user/profile-schema';
import { protectedFieldProblem } from '../../../src/domain/user/protected-fields';
import { effectivePermissions, messages } from '../../../src/domain/permissions';
import { memberMessages } from '../../../src/domain/club/member-messages';
import { getUserPermissionsQuerySchema, PERMISSIONS_ERROR, putUserPermissionsSchema, type UserPermissionsAnswer } from '../../../src/domain/club/permission-schemas';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { loadOverrides, requirePermission, type UserAccess } from '../../lib/permissions';
import { parseQuery } from '../../lib/parse-query';
import { requireSensitiveAccess } from '../../lib/sensitive-access';
import { CLUB_HOLDS_USER } from '../../lib/membership';
import { parseOr400 } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { minimalReplays } from '../../plugins/idempotency';
import { setUserOverrides } from '../club/permission-repository';
import { checkEmailChange, setMemberEmail } from './member-email';
import { loadUser, profileAnswer, removeFromTeam, setSafeguardingLead, updateProfile, userMemberships } from './repository';
import type { RoleName } from '../../../src/domain/roles';
import pictureRoutes from './picture-routes';
import bulkRoutes from './bulk-routes';
import userLicenceRoutes from './licence-routes';

type P = { Params: { id: string } };
const RETRIEVE_PROFILE = 'There has been an error retrieving profile';
const RETRIEVE_PERMISSIONS = 'There has been an error retrieving the permissions';

/** The user themself or their parent: answers carry the contact preferences. */
const ownOrParent = (a: UserAccess): boolean => a.kind === 'self' || a.kind === 'guardian';

/** Null (every club) for the user, their parent or an admin; else the clubs the permission was found in. */
const visibleClubs = (a: UserAccess): string[] | null => (a.kind === 'club' ? a.clubIds : null);

async function profileOr404(request: FastifyRequest, userId: string, clubs: string[] | null, own = false) {
  const answer = await profileAnswer(request.server.db, userId, clubs, own);
  if (!answer) throw notFound('User not found', 'user_not_found');
  return answer;
}

async function section(request: FastifyRequest<P>, key: 'emergency' | 'medical') {
  await requireSensitiveAccess(request, request.userAccess!);
  const u = await loadUser(request.server.db, request.params.id);
  if (!u) throw notFound('User not found', 'user_not_found');
  return { userId: u.id, [key]: u.profile?.[key] ?? (key === 'emergency' ? [] : { information: '' }) };
}

const userRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  // Profiles, medical and emergency details, pictures (sub-plugins too): a replay answers status and ids only.
  minimalReplays(app);

  /** The user's roles in the club; 400 when they are not a member of it. */
  const userRolesIn = async (clubId: string, userId: string): Promise<RoleName[]> => {
    const roles = await app.db.query<{ role: RoleName }>(`SELECT DISTINCT m.role FROM memberships m WHERE m.club_id = $1 AND m.user_id = $2 AND ${CLUB_HOLDS_USER}`, [clubId, userId]);
    if (roles.length === 0) throw badRequest('This user is not a member of this club', 'not_a_member');
    return roles.map((r) => r.role);
  };

  /** The user's own overrides in the club (what the per-user screen edits) and what they hold there. */
  const userPermissionsAnswer = async (clubId: string, userId: string): Promise<UserPermissionsAnswer> => {
    const roles = await userRolesIn(clubId, userId);
    const overrides = await loadOverrides(app.db, clubId, userId);
    return { clubId, userId, overrides: overrides.user, byRole: effectivePermissions(roles, { ...overrides, user: {} }), effective: effectivePermissions(roles, overrides) };
  };

  app.get('/profile', { config: { permission: 'self', failure: RETRIEVE_PROFILE } }, async (request) => profileOr404(request, requireAuth(request).userId, null, true));

  app.get<P>('/:id', { config: { permission: { user: 'members.view' }, failure: RETRIEVE_PROFILE } }, async (request) =>
    profileOr404(request, request.params.id, visibleClubs(request.userAccess!), ownOrParent(request.userAccess!)),
  );

  app.get<P>('/:id/roles', { config: { permission: { user: 'members.view' }, failure: RETRIEVE_PROFILE } }, async (request) => ({
    memberships: await userMemberships(app.db, request.params.id, visibleClubs(request.userAccess!)),
  }));

  app.get<P>('/:id/emergency', { config: { permission: { user: 'members.sensitive' }, failure: RETRIEVE_PROFILE } }, (request) => section(request, 'emergency'));
  app.get<P>('/:id/medical', { config: { permission: { user: 'members.sensitive' }, failure: RETRIEVE_PROFILE } }, (request) => section(request, 'medical'));

  app.get<P>('/:id/playStatus', { config: { permission: { user: 'members.view' }, failure: RETRIEVE_PROFILE } }, async (request) => {
    const ms = await userMemberships(app.db, request.params.id, visibleClubs(request.userAccess!));
    return { playStatus: ms.filter((m) => m.role === 'player').map((m) => ({ clubId: m.clubId, teamId: m.teamId, playStatus: m.playStatus, onTrial: m.onTrial, active: m.active })) };
  });

  app.put<P>('/:id', { config: { permission: { user: 'members.manage' }, failure: PROFILE_ERROR } }, async (request) => {
    const who = request.userAccess!;
    const target = request.params.id;
    // Mass assignment: fields that are not the profile's are refused, not dropped (src/domain/user/protected-fields.ts).
    const protectedField = protectedFieldProblem(request.body, { callerId: who.callerId, targetId: target, staff: who.kind === 'club' || who.kind === 'admin' });
    if (protectedField) throw badRequest(protectedField.message, 'protected_field', { [protectedField.field]: protectedField.message });
    const body = parseOr400(updateProfileSchema, request.body, PROFILE_ERROR);
    // Emergency contacts and medical information are written by the member and their parent only
    // (staff holding members.sensitive may read them: GET user/{id}/emergency, /medical).
    if (who.kind === 'club' && (body.emergency !== undefined || body.medical !== undefined)) throw forbidden(sensitiveMessages.ownOnly, 'own_only');
    if (!(await loadUser(app.db, target))) throw notFound('User not found', 'user_not_found');
    if (body.safeguardingLead !== undefined) {
      if (!body.clubId) throw badRequest(messages.switchClub, 'club_required');
      await requirePermission(request, body.clubId, 'members.manage');
    }
    const emailClub = body.email !== undefined ? await checkEmailChange(request, target, body.clubId) : null;
    await app.db.transaction(async (tx) => {
      await updateProfile(tx, target, body);
      if (emailClub && body.email !== undefined) await setMemberEmail(tx, emailClub, target, body.email);
      if (body.safeguardingLead !== undefined && body.clubId) {
        const n = await setSafeguardingLead(tx, body.clubId, target, body.safeguardingLead);
        if (n === 0) throw badRequest('Only a coach can be responsible for safeguarding', 'not_a_coach', { safeguardingLead: 'Not a coach of this club' });
      }
    });
    return profileOr404(request, target, visibleClubs(who), ownOrParent(who));
  });

  app.delete<P>('/:id/team', { config: { permission: { user: 'members.manage' }, failure: memberMessages.removeFailed } }, async (request) => {
    const body = parseOr400(removeFromTeamSchema, request.body, messages.switchClub);
    await requirePermission(request, body.clubId, 'members.manage');
    const removed = await removeFromTeam(app.db, body.clubId, request.params.id, body.teamId);
    if (removed === 0) throw badRequest('This member is not in that team', 'not_in_team');
    // Their live streams in the club end; one they may still follow reconnects and is let in again.
    await app.closeStreams({ userId: request.params.id, clubId: body.clubId });
    return { removed };
  });

  // Read and write are authorized alike: the route's { user: 'permissions.manage' } lets the user
  // themself and their parent through, so the club named in the query/body is checked again.
  app.get<P>('/:id/permissions', { config: { permission: { user: 'permissions.manage' }, failure: RETRIEVE_PERMISSIONS } }, async (request): Promise<UserPermissionsAnswer> => {
    if (!(request.query as { clubId?: unknown } | null)?.clubId) throw badRequest(messages.switchClub, 'club_required');
    const query = parseQuery(getUserPermissionsQuerySchema, request.query);
    await requirePermission(request, query.clubId, 'permissions.manage');
    return userPermissionsAnswer(query.clubId, request.params.id);
  });

  app.put<P>('/:id/permissions', { config: { permission: { user: 'permissions.manage' } } }, async (request): Promise<UserPermissionsAnswer> => {
    if (!(request.body as { clubId?: unknown } | null)?.clubId) throw badRequest(messages.switchClub, 'club_required');
    const body = parseOr400(putUserPermissionsSchema, request.body, PERMISSIONS_ERROR);
    await requirePermission(request, body.clubId, 'permissions.manage');
    const target = request.params.id;
    await userRolesIn(body.clubId, target);
    await app.db.transaction((tx) => setUserOverrides(tx, body.clubId, target, body.permissions));
    return userPermissionsAnswer(body.clubId, target);
  });

  // Profile picture and contact preferences (same prefix).
  await app.register(pictureRoutes);
  await app.register(bulkRoutes);
  await app.register(userLicenceRoutes);
};

export default userRoutes;
