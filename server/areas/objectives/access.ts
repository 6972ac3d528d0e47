// Who may see and set a player's objectives (issue 21 item 7). The routes are { permission:
// 'self' } because the player is named in the query or the body (calls.md User objective), not
// the path; the check is made here once the input is read. requireUserPermission lets through the
// player, their parent, a super admin and staff holding members.view in one of the player's clubs
// (never another club); staff are then narrowed to club admins and the coaches / assistants of
// the player's teams, with active memberships of active clubs. The same people read and write;
// only staff (and super admins) may mark an objective met.
import type { FastifyRequest } from 'fastify';
import { objectiveMessages as m } from '../../../src/domain/objectives/messages';
import { forbidden } from '../../lib/http-error';
import { requireUserPermission, type UserAccess } from '../../lib/permissions';
import { isActivePlayer, isPlayersStaff } from '../../lib/player-access';

export interface ObjectiveAccess extends UserAccess {
  /** A coach or club admin of the player (or a super admin): may mark objectives met. */
  staff: boolean;
}

export async function requireObjectiveAccess(request: FastifyRequest, playerId: string): Promise<ObjectiveAccess> {
  const access = await requireUserPermission(request, playerId, 'members.view');
  if (access.kind !== 'club') return { ...access, staff: access.kind === 'admin' };
  if (!(await isPlayersStaff(request, access, { clubAdmins: true }))) throw forbidden(m.notInClub, 'not_your_player');
  return { ...access, staff: true };
}

/** As requireObjectiveAccess, for a write: the player must hold an active player membership in an active club. */
export async function requireSetObjectives(request: FastifyRequest, playerId: string): Promise<ObjectiveAccess> {
  const access = await requireObjectiveAccess(request, playerId);
  if (!(await isActivePlayer(request, access.targetId))) throw forbidden(m.notYours, 'not_a_player');
  return access;
}
