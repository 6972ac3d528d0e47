// Security headers and a per-address rate limit for the whole API. Sign-in has its own,
// stricter throttle in the auth area.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { inBatch } from './idempotency';

export default fp<{ rateLimitMax: number }>(async (app, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
    // Applied by the hook below rather than on every request.
    global: false,
  });
  // Security headers on every answer a browser gets. Items of a sync batch are answered inside
  // the batch's own response (which has them): building the headers for each of 500 items was a
  // measurable part of draining a long queue, for headers nobody reads.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!inBatch()) reply.helmet();
    done();
  });
  await app.register(rateLimit, {
    max: opts.rateLimitMax,
    timeWindow: '1 minute',
    // Items of a sync batch run in process and were counted once as the batch request.
    allowList: (request) => !request.url.startsWith('/api/') || inBatch(),
  });
});
