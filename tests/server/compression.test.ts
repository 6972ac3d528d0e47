// API answers over 1 KB go out in Brotli or gzip as the request accepts (Vary: Accept-Encoding,
// still no-store); small ones and the live stream (SSE) go out as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { issueToken } from '../../server/areas/auth/tokens';
import { createClub, createTeam, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { openSse } from './live/sse-client';

describe('API compression', () => {
  let t: TestApp;
  let token: string;
  let clubId: string;
  let fixtureId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    clubId = (await createClub(t.db, { name: 'Big FC' })).id;
    const teamId = (await createTeam(t.db, { clubId })).id;
    const admin = await createUser(t.db, { password: null, clubId, role: 'club_admin' });
    token = await issueToken(t.db, admin.id, 'vitest');
    for (let i = 0; i < 30; i++) {
      const row = await t.db.one<{ id: string }>(
        `INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at, match_length) VALUES ($1, $2, $3, 'home', now() + ($4 || ' days')::interval, 50) RETURNING id`,
        [clubId, teamId, `Opponent number ${i}`, String(i)],
      );
      fixtureId ??= row.id;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/fixture/${clubId}`, headers: { touchlinetoken: token, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

  it('sends a large JSON answer in Brotli when accepted, else gzip, else as it is', async () => {
    const plain = await list();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();

    const br = await list('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gz = await list('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(expected);

    for (const none of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await list(none);
      expect([none, res.headers['content-encoding']]).toEqual([none, undefined]);
      expect(res.json()).toEqual(expected);
    }
  });

  it('leaves answers under 1 KB and the 404 of an unknown API path as they are', async () => {
    const small = await t.app.inject({ method: 'GET', url: `/api/v1/fixture/${clubId}?opponent=nobody`, headers: { touchlinetoken: token, 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ fixtures: [] });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('streams the live answer (SSE) uncompressed to a browser that accepts Brotli', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const c = await openSse(`${base}/api/v1/fixture/${clubId}/${fixtureId}/live`, { touchlinetoken: token, 'accept-encoding': 'gzip, deflate, br' });
    try {
      expect(c.status, c.body).toBe(200);
      const state = await c.waitFor((m) => m.event === 'state');
      expect(JSON.parse(state.data).fixture.opponent).toBe('Opponent number 0');
    } finally {
      c.close();
    }
  });
});
