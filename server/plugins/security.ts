// Security headers and a per-address rate limit for the whole API. Sign-in has its own,
// stricter throttle in the auth area.
//
// - Every /api answer (errors, 401, 404 and 429 included) is `Cache-Control: no-store`: answers
//   carry profiles and medical notes, and no browser or proxy cache may keep them (screens read
//   IndexedDB; the service worker never caches /api). A route that sets its own Cache-Control
//   (stored pictures, badges, files: `private`, never a shared cache) keeps it. Static files keep
//   theirs (static-files.ts).
// - HSTS (`hstsMaxAge`, TOUCHLINE_HSTS) only on requests that came over https: request.protocol
//   follows X-Forwarded-Proto as far as the trustProxy setting lets it. Never over plain http,
//   where the header means nothing and would only pin a local setup.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { inBatch } from './idempotency';

/** The Strict-Transport-Security value for a request, or null when none is sent. */
export function hstsHeader(protocol: string, maxAge: number): string | null {
  return protocol === 'https' && maxAge > 0 ? `max-age=${maxAge}` : null;
}

export default fp<{ rateLimitMax: number; hstsMaxAge: number }>(async (app, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Helmet's default also allows any https: origin and data:; the app ships its own fonts.
        fontSrc: ["'self'"],
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
  app.addHook('onRequest', (request, reply, done) => {
    if (!inBatch()) {
      reply.helmet();
      const hsts = hstsHeader(request.protocol, opts.hstsMaxAge);
      if (hsts) reply.header('strict-transport-security', hsts);
    }
    done();
  });
  // onSend runs for every answer, errors and the not-found handler's included.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(rateLimit, {
    max: opts.rateLimitMax,
    timeWindow: '1 minute',
    // Items of a sync batch run in process and were counted once as the batch request.
    allowList: (request) => !request.url.startsWith('/api/') || inBatch(),
  });
});
