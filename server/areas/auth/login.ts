// POST auth/login: email and password -> a new token and the session. A wrong password, an
// unknown email, an account without a password and a disabled account all get the same answer
// after the same argon2 work (see passwords.ts); throttling is checked first (throttle.ts).
import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../../src/domain/auth/login-schema';
import { authMessages } from '../../../src/domain/auth/messages';
import { badRequest } from '../../lib/http-error';
import { parseInput } from './parse';
import { passwords } from './passwords';
import { findUserByEmail } from './repository';
import { buildSessionAnswer } from './session-answer';
import {
  ACCOUNT_RULE,
  accountKey,
  ADDRESS_RULE,
  assertOpen,
  buckets,
  clearBucket,
  isKnownAddress,
  PAIR_RULE,
  recordFailure,
  rememberAddress,
} from './throttle';
import { issueToken } from './tokens';

export default function login(app: FastifyInstance) {
  app.post('/login', { config: { permission: 'public', badInput: { message: authMessages.login, code: 'invalid_credentials' }, failure: authMessages.loginFailed } }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body, 'invalid_credentials');
    const db = app.db;
    const ip = request.ip;
    const account = accountKey(input.email);

    const known = await isKnownAddress(db, account, ip);
    await assertOpen(db, [buckets.address(ip), buckets.pair(account, ip), ...(known ? [] : [buckets.account(account)])]);

    const user = await findUserByEmail(db, input.email);
    const ok = await passwords.verify(user?.password_hash ?? null, input.password);
    if (!user || !ok || !user.active) {
      await recordFailure(db, buckets.pair(account, ip), PAIR_RULE);
      await recordFailure(db, buckets.address(ip), ADDRESS_RULE);
      await recordFailure(db, buckets.account(account), ACCOUNT_RULE);
      throw badRequest(authMessages.login, 'invalid_credentials');
    }

    await clearBucket(db, buckets.pair(account, ip));
    await rememberAddress(db, account, ip);
    const token = await issueToken(db, user.id, request.headers['user-agent']);
    reply.issueXsrf(token);
    return buildSessionAnswer(db, user.id, token);
  });
}
