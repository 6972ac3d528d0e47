// Permission checks on top of server/lib/access.ts: who holds a named permission in a club
// (role defaults from src/domain/permissions.ts, then the club's role overrides, then the
// user's own). Every refusal is a 403 with the spec's message for that permission; a
// non-member of the club always gets 'You do not have access to this screen', so another
// club's data is never reachable whatever its permissions say.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { deniedMessage, holds, isPermission, messages, type Permission, type PermissionOverrides } from '../../src/domain/permissions';
import type { RoleName } from '../../src/domain/roles';
import { loadClubAccess, requireClubExists, requireUuid, type ClubAccess } from './access';
import { forbidden, notFound } from './http-error';
import { CLUB_HOLDS_USER } from './membership';
import { requireAuth } from '../plugins/auth';

export interface PermittedAccess extends ClubAccess {
  overrides: PermissionOverrides;
}

export async function loadOverrides(db: Queryable, clubId: string, userId: string): Promise<PermissionOverrides> {
  const [roleRows, userRows] = await Promise.all([
    db.query<{ role: RoleName; permission: string; granted: boolean }>('SELECT role, permission, granted FROM club_role_permissions WHERE club_id = $1', [clubId]),
    db.query<{ permission: string; granted: boolean }>('SELECT permission, granted FROM user_permissions WHERE club_id = $1 AND user_id = $2', [clubId, userId]),
  ]);
  const overrides: PermissionOverrides = { roles: {}, user: {} };
  for (const r of roleRows) {
    if (!isPermission(r.permission)) continue;
    (overrides.roles[r.role] ??= {})[r.permission] = r.granted;
  }
  for (const r of userRows) if (isPermission(r.permission)) overrides.user[r.permission] = r.granted;
  return overrides;
}

/** Does this access hold the permission? Super admins hold all. */
export const accessHolds = (access: PermittedAccess, permission: Permission): boolean =>
  access.isSuperAdmin || holds(access.roles, permission, access.overrides);

/**
 * The caller's access to a club, refused unless they hold `permission` there.
 * 401 without a session; 403 'You do not have access to this screen' for a non-member;
 * 403 with the permission's spec message for a member without it; 404 'Club not found' to a
 * super admin for a club that does not exist (they pass every check, so nothing else would say so).
 */
export async function requirePermission(request: FastifyRequest, clubId: string, permission: Permission): Promise<PermittedAccess> {
  // The overrides need only the session, so they are read alongside the memberships.
  const auth = requireAuth(request);
  requireUuid(clubId, 'club id');
  const [access, overrides] = await Promise.all([
    loadClubAccess(request, clubId),
    auth.isSuperAdmin ? { roles: {}, user: {} } : loadOverrides(request.server.db, clubId, auth.userId),
  ]);
  const permitted: PermittedAccess = { ...access, overrides };
  if (access.isSuperAdmin) {
    await requireClubExists(request, clubId);
    return permitted;
  }
  if (access.roles.length === 0) throw forbidden(messages.noAccess, 'not_a_member');
  if (!holds(access.roles, permission, permitted.overrides)) throw forbidden(deniedMessage(permission), 'permission_denied');
  return permitted;
}

export type UserAccessKind = 'self' | 'guardian' | 'admin' | 'club';

export interface UserAccess {
  kind: UserAccessKind;
  callerId: string;
  targetId: string;
  /** Clubs of the target where the caller holds the permission (all of them for an admin). */
  clubIds: string[];
}

/**
 * Clubs that hold the user (CLUB_HOLDS_USER: accepted memberships, enabled or not, and the
 * invitations of accounts the club made). A club that merely invited someone else's account
 * holds nothing of theirs.
 */
export async function clubsOfUser(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ club_id: string }>(`SELECT DISTINCT m.club_id FROM memberships m WHERE m.user_id = $1 AND ${CLUB_HOLDS_USER}`, [userId]);
  return rows.map((r) => r.club_id);
}

/**
 * Access to one user's records: the user themself, their parent, a super admin, or a member
 * holding `permission` in a club the user belongs to. Anyone else: 403 (the same answer for
 * an unknown id, so ids cannot be probed). A super admin may know any id: 404 for an unknown one.
 */
export async function requireUserPermission(request: FastifyRequest, targetId: string, permission: Permission): Promise<UserAccess> {
  const auth = requireAuth(request);
  requireUuid(targetId, 'user id');
  const db = request.server.db;
  const targetClubs = await clubsOfUser(db, targetId);
  if (auth.isSuperAdmin) {
    if (!(await db.maybeOne('SELECT 1 FROM users WHERE id = $1', [targetId]))) throw notFound('User not found', 'user_not_found');
    return { kind: 'admin', callerId: auth.userId, targetId, clubIds: targetClubs };
  }
  if (auth.userId === targetId) return { kind: 'self', callerId: auth.userId, targetId, clubIds: [] };
  const guardian = await db.maybeOne('SELECT 1 FROM guardians WHERE parent_id = $1 AND child_id = $2', [auth.userId, targetId]);
  if (guardian) return { kind: 'guardian', callerId: auth.userId, targetId, clubIds: [] };
  const clubIds: string[] = [];
  let member = false;
  for (const clubId of targetClubs) {
    const rows = await db.query<{ role: RoleName }>('SELECT DISTINCT role FROM memberships WHERE user_id = $1 AND club_id = $2 AND active', [auth.userId, clubId]);
    if (rows.length === 0) continue;
    member = true;
    if (holds(rows.map((r) => r.role), permission, await loadOverrides(db, clubId, auth.userId))) clubIds.push(clubId);
  }
  if (clubIds.length === 0) throw forbidden(member ? deniedMessage(permission) : messages.noAccess, member ? 'permission_denied' : 'not_a_member');
  return { kind: 'club', callerId: auth.userId, targetId, clubIds };
}

/**
 * Route kind 'clubAdmin' (creating a club): a super admin, or a club admin of any active club
 * (an active club_admin membership there). Anyone else: 403 'This section is only available to
 * administrators', the spec's message for admin-only sections.
 */
export async function requireClubAdminAnywhere(request: FastifyRequest): Promise<void> {
  const auth = requireAuth(request);
  if (auth.isSuperAdmin) return;
  const admin = await request.server.db.maybeOne(
    `SELECT 1 FROM memberships m JOIN clubs c ON c.id = m.club_id AND c.active WHERE m.user_id = $1 AND m.role = 'club_admin' AND m.active LIMIT 1`,
    [auth.userId],
  );
  if (!admin) throw forbidden(messages.adminOnly, 'admin_only');
}
