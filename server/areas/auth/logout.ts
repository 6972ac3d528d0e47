// DELETE auth: revokes the token the request came with. Always 200 {}: a client whose token
// already expired is logged out just the same. The XSRF cookie goes back to anonymous. The
// session's live streams end with it.
import type { FastifyInstance } from 'fastify';
import { revokeToken } from './tokens';

export default function logout(app: FastifyInstance) {
  app.delete('/', { config: { permission: 'public' } }, async (request, reply) => {
    if (request.auth) {
      await revokeToken(app.db, request.auth.tokenHash);
      await app.closeStreams({ userId: request.auth.userId, tokenHash: request.auth.tokenHash });
    }
    reply.issueXsrf(null);
    return {};
  });
}
