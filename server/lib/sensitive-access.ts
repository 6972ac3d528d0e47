// Least privilege for medical and emergency details (issue 18). The route declares
// { user: 'members.sensitive' }, so the permission layer has already let through the person
// themself, their parent, a super admin, and holders of members.sensitive in a club the person
// belongs to. Holding the permission is not enough on its own: within those clubs
//   - a club admin sees anyone's details;
//   - the club's safeguarding lead sees every player's;
//   - anyone else holding it (coaches and assistants by default) sees the players of the teams
//     they coach.
// An adult who is not a player (a coach, a parent) is seen by themselves and club admins only.
import type { FastifyRequest } from 'fastify';
import { deniedMessage } from '../../src/domain/permissions';
import { forbidden } from './http-error';
import type { UserAccess } from './permissions';

export async function requireSensitiveAccess(request: FastifyRequest, access: UserAccess): Promise<void> {
  if (access.kind !== 'club') return;
  const allowed = await request.server.db.maybeOne(
    `SELECT 1 FROM memberships c
     WHERE c.user_id = $1 AND c.club_id = ANY($3::uuid[]) AND c.active AND (
       c.role = 'club_admin'
       OR (c.safeguarding_lead AND EXISTS (SELECT 1 FROM memberships p WHERE p.user_id = $2 AND p.club_id = c.club_id AND p.role = 'player' AND p.status = 'accepted'))
       OR (c.role IN ('coach', 'assistant_coach') AND EXISTS (
             SELECT 1 FROM memberships p WHERE p.user_id = $2 AND p.club_id = c.club_id AND p.team_id = c.team_id AND p.role = 'player' AND p.status = 'accepted'))
     ) LIMIT 1`,
    [access.callerId, access.targetId, access.clubIds],
  );
  if (!allowed) throw forbidden(deniedMessage('members.sensitive'), 'permission_denied');
}
