// User area: bulk create, duplicate check, bulk invite resend, device token, close account
// (shapes in src/domain/club/user-bulk-schema.ts). Club-scoped calls name the club in the body
// and are checked there with requirePermission (403 'You do not have access to this screen' for
// another club), after the body is valid.
import type { FastifyPluginAsync } from 'fastify';
import { INVITE_ERROR } from '../../../src/domain/club/invite-schema';
import { bulkResendSchema, bulkUsersSchema, duplicateSchema, PUSH_TOKENS_KEPT, pushTokenSchema, type BulkResendAnswer, type BulkUsersAnswer, type DuplicateAnswer } from '../../../src/domain/club/user-bulk-schema';
import { messages } from '../../../src/domain/permissions';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { accessHolds, requirePermission } from '../../lib/permissions';
import { idempotentWrite } from '../../plugins/idempotency';
import { mailAfterCommit } from '../club/badge';
import { insertInvite, markSent } from '../club/invite-repository';
import { sendInviteMail } from '../club/invite-mail';
import { assertPlayerCapacity } from '../club/player-limit';
import type { PendingMail } from '../club/team-repository';
import { CLUB_HOLDS_USER, STAFF_ROLES, insertInvitedMembership, insertNamedUser } from '../../lib/membership';

type P = { Params: { id: string } };

const bulkRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.post('/bulk', { config: { permission: 'self', failure: INVITE_ERROR } }, async (request, reply): Promise<BulkUsersAnswer> => {
    const body = parseInput(bulkUsersSchema, request.body, messages.switchClub);
    const access = await requirePermission(request, body.clubId, 'invites.send');
    if (body.users.some((u) => STAFF_ROLES.has(u.role)) && !accessHolds(access, 'members.manage')) throw forbidden(messages.noPermission, 'forbidden');
    const emails = body.users.map((u) => u.email);
    const dup = emails.findIndex((e, i) => emails.indexOf(e) !== i);
    if (dup >= 0) throw badRequest(`${emails[dup]} is listed twice`, 'duplicate_email', { [`users.${dup}.email`]: `${emails[dup]} is listed twice` });
    const teamIds = [...new Set(body.users.map((u) => u.teamId).filter((t): t is string => Boolean(t)))];
    if (teamIds.length) {
      const found = await app.db.query<{ id: string }>('SELECT id FROM teams WHERE club_id = $1 AND id = ANY($2::uuid[])', [body.clubId, teamIds]);
      if (found.length !== teamIds.length) throw badRequest('Please choose a team of this club', 'unknown_team');
    }
    const mails: PendingMail[] = [];
    const result = await idempotentWrite(request, reply, async (tx): Promise<BulkUsersAnswer> => {
      const taken = await tx.query<{ email: string }>('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])', [emails]);
      if (taken.length) {
        const i = emails.indexOf(taken[0]!.email);
        throw badRequest(`The email ${taken[0]!.email} is already registered`, 'email_registered', { [`users.${i}.email`]: 'Already registered' });
      }
      await assertPlayerCapacity(tx, body.clubId, body.users.filter((u) => u.role === 'player').length);
      const created: BulkUsersAnswer['created'] = [];
      for (const u of body.users) {
        const userId = await insertNamedUser(tx, body.clubId, { email: u.email, firstName: u.firstName, lastName: u.lastName });
        await insertInvitedMembership(tx, userId, body.clubId, u.teamId ?? null, u.role);
        const invite = await insertInvite(tx, {
          clubId: body.clubId, teamId: u.teamId ?? null, role: u.role, email: u.email, countryCode: null, telephone: null, firstName: u.firstName, lastName: u.lastName, userId, childId: null, invitedBy: access.userId,
        });
        mails.push({ to: u.email, clubName: invite.club_name, code: invite.code, guid: invite.guid, role: u.role });
        created.push({ userId, email: u.email, role: u.role, teamId: u.teamId ?? null, inviteCode: invite.code });
      }
      return { created };
    }, 201);
    await mailAfterCommit(app, reply, mails);
    return result;
  });

  app.put('/duplicate', { config: { permission: 'self' } }, async (request): Promise<DuplicateAnswer> => {
    const body = parseInput(duplicateSchema, request.body, messages.switchClub);
    // Only those who invite may ask: it tells whether an email has an account.
    await requirePermission(request, body.clubId, 'invites.send');
    const user = await app.db.maybeOne<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [body.email]);
    const member = user ? await app.db.maybeOne(`SELECT 1 FROM memberships m WHERE m.user_id = $1 AND m.club_id = $2 AND ${CLUB_HOLDS_USER} LIMIT 1`, [user.id, body.clubId]) : undefined;
    return { email: body.email, duplicate: Boolean(user), memberOfClub: Boolean(member) };
  });

  app.post<P>('/:id/invite/send/bulk', { config: { permission: { user: 'invites.send' }, failure: INVITE_ERROR } }, async (request): Promise<BulkResendAnswer> => {
    const body = parseInput(bulkResendSchema, request.body, messages.switchClub);
    await requirePermission(request, body.clubId, 'invites.send');
    const ids = [...new Set([request.params.id, ...body.userIds])];
    const invites = await app.db.query<{ id: string; user_id: string; guid: string; code: string; role: string; email: string; club_name: string }>(
      `SELECT DISTINCT ON (i.user_id) i.id, i.user_id, i.guid, i.code, i.role, i.email, c.name AS club_name
       FROM invites i JOIN clubs c ON c.id = i.club_id
       WHERE i.club_id = $1 AND i.user_id = ANY($2::uuid[]) AND i.status = 'sent' AND (i.expires_at IS NULL OR i.expires_at > now()) AND i.email IS NOT NULL
       ORDER BY i.user_id, i.created_at DESC`,
      [body.clubId, ids],
    );
    for (const i of invites) await sendInviteMail(request, { to: i.email, clubName: i.club_name, code: i.code, guid: i.guid, role: i.role });
    await markSent(app.db, invites.map((i) => i.id));
    const sentTo = new Set(invites.map((i) => i.user_id));
    return { sent: invites.length, skipped: ids.filter((id) => !sentTo.has(id)) };
  });

  app.put<P>('/:id/token', { config: { permission: { user: 'members.manage' } } }, async (request, reply) => {
    // A device token is the user's own: nobody registers devices for someone else.
    if (request.userAccess!.kind !== 'self') throw forbidden('You do not have access to this screen');
    const body = parseInput(pushTokenSchema, request.body, 'Please send a device token');
    const userId = request.params.id;
    return idempotentWrite(request, reply, async (tx) => {
      const row = await tx.one<{ tokens: { token: string; platform: string }[] | null }>(`SELECT preferences->'pushTokens' AS tokens FROM users WHERE id = $1`, [userId]);
      const tokens = [{ token: body.token, platform: body.platform }, ...(row.tokens ?? []).filter((t) => t.token !== body.token)].slice(0, PUSH_TOKENS_KEPT);
      await tx.query(`UPDATE users SET preferences = jsonb_set(preferences, '{pushTokens}', $2::jsonb), updated_at = now() WHERE id = $1`, [userId, JSON.stringify(tokens)]);
      return { userId, devices: tokens.length };
    });
  });

  app.delete<P>('/:id', { config: { permission: { user: 'members.manage' } } }, async (request, reply) => {
    const who = request.userAccess!;
    // Closing an account ends it in every club: the user or a super admin only. Club staff
    // remove members from their club instead (DELETE club/{clubId}/users/remove).
    if (who.kind !== 'self' && who.kind !== 'admin') throw forbidden('You do not have access to this screen');
    const userId = request.params.id;
    if (!(await app.db.maybeOne('SELECT 1 FROM users WHERE id = $1', [userId]))) throw notFound('User not found', 'user_not_found');
    const answer = await idempotentWrite(request, reply, async (tx) => {
      await tx.query('UPDATE users SET active = false, updated_at = now() WHERE id = $1', [userId]);
      await tx.query('UPDATE memberships SET active = false WHERE user_id = $1', [userId]);
      await tx.query('UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
      return { userId, active: false };
    });
    await app.closeStreams({ userId });
    return answer;
  });
};

export default bulkRoutes;
