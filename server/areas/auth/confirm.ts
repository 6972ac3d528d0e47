// POST auth/confirm { data }: `data` is an invite guid (from the invite email's link). A
// signed-in user confirms it to join the invite's club and team with the account they already
// have (register is for new accounts). The invite must be open; when it names an email, it
// must be the caller's; a player invite for a child's account only fits that child. Any
// failure: 400 'There has been an error activating your account'. Answer: SessionAnswer.
import type { FastifyInstance } from 'fastify';
import { confirmSchema } from '../../../src/domain/auth/confirm-schema';
import { authMessages } from '../../../src/domain/auth/messages';
import { badRequest } from '../../lib/http-error';
import { requireAuth } from '../../plugins/auth';
import { parseInput } from './parse';
import { acceptMembership } from '../../lib/membership';
import { findOpenInviteByGuid, findUserById, linkGuardian, markInviteAccepted } from './repository';
import { buildSessionAnswer } from './session-answer';

const failed = () => badRequest(authMessages.activationFailed, 'activation_failed');

export default function confirm(app: FastifyInstance) {
  app.post('/confirm', { config: { permission: 'self', badInput: { message: authMessages.activationFailed, code: 'activation_failed' }, failure: authMessages.activationFailed } }, async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(confirmSchema, request.body, 'activation_failed');
    await app.db.transaction(async (tx) => {
      const invite = await findOpenInviteByGuid(tx, input.data, true);
      const user = await findUserById(tx, auth.userId);
      if (!invite || !user) throw failed();
      if (invite.email && invite.email.toLowerCase() !== (user.email ?? '').toLowerCase()) throw failed();
      // An invitation for an account the club made fits that account only.
      if (invite.user_id && invite.user_id !== user.id) throw failed();
      if (invite.child_id && invite.role === 'player' && invite.child_id !== user.id) throw failed();
      if (invite.child_id && invite.role === 'parent') {
        if (invite.child_id === user.id) throw failed();
        await linkGuardian(tx, user.id, invite.child_id);
      }
      await acceptMembership(tx, user.id, invite.club_id, invite.team_id, invite.role);
      if (!(await markInviteAccepted(tx, invite.id, user.id))) throw failed();
    });
    return buildSessionAnswer(app.db, auth.userId, auth.token);
  });
}
