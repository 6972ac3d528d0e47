// POST auth (register): creates an account from an invite code and signs it in (201).
// What the invite makes: see accept-invite.ts (shared with the invite link's POST open/{guid}/…).
// An email that already has an account is refused with a vague message; the caller has
// already proved a valid invite code, so this reveals little (README.md).
import type { FastifyInstance } from 'fastify';
import { authMessages } from '../../../src/domain/auth/messages';
import { registerSchema } from '../../../src/domain/auth/register-schema';
import { badRequest } from '../../lib/http-error';
import { parseInput } from './parse';
import { passwords } from './passwords';
import { acceptInvite, assertInviteFits } from './accept-invite';
import { findOpenInviteByCode, type NewUser } from './repository';
import { buildSessionAnswer } from './session-answer';
import { accountKey, assertOpen, buckets, INVITE_ADDRESS_RULE, recordFailure, rememberAddress } from './throttle';
import { issueToken } from './tokens';

const invalidInvite = () => badRequest(authMessages.inviteCode, 'invalid_invite');
const emailUnavailable = () => badRequest(authMessages.emailUnavailable, 'email_unavailable');
const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

export default function register(app: FastifyInstance) {
  app.post('/', { config: { permission: 'public', badInput: { message: authMessages.fieldsComplete } } }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    const db = app.db;
    const ip = request.ip;
    await assertOpen(db, [buckets.invite(ip)]);

    // Checked before the slow hash so a wrong code is cheap to refuse, and counted.
    const found = await findOpenInviteByCode(db, input.inviteCode);
    if (!found) {
      await recordFailure(db, buckets.invite(ip), INVITE_ADDRESS_RULE);
      throw invalidInvite();
    }
    // A typed code proves nothing about the e-mail: staff join through the mailed link only.
    assertInviteFits(found, input.email, 'code');
    const passwordHash = await passwords.hash(input.password);
    const fields: NewUser = {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      countryCode: input.countryCode,
      telephone: input.mobile,
      termsAccepted: input.termsAccepted,
    };

    let userId: string;
    try {
      userId = await db.transaction(async (tx) => {
        const invite = await findOpenInviteByCode(tx, input.inviteCode, true);
        if (!invite) throw invalidInvite();
        return acceptInvite(tx, invite, fields, invalidInvite, 'code');
      });
    } catch (err) {
      // Two registrations racing for one email: the loser gets the same answer as a taken email.
      if (isUniqueViolation(err)) throw emailUnavailable();
      throw err;
    }

    await rememberAddress(db, accountKey(input.email), ip);
    const token = await issueToken(db, userId, request.headers['user-agent']);
    reply.issueXsrf(token);
    reply.status(201);
    return buildSessionAnswer(db, userId, token);
  });
}
