// Anti-forgery: a signed double-submit cookie tied to the session, plus a Sec-Fetch-Site /
// Origin check. The cookie XSRF-TOKEN holds `nonce.signature` where the signature is an HMAC
// over the nonce and a hash of the caller's access token ('anon' without one). A write must
// echo the cookie in X-XSRF-TOKEN and the signature must match the token it is sent with, so
// a cookie planted by another site or left over from another session is refused.
// The service worker cannot read cookies, so GET /api/v1/auth/xsrf also returns the value.
import fp from 'fastify-plugin';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_HEADER, XSRF_COOKIE } from '../../src/domain/session';
import { currentBatch } from '../lib/batch-scope';
import { HttpError } from '../lib/http-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyReply {
    /** Issues a fresh XSRF cookie bound to this access token (null: anonymous) and returns it. */
    issueXsrf(accessToken: string | null): string;
  }
}

export default fp<{ secret: string }>(async (app, opts) => {
  const sign = (nonce: string, token: string | null) =>
    createHmac('sha256', opts.secret).update(`${nonce}|${token ?? 'anon'}`).digest('base64url');

  const tokenOf = (request: FastifyRequest): string | null => {
    const raw = request.headers[TOKEN_HEADER];
    return (Array.isArray(raw) ? raw[0] : raw) || null;
  };

  const valid = (value: string | undefined, token: string | null): boolean => {
    if (!value) return false;
    const [nonce, sig] = value.split('.');
    if (!nonce || !sig) return false;
    const expected = Buffer.from(sign(nonce, token));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  app.decorateReply('issueXsrf', function (this: FastifyReply, accessToken: string | null) {
    const nonce = randomBytes(16).toString('base64url');
    const value = `${nonce}.${sign(nonce, accessToken)}`;
    // Readable by the page's script on purpose (double submit); SameSite=Strict keeps it home.
    this.setCookie(XSRF_COOKIE, value, { path: '/', sameSite: 'strict', httpOnly: false, secure: this.request.protocol === 'https' });
    return value;
  });

  app.addHook('onRequest', async (request, reply) => {
    // An item of a sync batch: the batch request passed this check, and nothing from outside can
    // claim to be an item (the marker is an in-process context, server/lib/batch-scope.ts).
    if (currentBatch()) return;
    const token = tokenOf(request);
    const cookie = request.cookies[XSRF_COOKIE];
    const cookieOk = valid(cookie, token);
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) {
      // Only API reads rebind the cookie: they carry the session's token. A static file (a route
      // chunk loaded when a dialog opens, an icon, the worker's precache) carries none, and
      // rebinding there replaced a signed-in member's cookie with an anonymous one, so the next
      // write was refused, and its retry too when another file loaded in between.
      if (!cookieOk && request.url.startsWith('/api/') && request.url !== '/api/v1/auth/xsrf') reply.issueXsrf(token);
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'cross_site', 'Cross-site requests are not allowed');
    }
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      const host = request.headers['x-forwarded-host'] ?? request.headers.host;
      let originHost = '';
      try {
        originHost = new URL(origin).host;
      } catch {
        /* an unparsable Origin is refused below */
      }
      if (originHost !== host) throw new HttpError(403, 'cross_site', 'Cross-site requests are not allowed');
    }
    const header = request.headers['x-xsrf-token'];
    const echoed = Array.isArray(header) ? header[0] : header;
    if (!cookieOk || echoed !== cookie) {
      // A fresh cookie comes with the refusal so the client can retry once.
      reply.issueXsrf(token);
      throw new HttpError(403, 'xsrf', 'Your session needs refreshing. Please try again.');
    }
  });

  app.get('/api/v1/auth/xsrf', { config: { permission: 'public' } }, async (request, reply) => ({ token: reply.issueXsrf(tokenOf(request)) }));
});
