// Who sees which overview (issue 24): the super admin everything; a club admin their club; a
// coach or assistant the teams they coach; a player and their parent only the player's own
// overview; never another club. The route's declared permission (src/domain/permissions.ts)
// has already let the caller in; these narrow it to the team or player the path names.
import type { FastifyRequest } from 'fastify';
import { analyticsMessages as m } from '../../../src/domain/analytics/messages';
import { deniedMessage } from '../../../src/domain/permissions';
import type { PermittedAccess, UserAccess } from '../../lib/permissions';
import { forbidden, notFound } from '../../lib/http-error';
import { requireUuid } from '../../lib/access';

/** The team of the club, or 404 (a team id of another club is not this club's team). */
export async function requireClubTeam(request: FastifyRequest, clubId: string, teamId: string): Promise<{ name: string }> {
  requireUuid(teamId, 'team id');
  const team = await request.server.db.maybeOne<{ name: string }>('SELECT name FROM teams WHERE id = $1 AND club_id = $2', [teamId, clubId]);
  if (!team) throw notFound(m.teamNotFound, 'team_not_found');
  return team;
}

/** A coach or assistant of another team of the club: 403 (club admins and the super admin pass). */
export function requireTeamStaff(access: PermittedAccess, teamId: string): void {
  if (access.isSuperAdmin || access.roles.includes('club_admin')) return;
  if (!access.teams.some((t) => t.teamId === teamId && (t.role === 'coach' || t.role === 'assistant_coach'))) throw forbidden(m.notYourTeam, 'not_your_team');
}

/**
 * A player's overview in a team: the player themself or their parent (their own team), the
 * super admin, and staff holding analytics.team in the team's club narrowed to its club admins
 * and the team's coaches. Answers the team's club, for the query's scope.
 */
export async function requirePlayerOverview(request: FastifyRequest, access: UserAccess, teamId: string): Promise<{ clubId: string; teamName: string }> {
  requireUuid(teamId, 'team id');
  const db = request.server.db;
  const team = await db.maybeOne<{ club_id: string; name: string }>('SELECT club_id, name FROM teams WHERE id = $1', [teamId]);
  // Staff of other clubs must not learn whether a team exists: the same 403 as for a real one.
  if (!team) {
    if (access.kind === 'admin') throw notFound(m.teamNotFound, 'team_not_found');
    throw forbidden(deniedMessage('analytics.team'), 'not_your_player');
  }
  if (access.kind === 'club') {
    if (!access.clubIds.includes(team.club_id)) throw forbidden(deniedMessage('analytics.team'), 'not_your_player');
    const staff = await db.maybeOne(
      `SELECT 1 FROM memberships c JOIN clubs k ON k.id = c.club_id AND k.active
       WHERE c.user_id = $1 AND c.club_id = $2 AND c.active
         AND (c.role = 'club_admin' OR (c.role IN ('coach', 'assistant_coach') AND c.team_id = $3)) LIMIT 1`,
      [access.callerId, team.club_id, teamId],
    );
    if (!staff) throw forbidden(m.notYourTeam, 'not_your_team');
  }
  const member = await db.maybeOne(`SELECT 1 FROM memberships WHERE user_id = $1 AND team_id = $2 AND role = 'player' AND status = 'accepted' LIMIT 1`, [access.targetId, teamId]);
  if (!member) {
    if (access.kind === 'self' || access.kind === 'guardian') throw forbidden(m.playerNotInTeam, 'not_in_team');
    throw notFound(m.playerNotInTeam, 'not_in_team');
  }
  return { clubId: team.club_id, teamName: team.name };
}
