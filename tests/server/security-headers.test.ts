// Hardening headers: no API answer may be stored by a browser or proxy cache (medical data goes
// through it), HSTS only when the request came over https and as configured, and a CSP that
// loads fonts from the app's own origin only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { hstsHeader } from '../../server/plugins/security';
import { createTestApp, type TestApp } from '../support/test-app';

describe('security headers', () => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    // Behind a proxy on loopback (inject's address), whose X-Forwarded-Proto says https.
    t = await createTestApp('pglite', { TRUST_PROXY: 'loopback' });
    limited = await createTestApp('pglite', { RATE_LIMIT_MAX: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await limited?.close();
  });

  it('answers every API call with Cache-Control: no-store, success or error', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');

    const unauthorized = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['cache-control']).toBe('no-store');

    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');

    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: 'not json', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('answers a rate-limited API call with no-store too', async () => {
    await limited.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    const res = await limited.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('allows fonts from the app\'s own origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    const csp = String(res.headers['content-security-policy']);
    const font = csp.split(';').find((d) => d.trim().startsWith('font-src'));
    expect(font?.trim()).toBe("font-src 'self'");
  });

  it('sends HSTS (180 days by default) over https only', async () => {
    const https = await t.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=15552000');
    const http = await t.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy, a caller's X-Forwarded-Proto is not believed.
    const direct = await limited.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('decides HSTS from the protocol and the setting', () => {
    expect(hstsHeader('https', 15552000)).toBe('max-age=15552000');
    expect(hstsHeader('https', 600)).toBe('max-age=600');
    expect(hstsHeader('http', 15552000)).toBeNull();
    expect(hstsHeader('https', 0)).toBeNull();
  });

  it('reads TOUCHLINE_HSTS as seconds, or 0/off to turn it off, and refuses anything else', () => {
    expect(loadConfig({}).hstsMaxAge).toBe(15552000);
    expect(loadConfig({ TOUCHLINE_HSTS: '600' }).hstsMaxAge).toBe(600);
    expect(loadConfig({ TOUCHLINE_HSTS: 'off' }).hstsMaxAge).toBe(0);
    expect(loadConfig({ TOUCHLINE_HSTS: '0' }).hstsMaxAge).toBe(0);
    expect(() => loadConfig({ TOUCHLINE_HSTS: 'yes' })).toThrow(/TOUCHLINE_HSTS/);
    expect(() => loadConfig({ TOUCHLINE_HSTS: '-5' })).toThrow(/TOUCHLINE_HSTS/);
  });

  it('sends no HSTS when it is turned off, and the configured max-age otherwise', async () => {
    const off = await createTestApp('pglite', { TOUCHLINE_HSTS: 'off', TRUST_PROXY: 'loopback' });
    const short = await createTestApp('pglite', { TOUCHLINE_HSTS: '600', TRUST_PROXY: 'loopback' });
    try {
      const a = await off.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf', headers: { 'x-forwarded-proto': 'https' } });
      expect(a.statusCode).toBe(200);
      expect(a.headers['strict-transport-security']).toBeUndefined();
      const b = await short.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(b.headers['strict-transport-security']).toBe('max-age=600');
    } finally {
      await off.close();
      await short.close();
    }
  });
});
