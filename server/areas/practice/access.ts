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

function accessOf(request: FastifyRequest): UserAccess {
  const a = request.userAccess;
  // The permission layer sets it for every { user } route; its absence is a wiring mistake.
  if (!a) throw new Error('practice routes need a { user } permission');
  return a;
}

export async function requireSeePractice(request: FastifyRequest): Promise<UserAccess> {
  const access = accessOf(request);
  if (access.kind !== 'club') return access;
  const allowed = await request.server.db.maybeOne(
    `SELECT 1 FROM memberships c JOIN clubs k ON k.id = c.club_id AND k.active
     WHERE c.user_id = $1 AND c.club_id = ANY($3::uuid[]) AND c.active AND (
       c.role = 'club_admin'
       OR (c.role IN ('coach', 'assistant_coach') AND EXISTS (
             SELECT 1 FROM memberships p WHERE p.user_id = $2 AND p.club_id = c.club_id AND p.team_id = c.team_id AND p.role = 'player' AND p.status = 'accepted'))
     ) LIMIT 1`,
    [access.callerId, access.targetId, access.clubIds],
  );
  if (!allowed) throw forbidden(deniedMessage('members.view'), 'not_your_player');
  return access;
}

export async function requireWritePractice(request: FastifyRequest): Promise<UserAccess> {
  const access = accessOf(request);
  if (access.kind !== 'self' && access.kind !== 'guardian') throw forbidden(m.notYours, 'not_your_practice');
  // The diary belongs to a player of a club: an active, accepted player membership in an active club.
  const player = await request.server.db.maybeOne(
    `SELECT 1 FROM memberships p JOIN clubs k ON k.id = p.club_id AND k.active WHERE p.user_id = $1 AND p.role = 'player' AND p.active LIMIT 1`,
    [access.targetId],
  );
  if (!player) throw forbidden(m.notYours, 'not_a_player');
  return access;
}
