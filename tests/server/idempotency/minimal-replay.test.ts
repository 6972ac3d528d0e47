// Writes whose answers carry personal data (profile, medical, emergency, picture, passwords,
// registration) keep only what a replay needs in the idempotency store: the status and the ids.
// The replay answers that minimal body with the original status. On PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createUser, DEFAULT_PASSWORD, signIn } from '../../support/factories';
import { b64png } from '../../support/png';
import { minimalAnswer } from '../../../server/plugins/idempotency';
import { buildWorld, clientAs, type World } from '../sync/world';

const MEDICAL = 'Asthma: inhaler in the kit bag';
const PHONE = '07700900123';

describe.each(DB_KINDS)('minimal idempotent replays on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
  });
  afterAll(async () => t?.close());

  const storedRow = (userId: string, key: string) =>
    t.db.one<{ status_code: number; response: unknown }>('SELECT status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);

  const profileWrite = () => ({
    firstName: 'Robin',
    telephone: PHONE,
    medical: { information: MEDICAL },
    emergency: [{ name: 'Sam Keeper', phone: PHONE }],
  });

  it('a profile write stores status and ids only, and its replay answers them with the status', async () => {
    const c = clientAs(t, w.player);
    const key = randomUUID();
    const body = profileWrite();
    const first = await c.put(`/api/v1/user/${w.player.id}`, body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user.firstName).toBe('Robin');

    const row = await storedRow(w.player.id, key);
    expect(row.status_code).toBe(200);
    expect(row.response).toEqual({ user: { id: w.player.id } });
    const text = JSON.stringify(row.response);
    for (const secret of [MEDICAL, PHONE, 'Robin', 'Sam Keeper', '@example.test']) expect(text).not.toContain(secret);

    const again = await c.put(`/api/v1/user/${w.player.id}`, body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ user: { id: w.player.id } });
    // The same key with another body is still refused: the body hash is kept.
    expect((await c.put(`/api/v1/user/${w.player.id}`, { ...body, firstName: 'Other' }, { 'idempotency-key': key })).statusCode).toBe(422);
  });

  it('a profile write queued in a sync batch stores no personal data either', async () => {
    const key = randomUUID();
    const item = { key, method: 'PUT', path: `/api/v1/user/${w.parent.id}`, stream: `profile:${w.parent.id}`, body: profileWrite() };
    const res = await clientAs(t, w.parent).post('/api/v1/sync', { items: [item] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0].status).toBe(200);
    const row = await storedRow(w.parent.id, key);
    expect(row.response).toEqual({ user: { id: w.parent.id } });
    const replay = await clientAs(t, w.parent).post('/api/v1/sync', { items: [item] });
    expect(replay.json().results[0]).toMatchObject({ status: 200, body: { user: { id: w.parent.id } } });
  });

  it('a picture upload (idempotentWrite) keeps its ids and status', async () => {
    const key = randomUUID();
    const c = clientAs(t, w.player);
    const res = await c.put(`/api/v1/user/${w.player.id}/picture`, { image: b64png(400, 400) }, { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(200);
    const row = await storedRow(w.player.id, key);
    expect(row).toEqual({ status_code: 200, response: { userId: w.player.id } });
    const again = await c.put(`/api/v1/user/${w.player.id}/picture`, { image: b64png(400, 400) }, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ userId: w.player.id });
  });

  it('a password change does not store the session answer (token, profile)', async () => {
    const u = await createUser(t.db, { firstName: 'Pat' });
    const c = t.client();
    await signIn(c, u.email!);
    const key = randomUUID();
    const res = await c.post('/api/v1/auth/password', { currentPassword: DEFAULT_PASSWORD, password: 'Another1!pass', confirmPassword: 'Another1!pass' }, { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(200);
    const row = await storedRow(u.id, key);
    expect(row.status_code).toBe(200);
    const text = JSON.stringify(row.response);
    expect(text).not.toContain(c.token!);
    expect(text).not.toContain(u.email!);
    expect(text).not.toContain('Pat');
  });

  it('keeps ids (nested too) and drops names, tokens, notes and lists', () => {
    expect(minimalAnswer({ member: { id: 'u1', accessToken: 'secret', email: 'a@b.c', clubs: [{ clubId: 'c1' }] }, clubId: 'c1', count: 3, note: 'asthma' })).toEqual({
      member: { id: 'u1' },
      clubId: 'c1',
    });
    expect(minimalAnswer({ firstName: 'Robin' })).toEqual({});
    expect(minimalAnswer(null)).toBeNull();
    expect(minimalAnswer([{ id: 'x' }])).toBeNull();
  });

  it('other writes still store and replay their full answer', async () => {
    const key = randomUUID();
    const c = clientAs(t, w.coach);
    const body = { id: randomUUID(), kind: 'goal', matchSecond: 60 };
    const first = await c.put(`/api/v1/fixture/${w.clubId}/${w.fixtureId}/event`, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect((await storedRow(w.coach.id, key)).response).toEqual(first.json());
  });
});
