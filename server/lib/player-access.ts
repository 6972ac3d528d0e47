// Who, among a player's club staff, may reach the player's own records (practice diary,
// biometrics, objectives...). requireUserPermission (server/lib/permissions.ts) has already let
// through the player, their parent, a super admin, or staff holding the permission in one of the
// player's clubs (never another club); these narrow such staff to the club admins and the coaches
// / assistants of one of the player's teams, with active (so accepted) memberships of active clubs.
import type { FastifyRequest } from 'fastify';
import type { UserAccess } from './permissions';

const COACHES_PLAYER = `c.role IN ('coach', 'assistant_coach') AND EXISTS (
  SELECT 1 FROM memberships p WHERE p.user_id = $2 AND p.club_id = c.club_id AND p.team_id = c.team_id AND p.role = 'player' AND p.status = 'accepted')`;

/**
 * Whether the caller (a club member let through by the permission layer) is staff of this
 * player: a coach or assistant of one of the player's teams, or, with `clubAdmins`, a club admin
 * of one of the player's clubs.
 */
export async function isPlayersStaff(request: FastifyRequest, access: UserAccess, opts: { clubAdmins: boolean }): Promise<boolean> {
  const roles = opts.clubAdmins ? `c.role = 'club_admin' OR (${COACHES_PLAYER})` : COACHES_PLAYER;
  const row = await request.server.db.maybeOne(
    `SELECT 1 FROM memberships c JOIN clubs k ON k.id = c.club_id AND k.active
     WHERE c.user_id = $1 AND c.club_id = ANY($3::uuid[]) AND c.active AND (${roles}) LIMIT 1`,
    [access.callerId, access.targetId, access.clubIds],
  );
  return Boolean(row);
}

/** Whether the user holds an active player membership in an active club (records belong to a player of a club). */
export async function isActivePlayer(request: FastifyRequest, userId: string): Promise<boolean> {
  const row = await request.server.db.maybeOne(
    `SELECT 1 FROM memberships p JOIN clubs k ON k.id = p.club_id AND k.active WHERE p.user_id = $1 AND p.role = 'player' AND p.active LIMIT 1`,
    [userId],
  );
  return Boolean(row);
}
