// PUT auth/password { email, code, password, confirmPassword }: resets a forgotten password.
// A wrong, expired, used or over-tried code, or an unknown email, all answer 400 'Please enter
// a valid verification code'. On success every token of the user is revoked, the sign-in
// throttle of the account is cleared, and the answer is 200 {}: the app then signs in.
import type { FastifyInstance } from 'fastify';
import { authMessages } from '../../../src/domain/auth/messages';
import { resetPasswordSchema } from '../../../src/domain/auth/reset-password-schema';
import { badRequest } from '../../lib/http-error';
import { parseInput } from './parse';
import { passwords } from './passwords';
import { findUserByEmail, setPasswordHash } from './repository';
import { checkCode, useCodes } from './reset-codes';
import { accountKey, assertOpen, buckets, clearBucket, recordFailure, RESET_ADDRESS_RULE } from './throttle';
import { revokeAllTokens } from './tokens';

export default function resetPassword(app: FastifyInstance) {
  app.put('/password', { config: { permission: 'public', badInput: { message: authMessages.resetFailed }, failure: authMessages.resetFailed } }, async (request) => {
    const input = parseInput(resetPasswordSchema, request.body);
    const db = app.db;
    const ip = request.ip;
    await assertOpen(db, [buckets.reset(ip)]);

    const user = await findUserByEmail(db, input.email);
    const live = user?.active ? user : undefined;
    const codeId = await checkCode(db, live?.id ?? null, input.code);
    if (!live || !codeId) {
      await recordFailure(db, buckets.reset(ip), RESET_ADDRESS_RULE);
      throw badRequest(authMessages.verificationCode, 'invalid_code');
    }
    const hash = await passwords.hash(input.password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, live.id, hash);
      await useCodes(tx, live.id);
      await revokeAllTokens(tx, live.id);
    });
    await app.closeStreams({ userId: live.id });
    const account = accountKey(input.email);
    await clearBucket(db, buckets.account(account));
    await clearBucket(db, buckets.pair(account, ip));
    return {};
  });
}
