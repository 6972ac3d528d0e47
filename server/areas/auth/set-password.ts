// POST auth/password: the signed-in user replaces a temporary password or changes theirs.
// The current password must verify: wrong -> 'There has been an issue setting your password'
// when it was temporary, else 'There has been a problem updating your password'. Wrong tries
// count on the sign-in throttle of the account and address. On success must_change_password
// is cleared and every other token of the user is revoked; this one stays signed in.
import type { FastifyInstance } from 'fastify';
import { authMessages } from '../../../src/domain/auth/messages';
import { setPasswordSchema } from '../../../src/domain/auth/set-password-schema';
import { badRequest } from '../../lib/http-error';
import { requireAuth } from '../../plugins/auth';
import { parseInput } from './parse';
import { passwords } from './passwords';
import { findUserById, setPasswordHash } from './repository';
import { buildSessionAnswer } from './session-answer';
import { accountKey, assertOpen, buckets, PAIR_RULE, recordFailure } from './throttle';
import { revokeAllTokens } from './tokens';

export default function setPassword(app: FastifyInstance) {
  app.post('/password', { config: { permission: 'self', badInput: { message: authMessages.fieldsComplete }, failure: authMessages.updateFailed } }, async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(setPasswordSchema, request.body);
    const db = app.db;
    const user = await findUserById(db, auth.userId);
    if (!user) throw badRequest(authMessages.updateFailed, 'password_update_failed');
    const pair = buckets.pair(accountKey(user.email ?? user.id), request.ip);
    await assertOpen(db, [pair]);

    if (!(await passwords.verify(user.password_hash, input.currentPassword))) {
      await recordFailure(db, pair, PAIR_RULE);
      // The spec's message, and the field named so the form can say which one is wrong.
      const fields = { currentPassword: authMessages.wrongCurrentPassword };
      throw user.must_change_password
        ? badRequest(authMessages.settingFailed, 'invalid_current_password', fields)
        : badRequest(authMessages.updateFailed, 'invalid_current_password', fields);
    }
    const hash = await passwords.hash(input.password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, hash);
      await revokeAllTokens(tx, user.id, auth.tokenHash);
    });
    await app.closeStreams({ userId: user.id, exceptTokenHash: auth.tokenHash });
    return buildSessionAnswer(db, user.id, auth.token);
  });
}
