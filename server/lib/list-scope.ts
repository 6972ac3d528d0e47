// Which of a club's teams a caller may list fixtures and training for. Shared by the fixture and
// training lists so both answer the same question the same way:
//   - a super admin or a club admin: every team of the club, always (issue 19: behind an opt-in
//     isAdmin=true the admin's dashboard and lists were empty; isAdmin is still accepted, and
//     changes nothing, for apps that send it);
//   - otherwise the caller's own teams: those they coach or assist, play in, or where their
//     children play (a parent acts for their children).
// playerId narrows the list to that player's teams. It must be the caller, one of their
// children, or a player the caller is staff for (any player for a club admin); else 403.
// A teamId outside the visible teams is a 403 too, rather than a silently empty list.
import type { Queryable } from '../db/db';
import type { ClubAccess } from './access';
import { forbidden } from './http-error';

export interface ListScopeQuery {
  /** calls.md's admin-view flag: accepted, changes nothing (see the top). */
  isAdmin?: boolean;
  teamId?: string;
  playerId?: string;
}

const STAFF_ROLES = new Set(['coach', 'assistant_coach']);

async function playerTeams(db: Queryable, clubId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.query<{ team_id: string }>(
    `SELECT DISTINCT team_id FROM memberships
     WHERE club_id = $1 AND user_id = ANY($2::uuid[]) AND role = 'player' AND active AND team_id IS NOT NULL`,
    [clubId, userIds],
  );
  return rows.map((r) => r.team_id);
}

export async function resolveListTeams(db: Queryable, access: ClubAccess, q: ListScopeQuery): Promise<string[]> {
  const isClubAdmin = access.isSuperAdmin || access.roles.includes('club_admin');
  const staffTeams = access.teams.filter((t) => STAFF_ROLES.has(t.role)).map((t) => t.teamId);

  let visible: string[];
  if (isClubAdmin) {
    visible = (await db.query<{ id: string }>('SELECT id FROM teams WHERE club_id = $1', [access.clubId])).map((r) => r.id);
  } else {
    const ownPlayerTeams = access.teams.filter((t) => t.role === 'player').map((t) => t.teamId);
    visible = [...new Set([...staffTeams, ...ownPlayerTeams, ...(await playerTeams(db, access.clubId, access.childIds))])];
  }

  if (q.playerId) {
    const teamsOfPlayer = await playerTeams(db, access.clubId, [q.playerId]);
    const allowed =
      teamsOfPlayer.length > 0 &&
      (q.playerId === access.userId || access.childIds.includes(q.playerId) || isClubAdmin || teamsOfPlayer.some((t) => staffTeams.includes(t)));
    if (!allowed) throw forbidden('You do not have access to this screen');
    visible = visible.filter((t) => teamsOfPlayer.includes(t));
  }

  if (q.teamId) {
    if (!visible.includes(q.teamId)) throw forbidden('You do not have access to this screen');
    visible = [q.teamId];
  }
  return visible;
}
