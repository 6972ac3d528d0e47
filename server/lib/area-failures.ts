// Error handling for the fixture, training and player areas: a fault on our side (a 500, logged)
// answers the route's spec failure message (`config.failure`, calls.md §8) instead of the
// generic one; a too-large upload answers the route's `config.tooLarge`. Client mistakes
// (HttpError, unreadable bodies, a database error the input caused) go on to the app's error
// handler unchanged.
import type { FastifyError, FastifyInstance } from 'fastify';
import { clientErrorOf } from './db-errors';
import { answerOwnFault } from './failure-handler';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec message for a too-large body on this route. */
    tooLarge?: string;
  }
}

export function useSpecFailures(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError || clientErrorOf(err)) throw err;
    const status = err.statusCode ?? 500;
    const config = request.routeOptions.config;
    if (status === 413 && config?.tooLarge) return reply.status(413).send({ error: { code: 'payload_too_large', message: config.tooLarge } });
    const answered = answerOwnFault(err, request, reply);
    if (answered) return answered;
    throw err;
  });
}
