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
import { isActivePlayer, isPlayersStaff } from '../../lib/player-access';

export async function requireSeeBiometrics(request: FastifyRequest, playerId: string): Promise<UserAccess> {
  const access = await requireUserPermission(request, playerId, 'members.view');
  if (access.kind !== 'club') return access;
  if (!(await isPlayersStaff(request, access, { clubAdmins: true }))) throw forbidden(deniedMessage('members.view'), 'not_your_player');
  return access;
}

export async function requireWriteBiometrics(request: FastifyRequest, playerId: string): Promise<UserAccess> {
  const access = await requireUserPermission(request, playerId, 'members.view');
  if (access.kind === 'club' && !(await isPlayersStaff(request, access, { clubAdmins: false }))) throw forbidden(m.notYours, 'not_your_player');
  // Measurements belong to a player of a club.
  if (!(await isActivePlayer(request, access.targetId))) throw forbidden(m.notYours, 'not_a_player');
  return access;
}
