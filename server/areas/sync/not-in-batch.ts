// Sign-in and account calls are never items of a sync batch (issue 18): each must be a request of
// its own, counted by the API rate limit, which a batch's items skip (40 logins in one batch were
// one request), and answered with its session to the caller, not into a queue. The client never
// queues them. Decided on the route an item reached, not on its path as written: the router
// decodes percent-escapes, so /api/v1/%61uth/login is the login route too.
import fp from 'fastify-plugin';
import { inBatch } from '../../plugins/idempotency';
import { badRequest } from '../../lib/http-error';

const OPEN_INVITE_REGISTRATION = '/api/v1/open/:guid/club/invites/password';

/** The route patterns refused inside a batch: everything under /api/v1/auth, and joining by invite link. */
const refusedInBatch = (route: string | undefined): boolean =>
  route !== undefined && (route === '/api/v1/auth' || route.startsWith('/api/v1/auth/') || route === OPEN_INVITE_REGISTRATION);

export default fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (inBatch() && refusedInBatch(request.routeOptions.url)) {
      throw badRequest('Sign-in and account calls cannot be sent in a sync batch; send them on their own', 'not_in_batch');
    }
  });
});
