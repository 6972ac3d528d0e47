// Creating an invite: checks (team of this club, who may invite staff, player limit), the
// rows in one transaction, then the email after the commit (a mail failure never leaves half
// an invite; the invite can be resent).
import type { FastifyRequest } from 'fastify';
import type { InviteAnswer, InviteMember } from '../../../src/domain/club/invite-schema';
import { messages } from '../../../src/domain/permissions';
import { badRequest, forbidden, HttpError } from '../../lib/http-error';
import { accessHolds, type PermittedAccess } from '../../lib/permissions';
import { playerCapacity } from './member-repository';
import { insertInvite, teamInClub, toInviteAnswer } from './invite-repository';
import { sendInviteMail } from './invite-mail';
import { STAFF_ROLES, insertInvitedMembership, insertNamedUser } from '../../lib/membership';


export async function inviteMember(request: FastifyRequest, access: PermittedAccess, input: InviteMember, createUser: boolean): Promise<InviteAnswer> {
  const app = request.server;
  const clubId = access.clubId;
  // Inviting staff hands out their powers: only those who manage members may.
  if (STAFF_ROLES.has(input.role) && !accessHolds(access, 'members.manage')) throw forbidden(messages.noPermission, 'permission_denied');
  if (input.teamId && !(await teamInClub(app.db, clubId, input.teamId))) throw badRequest('Please choose a team of this club', 'unknown_team', { teamId: 'Please choose a team of this club' });
  if (createUser && (!input.firstName || !input.lastName)) throw badRequest('Please ensure all fields are complete', 'validation', { firstName: 'Please ensure all fields are complete' });

  const row = await app.db.transaction(async (tx) => {
    if (input.role === 'player') {
      const { players, limit } = await playerCapacity(tx, clubId);
      const pending = await tx.one<{ n: number }>(`SELECT count(*)::int AS n FROM invites WHERE club_id = $1 AND role = 'player' AND status = 'sent' AND child_id IS NULL`, [clubId]);
      if (limit !== null && players + pending.n >= limit) throw new HttpError(409, 'player_limit_reached', messages.playerLimit);
    }
    let userId: string | null = null;
    if (createUser) {
      if (input.email && (await tx.maybeOne('SELECT 1 FROM users WHERE lower(email) = $1', [input.email]))) {
        throw badRequest('This email address is already registered. Send an invite without creating the user instead', 'email_registered', { email: 'Already registered' });
      }
      userId = await insertNamedUser(tx, clubId, { email: input.email ?? null, firstName: input.firstName!, lastName: input.lastName!, countryCode: input.countryCode ?? null, telephone: input.mobile ?? null });
      // Not a member until they accept: they show as invited.
      await insertInvitedMembership(tx, userId, clubId, input.teamId ?? null, input.role);
    }
    return insertInvite(tx, {
      clubId,
      teamId: input.teamId ?? null,
      role: input.role,
      email: input.email ?? null,
      countryCode: input.countryCode ?? null,
      telephone: input.mobile ?? null,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      userId,
      childId: null,
      invitedBy: access.userId,
    });
  });
  if (row.email) await sendInviteMail(request, { to: row.email, clubName: row.club_name, code: row.code, guid: row.guid, role: row.role });
  return toInviteAnswer(row);
}
