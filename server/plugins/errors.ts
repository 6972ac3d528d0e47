// One error handler for the whole API: a specific 4xx for a client's mistake, a generic 500
// for everything else (logged with its stack, never shown to the client).
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { clientErrorOf } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';

export default fp(async (app) => {
  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    // A database error the request's content caused is that 4xx (logged, in case it hides a bug of ours).
    const fromDb = clientErrorOf(thrown);
    if (fromDb) request.log.warn({ err: thrown }, 'the database refused the request content');
    const err = fromDb ?? thrown;
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ error: { code: 'payload_too_large', message: 'The request is too large' } });
    if (status === 429) return reply.status(429).send({ error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' } });
    if (err.validation || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (status === 400 && err.code?.startsWith('FST_'))) {
      return reply.status(400).send({ error: { code: 'bad_request', message: 'The request could not be read' } });
    }
    if (status === 415) return reply.status(415).send({ error: { code: 'unsupported_media_type', message: 'Unsupported content type' } });
    if (status >= 400 && status < 500) return reply.status(status).send({ error: { code: 'bad_request', message: err.message } });
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Oops, there has been an error!' } });
  });

});
