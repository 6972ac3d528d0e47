// Request logs never carry secrets; the API rate limit answers 429 in the error shape.
import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createMemoryMailer } from '../../server/lib/mailer';
import { createTestDb } from '../support/test-db';
import { createTestApp, type TestApp } from '../support/test-app';

describe('request logs', () => {
  it('leave out the access token, cookies and the XSRF header', { timeout: 120_000 }, async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const db = await createTestDb('pglite');
    const config = loadConfig({ LOG_LEVEL: 'info', TOUCHLINE_STATIC_DIR: '.test-data/none' });
    const app = await buildApp({ config, db, mailer: createMemoryMailer(), logStream: stream });
    await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { touchlinetoken: 'very-secret-token-value', cookie: 'XSRF-TOKEN=secret-cookie-value', 'x-xsrf-token': 'secret-header-value' },
    });
    await app.close();
    await db.close();
    expect(logged).toContain('/healthz');
    expect(logged).not.toContain('very-secret-token-value');
    expect(logged).not.toContain('secret-cookie-value');
    expect(logged).not.toContain('secret-header-value');
  });
});

describe('rate limit', () => {
  let t: TestApp;
  afterAll(() => t?.close());
  it('answers 429 with the error shape past the limit', { timeout: 120_000 }, async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_MAX: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' })).statusCode);
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes[3]).toBe(429);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    expect(res.json().error.code).toBe('rate_limited');
  });
});
