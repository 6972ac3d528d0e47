import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/test-db';
import { createTestApp, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('server skeleton on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers the health check with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('refuses a write without the XSRF echo, and accepts it once echoed', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.code).toBe('xsrf');
    const c = t.client();
    const res = await c.post('/api/v1/auth/login', {});
    expect(res.statusCode).not.toBe(403);
  });

  it('refuses a cross-site write even with a valid XSRF pair', async () => {
    const c = t.client();
    await c.get('/api/v1/auth/xsrf');
    const res = await c.post('/api/v1/auth/login', {}, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_site');
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
