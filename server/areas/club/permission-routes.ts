// GET/PUT club/{id}/permissions: the club's permission table per role (defaults, overrides,
// effective). A club admin's locked permissions cannot be withdrawn (the club would lock itself out).
// GET club/{id}/permissions/mine: the caller's own effective permissions there (any member).
import type { FastifyPluginAsync } from 'fastify';
import { ALL_ROLES, effectivePermissions, PERMISSION_NAMES, PERMISSIONS, roleHolds, type PermissionOverrides } from '../../../src/domain/permissions';
import { PERMISSIONS_ERROR, putClubPermissionsSchema, type ClubPermissionsAnswer, type MyPermissionsAnswer, type PermissionSetting } from '../../../src/domain/club/permission-schemas';
import type { RoleName } from '../../../src/domain/roles';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../lib/http-error';
import { loadOverrides } from '../../lib/permissions';
import { parseOr400 } from '../../lib/validate';
import { setRoleOverrides } from './permission-repository';

type P = { Params: { id: string } };

async function answer(db: Queryable, clubId: string): Promise<ClubPermissionsAnswer> {
  // The user part of the overrides is irrelevant here; any id gives the club's role overrides.
  const overrides: PermissionOverrides = { ...(await loadOverrides(db, clubId, '00000000-0000-0000-0000-000000000000')), user: {} };
  const roles = {} as Record<RoleName, PermissionSetting[]>;
  for (const role of ALL_ROLES) {
    roles[role] = PERMISSION_NAMES.map((permission) => ({
      permission,
      label: PERMISSIONS[permission].label,
      byDefault: roleHolds(role, permission),
      override: overrides.roles[role]?.[permission] ?? null,
      effective: roleHolds(role, permission, overrides),
    }));
  }
  return { roles };
}

const permissionRoutes: FastifyPluginAsync = async (app) => {
  app.get<P>('/:id/permissions', { config: { permission: 'permissions.manage' } }, async (request) => answer(app.db, request.clubAccess!.clubId));

  // Any member reads their own (club.view): the app hides what the server would refuse them, and
  // learns a change an admin made (issue 19). The access the permission check loaded is the answer.
  app.get<P>('/:id/permissions/mine', { config: { permission: 'club.view' } }, async (request): Promise<MyPermissionsAnswer> => {
    const a = request.clubAccess!;
    return { clubId: a.clubId, userId: a.userId, roles: a.roles, permissions: a.isSuperAdmin ? [...PERMISSION_NAMES] : effectivePermissions(a.roles, a.overrides) };
  });

  app.put<P>('/:id/permissions', { config: { permission: 'permissions.manage' } }, async (request) => {
    const body = parseOr400(putClubPermissionsSchema, request.body, PERMISSIONS_ERROR);
    for (const [permission, granted] of Object.entries(body.roles.club_admin ?? {})) {
      if (granted === false && 'lockedForClubAdmin' in PERMISSIONS[permission as keyof typeof PERMISSIONS]) {
        throw badRequest(`Club admins always keep '${PERMISSIONS[permission as keyof typeof PERMISSIONS].label}'`, 'locked_permission', { [`roles.club_admin.${permission}`]: 'Cannot be withdrawn' });
      }
    }
    const clubId = request.clubAccess!.clubId;
    await app.db.transaction((tx) => setRoleOverrides(tx, clubId, body.roles));
    return answer(app.db, clubId);
  });
};

export default permissionRoutes;
