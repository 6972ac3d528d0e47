// Request logs never carry secrets; the API rate limit answers 429 in the error shape.
import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createMemoryMailer } from '../../server/lib/mailer';
import { createTestDb } from '../support/test-db';
import { createTestApp, type TestApp } from '../support/test-app';

describe('request logs', () => {
  /** The log lines of one app built with these settings, after the requests `use` makes. */
  async function logsOf(env: Record<string, string>, use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<unknown>) {
    let logged = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const db = await createTestDb('pglite');
    const app = await buildApp({ config: loadConfig({ TOUCHLINE_STATIC_DIR: '.test-data/none', ...env }), db, mailer: createMemoryMailer(), logStream: stream });
    try {
      await use(app);
    } finally {
      await app.close();
      await db.close();
    }
    return logged.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  }
  const healthz = (app: Awaited<ReturnType<typeof buildApp>>) =>
    app.inject({
      method: 'GET',
      url: '/healthz?token=secret-query-value',
      headers: { touchlinetoken: 'very-secret-token-value', cookie: 'XSRF-TOKEN=secret-cookie-value', 'x-xsrf-token': 'secret-header-value' },
    });

  it('write one line per request at the chosen level, leaving out the access token, cookies and the XSRF header', { timeout: 120_000 }, async () => {
    const lines = await logsOf({ LOG_LEVEL: 'info', REQUEST_LOG_LEVEL: 'info' }, healthz);
    const requests = lines.filter((l) => String(l.url ?? '').startsWith('/healthz'));
    expect(requests).toEqual([expect.objectContaining({ level: 30, method: 'GET', url: '/healthz?token=[redacted]', statusCode: 200 })]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('very-secret-token-value');
    expect(text).not.toContain('secret-cookie-value');
    expect(text).not.toContain('secret-header-value');
    expect(text).not.toContain('secret-query-value');
  });

  it('are quiet by default (requests log at debug, the default level is info)', { timeout: 120_000 }, async () => {
    const lines = await logsOf({}, healthz);
    expect(lines.filter((l) => 'url' in l || 'req' in l)).toEqual([]);
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
