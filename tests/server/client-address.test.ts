// Issue 18, finding 3: the client's address is the socket's unless TRUST_PROXY names the proxies
// in front of the server. A spoofed X-Forwarded-For must not lock another address out of
// sign-in, nor let one client rotate the header to escape the per-address limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/test-db';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, DEFAULT_PASSWORD } from '../support/factories';
import { accountKey, buckets } from '../../server/areas/auth/throttle';

/** A sign-in from `remoteAddress` (the socket's peer), with an optional X-Forwarded-For. */
async function login(t: TestApp, email: string, password: string, remoteAddress: string, forwardedFor?: string) {
  const xsrf = await t.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf', remoteAddress });
  const cookie = xsrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    headers: { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { email, password },
  });
}

const pairBucketExists = async (t: TestApp, email: string, ip: string) =>
  (await t.db.maybeOne('SELECT 1 AS x FROM login_throttle WHERE bucket = $1', [buckets.pair(accountKey(email), ip)])) !== undefined;

describe.each(DB_KINDS)('client address with TRUST_PROXY unset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('ignores X-Forwarded-For: the failure counts against the socket address', async () => {
    const u = await createUser(t.db);
    expect((await login(t, u.email!, 'Wrong-1!', '198.51.100.10', '203.0.113.99')).statusCode).toBe(400);
    expect(await pairBucketExists(t, u.email!, '198.51.100.10')).toBe(true);
    expect(await pairBucketExists(t, u.email!, '203.0.113.99')).toBe(false);
  });

  it('a spoofed header cannot lock another address out of sign-in', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 6; i++) await login(t, u.email!, `Wrong-${i}!`, '198.51.100.20', '198.51.100.21');
    expect((await login(t, u.email!, DEFAULT_PASSWORD, '198.51.100.21')).statusCode).toBe(200);
  });

  it('rotating the header does not escape the per-address limit', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await login(t, u.email!, `Wrong-${i}!`, '198.51.100.30', `203.0.113.${i + 1}`)).statusCode).toBe(400);
    const blocked = await login(t, u.email!, DEFAULT_PASSWORD, '198.51.100.30', '203.0.113.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_attempts');
  });
});

describe.each(DB_KINDS)('client address behind proxies (TRUST_PROXY) on %s', (kind) => {
  let hops: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    hops = await createTestApp(kind, { TRUST_PROXY: '1' });
    listed = await createTestApp(kind, { TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await hops?.close();
    await listed?.close();
  });

  it('a hop count takes the address the nearest proxy saw', async () => {
    const u = await createUser(hops.db);
    // The client put a made-up address first; the proxy appended the one it saw.
    for (let i = 0; i < 5; i++) await login(hops, u.email!, `Wrong-${i}!`, '10.0.0.1', `192.0.2.1, 203.0.113.50`);
    expect(await pairBucketExists(hops, u.email!, '203.0.113.50')).toBe(true);
    expect(await pairBucketExists(hops, u.email!, '192.0.2.1')).toBe(false);
    expect((await login(hops, u.email!, DEFAULT_PASSWORD, '10.0.0.1', '203.0.113.50')).statusCode).toBe(429);
    // Another client behind the same proxy is not blocked.
    expect((await login(hops, u.email!, DEFAULT_PASSWORD, '10.0.0.1', '203.0.113.51')).statusCode).toBe(200);
  });

  it('a list of proxies is trusted only when the peer is one of them', async () => {
    const u = await createUser(listed.db);
    await login(listed, u.email!, 'Wrong-1!', '10.1.2.3', '203.0.113.60');
    expect(await pairBucketExists(listed, u.email!, '203.0.113.60')).toBe(true);
    // A peer outside the list is the client itself, whatever it forwards.
    await login(listed, u.email!, 'Wrong-2!', '198.51.100.40', '203.0.113.61');
    expect(await pairBucketExists(listed, u.email!, '198.51.100.40')).toBe(true);
    expect(await pairBucketExists(listed, u.email!, '203.0.113.61')).toBe(false);
  });
});

describe('API rate limit with TRUST_PROXY unset', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('counts one socket address whatever X-Forwarded-For says', async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_MAX: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf', remoteAddress: '198.51.100.50', headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
