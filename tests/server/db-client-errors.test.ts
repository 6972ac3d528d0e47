// PostgreSQL errors a client's input causes are the 4xx they are, not a 500 (security issue 18,
// finding 7; server/lib/db-errors.ts): a 500 is logged as our fault, and a device's outbox
// retries it forever. The errors here are the databases' own, on both kinds.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../support/club-world';
import { DB_KINDS } from '../support/test-db';

describe.each(DB_KINDS)('database errors caused by client input on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('refuses a NUL character in text with 400, in the fixture and the club areas alike', async () => {
    const admin = w.client('club_admin');
    const notes = await admin.put(`/api/v1/fixture/${w.clubA}/${w.fixtureId}/notes`, { notes: 'Press\u0000high' });
    expect(notes.statusCode, notes.body).toBe(400);
    expect(notes.json().error.code).toBe('invalid_character');
    const emails = await admin.put(`/api/v1/club/${w.clubA}/emails`, { templates: { invite: 'tpl\u0000' } });
    expect(emails.statusCode, emails.body).toBe(400);
    expect(emails.json().error.code).toBe('invalid_character');
  });

  it('maps a unique or foreign key violation and a malformed value to 409, 404 and 400 (the database error raised for real)', async () => {
    const raise = (sql: string, params: unknown[] = []) => w.t.db.query(sql, params).then(() => expect.fail(`${sql} did not fail`), (err: unknown) => err);
    const cases: [unknown, number, string][] = [
      [await raise('INSERT INTO clubs (id, name) VALUES ($1, $2)', [w.clubA, 'Twin FC']), 409, 'id_taken'],
      [await raise('INSERT INTO teams (club_id, name) VALUES ($1, $2)', [randomUUID(), 'Orphans']), 404, 'not_found'],
      [await raise('SELECT $1::uuid', ['not-an-id']), 400, 'bad_request'],
      [await raise('SELECT $1::int', [1e300]), 400, 'bad_request'],
      [await raise('SELECT $1::smallint', [99999]), 400, 'out_of_range'],
    ];
    // Thrown where any route's query would be (GET /healthz reads the database).
    const query = w.t.db.query;
    try {
      for (const [err, status, code] of cases) {
        w.t.db.query = async () => {
          throw err;
        };
        const res = await w.t.app.inject({ method: 'GET', url: '/healthz' });
        expect(res.statusCode, `${(err as Error).message}: ${res.body}`).toBe(status);
        expect(res.json().error.code).toBe(code);
      }
    } finally {
      w.t.db.query = query;
    }
  });
});
