// For an area plugin: a fault on our side (a 500, logged) answers with the route's spec
// failure message (`config.failure`, spec §8) instead of the generic one. Client mistakes
// (HttpError, 4xx, a database error the input caused) go on to the app's error handler unchanged.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientErrorOf } from './db-errors';
import { HttpError } from './http-error';

/** Answers our own fault (a 500) with the route's spec failure message; undefined for anything else. */
export function answerOwnFault(err: FastifyError, request: FastifyRequest, reply: FastifyReply, what = 'route failed'): FastifyReply | undefined {
  const failure = request.routeOptions.config?.failure;
  if (!failure || err instanceof HttpError || clientErrorOf(err) || (err.statusCode ?? 500) < 500) return undefined;
  request.log.error({ err }, what);
  return reply.status(500).send({ error: { code: 'internal', message: failure } });
}

export function useFailureMessages(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const answered = answerOwnFault(err, request, reply);
    if (answered) return answered;
    throw err;
  });
}
