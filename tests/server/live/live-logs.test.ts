// The live stream's ticket travels in the URL (EventSource cannot set headers): request logs
// must leave it out.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createMemoryMailer } from '../../../server/lib/mailer';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('live stream request logs on %s', (kind) => {
  it('redact the ticket', { timeout: 120_000 }, async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const db = await createTestDb(kind);
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'info', REQUEST_LOG_LEVEL: 'info', TOUCHLINE_STATIC_DIR: '.test-data/none' }), db, mailer: createMemoryMailer(), logStream: stream });
    const res = await app.inject({ method: 'GET', url: `/api/v1/fixture/${randomUUID()}/${randomUUID()}/live?ticket=very-secret-ticket-value` });
    await app.close();
    await db.close();
    expect(res.statusCode).toBe(401);
    expect(logged).toContain('ticket=[redacted]');
    expect(logged).not.toContain('very-secret-ticket-value');
  });
});
