// For an area plugin: a fault on our side (a 500, logged) answers with the route's spec
// failure message (`config.failure`, spec §8) instead of the generic one. Client mistakes
// (HttpError, 4xx, a database error the input caused) go on to the app's error handler unchanged.
import type { FastifyError, FastifyInstance } from 'fastify';
import { clientErrorOf } from './db-errors';
import { HttpError } from './http-error';

export function useFailureMessages(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const failure = request.routeOptions.config?.failure;
    if (failure && !(err instanceof HttpError) && !clientErrorOf(err) && (err.statusCode ?? 500) >= 500) {
      request.log.error({ err }, 'route failed');
      return reply.status(500).send({ error: { code: 'internal', message: failure } });
    }
    throw err;
  });
}
