// The app's later revocation of a token signed out without signal (createHttpRevoke, src/sync/transport.ts),
// against the real server in-process: it gets an XSRF value bound to that token, the DELETE
// revokes it (the token then answers 401), and a second try on a token already gone still
// settles (200), so the device forgets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpRevoke } from '../../../src/sync/transport';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createUser, signIn } from '../../support/factories';
import { AUTH, expectError } from './helpers';

/** fetch over app.inject, with the browser's cookie jar (the XSRF cookie goes back with the DELETE). */
function injectFetch(t: TestApp): { fetch: typeof fetch; calls: string[] } {
  const jar = new Map<string, string>();
  const calls: string[] = [];
  const doFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const method = (init.method ?? 'GET') as 'GET' | 'DELETE';
    calls.push(`${method} ${url.pathname}`);
    const res = await t.app.inject({ method, url: url.pathname + url.search, headers });
    for (const c of res.cookies) jar.set(c.name, c.value);
    return new Response(res.body || null, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };
  return { fetch: doFetch as typeof fetch, calls };
}

describe.each(DB_KINDS)('revoking a signed-out token later on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('revokes the token it is given; trying again after that still settles', async () => {
    const u = await createUser(t.db);
    const c = t.client();
    await signIn(c, u.email!);
    expect((await c.get(`${AUTH}/validate`)).statusCode).toBe(200);

    const { fetch, calls } = injectFetch(t);
    const revoke = createHttpRevoke({ fetch, baseUrl: 'http://localhost' });
    expect(await revoke(c.token!)).toBe('revoked');
    expect(calls).toEqual(['GET /api/v1/auth/xsrf', 'DELETE /api/v1/auth']);
    expectError(await c.get(`${AUTH}/validate`), 401, 'Token has expired', 'token_expired');
    // A later try (another tab, a page closed before forgetting it): nothing left, still settled.
    expect(await revoke(c.token!)).toBe('revoked');
  });

  it('leaves other sessions of the same user alone', async () => {
    const u = await createUser(t.db);
    const phone = t.client();
    const tablet = t.client();
    await signIn(phone, u.email!);
    await signIn(tablet, u.email!);
    const { fetch } = injectFetch(t);
    expect(await createHttpRevoke({ fetch, baseUrl: 'http://localhost' })(phone.token!)).toBe('revoked');
    expect((await phone.get(`${AUTH}/validate`)).statusCode).toBe(401);
    expect((await tablet.get(`${AUTH}/validate`)).statusCode).toBe(200);
  });
});
