// Club-scoped authorization. Every club route calls requireClubRole before touching data, so a
// user never reaches another club's rows. Super admins pass every check.
import type { FastifyRequest } from 'fastify';
import type { RoleName } from '../../src/domain/roles';
import { requireAuth } from '../plugins/auth';
import { badRequest, forbidden, notFound } from './http-error';

export interface ClubAccess {
  userId: string;
  clubId: string;
  isSuperAdmin: boolean;
  /** Roles held in this club (any team). */
  roles: RoleName[];
  /** Teams the caller belongs to in this club, with the role held there. */
  teams: { teamId: string; role: RoleName }[];
  /** Children (for parents) in this club. */
  childIds: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID.test(s);

export function requireUuid(value: unknown, what = 'id'): string {
  if (!isUuid(value)) throw badRequest(`Invalid ${what}`, 'invalid_id');
  return value;
}

export async function loadClubAccess(request: FastifyRequest, clubId: string): Promise<ClubAccess> {
  const auth = requireAuth(request);
  requireUuid(clubId, 'club id');
  // Both reads at once: every club request waits for them.
  const [rows, children] = await Promise.all([
    request.server.db.query<{ role: RoleName; team_id: string | null }>(
      // A retired club (clubs.active = false) gives its members no access; super admins still pass.
      `SELECT m.role, m.team_id FROM memberships m JOIN clubs c ON c.id = m.club_id AND c.active
       WHERE m.user_id = $1 AND m.club_id = $2 AND m.active`,
      [auth.userId, clubId],
    ),
    request.server.db.query<{ child_id: string }>(
      `SELECT g.child_id FROM guardians g JOIN memberships m ON m.user_id = g.child_id AND m.club_id = $2 AND m.active
       WHERE g.parent_id = $1 GROUP BY g.child_id`,
      [auth.userId, clubId],
    ),
  ]);
  return {
    userId: auth.userId,
    clubId,
    isSuperAdmin: auth.isSuperAdmin,
    roles: [...new Set(rows.map((r) => r.role))],
    teams: rows.filter((r) => r.team_id).map((r) => ({ teamId: r.team_id!, role: r.role })),
    childIds: children.map((c) => c.child_id),
  };
}

/**
 * A super admin passes every club check, so for them an unknown club id would reach the route
 * and fail there (a foreign key, a 500) or, worse, be answered as if it existed: 404 instead.
 * Other callers get the non-member 403 for an unknown club, so ids cannot be probed.
 */
export async function requireClubExists(request: FastifyRequest, clubId: string): Promise<void> {
  if (!(await request.server.db.maybeOne('SELECT 1 FROM clubs WHERE id = $1', [clubId]))) throw notFound('Club not found', 'club_not_found');
}

/**
 * Loads the caller's access to a club and checks it holds one of `allowed` ('any' = any
 * membership). Answers 401 without a session and 403 for a non-member or a wrong role.
 */
export async function requireClubRole(request: FastifyRequest, clubId: string, allowed: RoleName[] | 'any'): Promise<ClubAccess> {
  // The route's permission check (plugins/permissions.ts) has usually loaded this request's
  // access to this club already: no need to read it again.
  const cached = request.clubAccess?.clubId === clubId;
  const access = cached ? request.clubAccess! : await loadClubAccess(request, clubId);
  if (access.isSuperAdmin) {
    // The permission check already looked the club up (server/lib/permissions.ts).
    if (!cached) await requireClubExists(request, clubId);
    return access;
  }
  if (access.roles.length === 0) throw forbidden('You do not have access to this screen');
  if (allowed !== 'any' && !access.roles.some((r) => allowed.includes(r))) {
    throw forbidden('You do not have the correct permissions to access this screen');
  }
  return access;
}

/** Staff of a team: club admins of the club, or a coach / assistant coach of that team. */
export function isTeamStaff(access: ClubAccess, teamId: string): boolean {
  if (access.isSuperAdmin || access.roles.includes('club_admin')) return true;
  return access.teams.some((t) => t.teamId === teamId && (t.role === 'coach' || t.role === 'assistant_coach'));
}
