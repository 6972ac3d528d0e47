// Web Push for the signed-in member's own notifications (/api/v1/user-notification/push).
// calls.md's "User notification" has no push calls, so they sit under that resource:
//   GET    push/key   { publicKey }: the VAPID public key the browser subscribes with
//   POST   push       PushSubscription.toJSON() of this browser: kept (201 new, 200 known)
//   DELETE push       { endpoint }: this browser stops; another user's or an unknown endpoint is
//                     a harmless no-op { deleted: false } (it reveals nothing)
// Permission 'self': every row is the caller's own, keyed on request.auth.
import { ECDH } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { pushMessages as m, pushSubscribeSchema, pushUnsubscribeSchema } from '../../../src/domain/notification/push';
import { badRequest } from '../../lib/http-error';
import { isPrivateHost } from '../../lib/private-host';
import { parseInput } from '../../lib/parse-input';
import { idempotentWrite } from '../../plugins/idempotency';
import { deleteSubscription, saveSubscription } from './push-repository';

const SELF = { permission: 'self' as const, failure: m.failed };

/** The browser's key must be a point on P-256, or every push to it would fail to encrypt. */
function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const pushRoutes: FastifyPluginAsync = async (app) => {
  app.get('/key', { config: SELF }, async () => ({ publicKey: app.push.publicKey }));

  app.post('/', { config: SELF }, async (request, reply) => {
    const body = parseInput(pushSubscribeSchema, request.body, m.failed);
    if (!isP256Point(body.keys.p256dh)) throw badRequest(m.keys, 'bad_push_keys', { keys: m.keys });
    // The server will POST there: never to its own network (unless configured for a private push service).
    if (!app.config.pushPrivateEndpoints && isPrivateHost(new URL(body.endpoint).hostname)) throw badRequest(m.endpoint, 'private_push_endpoint', { endpoint: m.endpoint });
    const userId = request.auth!.userId;
    const saved = await idempotentWrite(request, reply, (tx) => saveSubscription(tx, userId, body));
    reply.code(saved.created ? 201 : 200);
    return { subscribed: true, id: saved.id };
  });

  app.delete('/', { config: SELF }, async (request, reply) => {
    const body = parseInput(pushUnsubscribeSchema, request.body ?? {}, m.failed);
    const userId = request.auth!.userId;
    return idempotentWrite(request, reply, async (tx) => ({ deleted: await deleteSubscription(tx, userId, body.endpoint) }));
  });
};

export default pushRoutes;
