// Contact form (calls.md Club area: "POST contact endpoint, contact form fields"; the path is
// ours: POST /api/v1/contact). Public: signed-out people may write too, so it is guarded by a
// rate limit instead of a session. The body is src/domain/contact/contact-schema.ts.
//
// - Exactly once: the Idempotency-Key is stored with the message (contact_messages.client_key),
//   so a repeat is answered from the first row, signed in or not (the idempotency plugin keys
//   its own store by user and leaves anonymous calls alone). The mail is sent inside the write's
//   transaction (inside a sync batch, just before the batch commits): a failed mail stores
//   nothing and answers the spec's failure, so the device tries again.
// - Spam: the honeypot and the minimum fill time (spamProblem) refuse with 400 before anything
//   is counted or stored; no third-party captcha.
// - Rate limit: 5 messages a minute per address (request.ip) and per sender (the account when
//   signed in, else the typed email), in login_throttle so every API process shares it; over it,
//   429 with Retry-After. Repeats of a stored message do not count.
// - Delivery: a general question from a member of a club with a support address goes to the
//   club; everything else to the service (SUPPORT_EMAIL).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contactSchema, spamProblem, type ContactBody } from '../../../src/domain/contact/contact-schema';
import { contactMessages as m } from '../../../src/domain/contact/messages';
import { HttpError, badRequest } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { useFailureMessages } from '../../lib/failure-handler';
import { IDEMPOTENCY_HEADER, idempotentWrite, requestHash } from '../../plugins/idempotency';
import { accountKey, blockedFor, recordFailure, type Rule } from '../auth/throttle';
import { contactMail } from './mail';
import { clubSupportAddress, findByKey, insertContact, markMailed } from './repository';

export const CONTACT_RULE: Rule = { limit: 5, windowMinutes: 1, block: { minutes: 1 } };
const PATH = '/api/v1/contact';

const mismatch = () => new HttpError(422, 'idempotency_mismatch', 'This change was already sent with different content');

class TooManyMessages extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_messages', m.tooMany);
  }
}

/** The sender's Idempotency-Key (its format was checked by the idempotency plugin). */
function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key ? key.toLowerCase() : null;
}

/** Counts this message against the sender's buckets; 429 when any is already full. */
async function throttle(request: FastifyRequest, reply: FastifyReply, body: ContactBody): Promise<void> {
  const db = request.server.db;
  const sender = request.auth ? `user:${request.auth.userId}` : `email:${accountKey(body.email)}`;
  const buckets = [`contact-addr:${request.ip}`, `contact-sender:${sender}`];
  let wait = 0;
  for (const b of buckets) wait = Math.max(wait, await blockedFor(db, b));
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new TooManyMessages(wait);
  }
  for (const b of buckets) await recordFailure(db, b, CONTACT_RULE);
}

const contactRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.post('/', { config: { permission: 'public', failure: m.postProblem } }, async (request, reply) => {
    const body = parseInput(contactSchema, request.body, m.submitError);
    const spam = spamProblem(body);
    if (spam) throw badRequest(spam.message, spam.code);
    const key = keyOf(request);
    const bodyHash = requestHash('POST', PATH, request.body ?? null);
    // A repeat (the answer was lost, the outbox sent it again): the first message's answer.
    if (key) {
      const stored = await findByKey(app.db, key);
      if (stored) {
        if (stored.body_hash !== bodyHash) throw mismatch();
        reply.code(201).header('idempotent-replayed', 'true');
        return { contact: { id: stored.id } };
      }
    }
    await throttle(request, reply, body);
    const userId = request.auth?.userId ?? null;
    const clubAddress = body.queryType === 'general_question' ? await clubSupportAddress(app.db, userId, body.clubId) : null;
    const sentTo = clubAddress ?? app.config.supportEmail;
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const id = await insertContact(tx, { clientKey: key, bodyHash, userId, clubId: clubAddress ? (body.clubId ?? null) : null, body, sentTo });
        if (!id) {
          // Another request with this key stored it a moment ago: that one mails it.
          const stored = await findByKey(tx, key!);
          if (!stored || stored.body_hash !== bodyHash) throw mismatch();
          return { contact: { id: stored.id } };
        }
        await app.mailer.send(contactMail(sentTo, id, body, userId));
        await markMailed(tx, id);
        return { contact: { id } };
      },
      201,
    );
  });
};

export default contactRoutes;
