// Who may see and add a player's measurements. The routes are { permission: 'self' } because the
// player is named in the query (GET) or the body (POST), not the path (calls.md Biometric); the
// check is made here once the input is read: requireUserPermission (the player, their parent, a
// super admin, or staff holding members.view in one of the player's clubs, never another club),
// then staff narrowed to club admins and the coaches / assistants of the player's teams, with
// active memberships of active clubs. Writes: the player, their parent, and those coaches — not
// club admins who do not coach the player.
import type { FastifyRequest } from 'fastify';
import { deniedMessage } from '../../../src/domain/permissions';
import { biometricMessages as m } from '../../../src/domain/biometrics/messages';
import { forbidden } from '../../lib/http-error';
import { requireUserPermission, type UserAccess } from '../../lib/permissions';

const COACHES_PLAYER = `c.role IN ('coach', 'assistant_coach') AND EXISTS (
  SELECT 1 FROM memberships p WHERE p.user_id = $2 AND p.club_id = c.club_id AND p.team_id = c.team_id AND p.role = 'player' AND p.status = 'accepted')`;

async function staffMay(request: FastifyRequest, access: UserAccess, roles: string): Promise<boolean> {
  const row = await request.server.db.maybeOne(
    `SELECT 1 FROM memberships c JOIN clubs k ON k.id = c.club_id AND k.active
     WHERE c.user_id = $1 AND c.club_id = ANY($3::uuid[]) AND c.active AND (${roles}) LIMIT 1`,
    [access.callerId, access.targetId, access.clubIds],
  );
  return Boolean(row);
}

export async function requireSeeBiometrics(request: FastifyRequest, playerId: string): Promise<UserAccess> {
  const access = await requireUserPermission(request, playerId, 'members.view');
  if (access.kind !== 'club') return access;
  if (!(await staffMay(request, access, `c.role = 'club_admin' OR (${COACHES_PLAYER})`))) throw forbidden(deniedMessage('members.view'), 'not_your_player');
  return access;
}

export async function requireWriteBiometrics(request: FastifyRequest, playerId: string): Promise<UserAccess> {
  const access = await requireUserPermission(request, playerId, 'members.view');
  if (access.kind === 'club' && !(await staffMay(request, access, COACHES_PLAYER))) throw forbidden(m.notYours, 'not_your_player');
  // Measurements belong to a player of a club: an active player membership in an active club.
  const player = await request.server.db.maybeOne(
    `SELECT 1 FROM memberships p JOIN clubs k ON k.id = p.club_id AND k.active WHERE p.user_id = $1 AND p.role = 'player' AND p.active LIMIT 1`,
    [access.targetId],
  );
  if (!player) throw forbidden(m.notYours, 'not_a_player');
  return access;
}
