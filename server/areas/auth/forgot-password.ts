// PUT auth/password/code { email }: mails a 6-digit reset code. Always 200 {} for a well-formed
// email, whether or not it has an account; both paths do the same database and hashing work,
// and the mail is sent after the answer, so neither the answer nor its timing tells them apart.
import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema } from '../../../src/domain/auth/forgot-password-schema';
import { authMessages } from '../../../src/domain/auth/messages';
import { parseInput } from './parse';
import { passwords } from './passwords';
import { findUserByEmail } from './repository';
import { CODE_MINUTES, newCode, storeCode } from './reset-codes';
import { accountKey, assertOpen, blockedFor, buckets, CODE_SEND_ACCOUNT_RULE, CODE_SEND_ADDRESS_RULE, recordFailure } from './throttle';

export const resetMail = (code: string) => ({
  subject: 'Your Touchline password reset code',
  text:
    `Your password reset code is ${code}\n\n` +
    `Enter it in Touchline within ${CODE_MINUTES} minutes to choose a new password. ` +
    `If you did not ask to reset your password, you can ignore this email: your password has not changed.\n`,
});

export default function forgotPassword(app: FastifyInstance) {
  app.put('/password/code', { config: { permission: 'public', badInput: { message: authMessages.email } } }, async (request) => {
    const input = parseInput(forgotPasswordSchema, request.body);
    const db = app.db;
    const account = accountKey(input.email);
    await assertOpen(db, [buckets.codeSendAddress(request.ip)]);
    await recordFailure(db, buckets.codeSendAddress(request.ip), CODE_SEND_ADDRESS_RULE);

    // Over the per-account limit nothing is sent, with the same answer.
    const accountBlocked = (await blockedFor(db, buckets.codeSendAccount(account))) > 0;
    await recordFailure(db, buckets.codeSendAccount(account), CODE_SEND_ACCOUNT_RULE);
    const user = accountBlocked ? undefined : await findUserByEmail(db, input.email);
    const code = newCode();
    if (user?.active && user.email) {
      await storeCode(db, user.id, code);
      const to = user.email;
      app.mailer.send({ to, ...resetMail(code) }).catch((err: unknown) => request.log.error({ err }, 'reset code mail failed'));
    } else {
      await passwords.hash(code);
    }
    return {};
  });
}
