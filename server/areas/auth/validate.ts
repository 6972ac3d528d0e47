// GET auth/validate?playerId=: the session check. No, unknown, expired or revoked token -> 401
// 'Token has expired'. playerId (role 4: the selected child; role 5: the user's own id; else
// empty) must be the caller's own id or one of their children, else 403; a child becomes the
// answer's selectedChildId.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { forbidden } from '../../lib/http-error';
import { requireAuth } from '../../plugins/auth';
import { buildSessionAnswer } from './session-answer';

const Query = v.object({ playerId: v.optional(v.union([v.string(), v.array(v.string())])) });

export default function validate(app: FastifyInstance) {
  app.get('/validate', { config: { permission: 'self' } }, async (request) => {
    const auth = requireAuth(request);
    const parsed = v.safeParse(Query, request.query);
    const raw = parsed.success ? parsed.output.playerId : undefined;
    const playerId = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
    const answer = await buildSessionAnswer(app.db, auth.userId, auth.token, playerId);
    if (playerId && playerId !== auth.userId && !answer.children.some((c) => c.id === playerId)) {
      throw forbidden(undefined, 'player_forbidden');
    }
    return answer;
  });
}
