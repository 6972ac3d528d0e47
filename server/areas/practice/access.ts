// Who may see and change a player's practice diary. The route's permission
// ({ user: 'members.view' }) has already let through the player, their parent, a super admin and
// staff holding members.view in a club the player belongs to. Staff are narrowed further here:
// a club admin of one of the player's clubs, or a coach / assistant of one of the player's
// teams, with an active (so accepted) membership — never another club's staff.
// Writes are the player's own: the player or their parent only.
import type { FastifyRequest } from 'fastify';
import { deniedMessage } from '../../../src/domain/permissions';
import { practiceMessages as m } from '../../../src/domain/practice/messages';
import { forbidden } from '../../lib/http-error';
import type { UserAccess } from '../../lib/permissions';
import { isActivePlayer, isPlayersStaff } from '../../lib/player-access';

function accessOf(request: FastifyRequest): UserAccess {
  const a = request.userAccess;
  // The permission layer sets it for every { user } route; its absence is a wiring mistake.
  if (!a) throw new Error('practice routes need a { user } permission');
  return a;
}

export async function requireSeePractice(request: FastifyRequest): Promise<UserAccess> {
  const access = accessOf(request);
  if (access.kind !== 'club') return access;
  if (!(await isPlayersStaff(request, access, { clubAdmins: true }))) throw forbidden(deniedMessage('members.view'), 'not_your_player');
  return access;
}

export async function requireWritePractice(request: FastifyRequest): Promise<UserAccess> {
  const access = accessOf(request);
  if (access.kind !== 'self' && access.kind !== 'guardian') throw forbidden(m.notYours, 'not_your_practice');
  // The diary belongs to a player of a club.
  if (!(await isActivePlayer(request, access.targetId))) throw forbidden(m.notYours, 'not_a_player');
  return access;
}
