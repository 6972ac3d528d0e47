// GET auth/password?id=: the password lookup (answer shape PasswordStatus in
// src/domain/auth/types.ts).
//   id = an open invite's guid (no sign-in needed): 'none' when no account has the invite's
//        email (register with invite.code) or 'set' when one does (sign in, then confirm).
//   signed in, id empty or the caller's own id: 'temporary' when the password was set by
//        someone else and must be replaced now (POST auth/password), else 'set'.
// Any other id: 400 'Please enter a valid invite code'. No id and no session: 401.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { authMessages } from '../../../src/domain/auth/messages';
import type { PasswordStatus } from '../../../src/domain/auth/types';
import { roleIdByName } from '../../../src/domain/roles';
import { badRequest } from '../../lib/http-error';
import { requireAuth } from '../../plugins/auth';
import { emailTaken, findOpenInviteByGuid, findUserById } from './repository';

const Query = v.object({ id: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))) });
const isUuid = (s: string) => v.is(v.pipe(v.string(), v.uuid()), s);

export default function passwordStatus(app: FastifyInstance) {
  app.get('/password', { config: { permission: 'public' } }, async (request): Promise<PasswordStatus> => {
    const parsed = v.safeParse(Query, request.query);
    if (!parsed.success) throw badRequest(authMessages.inviteCode, 'invalid_invite');
    const id = parsed.output.id?.toLowerCase() || null;

    if (!id || id === request.auth?.userId) {
      const auth = requireAuth(request);
      const user = await findUserById(app.db, auth.userId);
      if (!user) throw badRequest(authMessages.inviteCode, 'invalid_invite');
      return { status: user.must_change_password ? 'temporary' : user.password_hash ? 'set' : 'none', email: user.email, invite: null };
    }

    const invite = isUuid(id) ? await findOpenInviteByGuid(app.db, id) : undefined;
    if (!invite) throw badRequest(authMessages.inviteCode, 'invalid_invite');
    const hasAccount = invite.email ? await emailTaken(app.db, invite.email) : false;
    return {
      status: hasAccount ? 'set' : 'none',
      email: invite.email,
      invite: {
        code: invite.code,
        clubId: invite.club_id,
        clubName: invite.club_name,
        teamId: invite.team_id,
        teamName: invite.team_name,
        role: invite.role,
        roleId: roleIdByName[invite.role],
      },
    };
  });
}
