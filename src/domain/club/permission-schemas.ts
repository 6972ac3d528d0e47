// GET/PUT club/{id}/permissions (per role) and GET/PUT user/{id}/permissions (per user).
// A value true grants, false withdraws, null returns to the default of src/domain/permissions.ts.
import * as v from 'valibot';
import { PERMISSION_NAMES, type Permission } from '../permissions';
import type { RoleName } from '../roles';

const ROLE_NAMES = ['club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user'] as const satisfies readonly RoleName[];
export const PERMISSIONS_ERROR = 'Please choose a setting for each permission';

const permissionMap = v.pipe(
  v.record(v.picklist(PERMISSION_NAMES, 'Unknown permission'), v.nullable(v.boolean(PERMISSIONS_ERROR)), PERMISSIONS_ERROR),
);

export const putClubPermissionsSchema = v.object({
  roles: v.record(v.picklist(ROLE_NAMES, 'Unknown role'), permissionMap, PERMISSIONS_ERROR),
});

const clubIdField = v.pipe(v.string('Need to switch into a club to manage users'), v.uuid('Need to switch into a club to manage users'));

export const putUserPermissionsSchema = v.object({
  clubId: clubIdField,
  permissions: permissionMap,
});

/** GET user/{id}/permissions?clubId=: the club the overrides are read in (reads also carry userId). */
export const getUserPermissionsQuerySchema = v.object({ clubId: clubIdField });

export interface PermissionSetting {
  permission: Permission;
  label: string;
  /** The default for the role, from the table. */
  byDefault: boolean;
  /** The club's override, if any. */
  override: boolean | null;
  effective: boolean;
}

export interface ClubPermissionsAnswer {
  roles: Record<RoleName, PermissionSetting[]>;
}

export interface UserPermissionsAnswer {
  clubId: string;
  userId: string;
  /** The user's own overrides in the club (absent: their roles' setting applies). */
  overrides: Partial<Record<Permission, boolean>>;
  /** What their roles give them in the club, before their own overrides. */
  byRole: Permission[];
  /** What they hold there. */
  effective: Permission[];
}

/**
 * GET club/{id}/permissions/mine (ours): what the caller holds in the club — their roles there,
 * the club's role overrides and their own applied; every permission for a super admin. The app
 * keeps it on the device and shows only what the server would allow.
 */
export interface MyPermissionsAnswer {
  clubId: string;
  userId: string;
  roles: RoleName[];
  permissions: Permission[];
}
