// The idempotency contract on the write routes, on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneIdempotencyKeys } from '../../../server/plugins/idempotency';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { attendancePath, buildWorld, clientAs, countEvents, eventPath, type World } from '../sync/world';

describe.each(DB_KINDS)('idempotency on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
  });
  afterAll(async () => t?.close());

  const goal = (id = randomUUID()) => ({ id, kind: 'goal', matchSecond: 23 * 60, data: { type: 'header' } });

  it('a repeat with the same key returns the first answer and writes one row', async () => {
    const c = clientAs(t, w.coach);
    const key = randomUUID();
    const body = goal();
    const first = await c.put(eventPath(w), body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: body.id, kind: 'goal', matchSecond: 1380, fixtureId: w.fixtureId });
    const again = await c.put(eventPath(w), body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countEvents(t.db, w.fixtureId)).toBe(1);
  });

  it('the same key with a different body is refused with 422 and changes nothing', async () => {
    const c = clientAs(t, w.coach);
    const key = randomUUID();
    const body = goal();
    expect((await c.put(eventPath(w), body, { 'idempotency-key': key })).statusCode).toBe(200);
    const before = await countEvents(t.db, w.fixtureId);
    const other = await c.put(eventPath(w), { ...body, matchSecond: 99 }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_mismatch');
    const stored = await t.db.one<{ match_second: number }>('SELECT match_second FROM fixture_events WHERE id = $1', [body.id]);
    expect(stored.match_second).toBe(1380);
    expect(await countEvents(t.db, w.fixtureId)).toBe(before);
  });

  it('the same key for another route is refused with 422', async () => {
    const c = clientAs(t, w.coach);
    const key = randomUUID();
    expect((await c.put(eventPath(w), goal(), { 'idempotency-key': key })).statusCode).toBe(200);
    const res = await c.put(attendancePath(w), { playerId: w.player.id, status: 'coming' }, { 'idempotency-key': key });
    expect(res.statusCode).toBe(422);
  });

  it('keys are per user: another user may use the same key', async () => {
    const key = randomUUID();
    const a = await clientAs(t, w.player).put(attendancePath(w), { playerId: w.player.id, status: 'coming' }, { 'idempotency-key': key });
    const b = await clientAs(t, w.parent).put(attendancePath(w), { playerId: w.player.id, status: 'not_coming' }, { 'idempotency-key': key });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json()).toMatchObject({ status: 'not_coming' });
  });

  it('a refused write is not stored: after the cause is fixed the same key succeeds', async () => {
    const key = randomUUID();
    const body = goal();
    const refused = await clientAs(t, w.outsider).put(eventPath(w), body, { 'idempotency-key': key });
    expect(refused.statusCode).toBe(403);
    await t.db.query(`INSERT INTO memberships (user_id, club_id, team_id, role) VALUES ($1, $2, $3, 'assistant_coach')`, [w.outsider.id, w.clubId, w.teamId]);
    const ok = await clientAs(t, w.outsider).put(eventPath(w), body, { 'idempotency-key': key });
    expect(ok.statusCode).toBe(200);
    await t.db.query('DELETE FROM memberships WHERE user_id = $1', [w.outsider.id]);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID();
    const c = clientAs(t, w.coach);
    // Hold the key's advisory lock as a running first request would.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = t.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${w.coach.id}:${key}`]);
      locked();
      await held;
    });
    await isLocked;
    if (kind === 'postgres') {
      const res = await c.put(eventPath(w), goal(), { 'idempotency-key': key });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('idempotency_in_progress');
      release();
      await holder;
      expect((await c.put(eventPath(w), goal(), { 'idempotency-key': key })).statusCode).toBe(200);
    } else {
      // PGlite runs one transaction at a time: the repeat waits for the first instead.
      const pending = c.put(eventPath(w), goal(), { 'idempotency-key': key });
      release();
      await holder;
      expect((await pending).statusCode).toBe(200);
    }
  });

  it('keys are kept at least 90 days and pruned after', async () => {
    const key = randomUUID();
    const body = goal();
    const c = clientAs(t, w.coach);
    expect((await c.put(eventPath(w), body, { 'idempotency-key': key })).statusCode).toBe(200);
    await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '89 days' WHERE key = $1`, [key]);
    await pruneIdempotencyKeys(t.db);
    const again = await c.put(eventPath(w), { ...body, matchSecond: 1 }, { 'idempotency-key': key });
    expect(again.statusCode).toBe(422);
    await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '91 days' WHERE key = $1`, [key]);
    expect(await pruneIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.maybeOne('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).toBeUndefined();
  });

  it('rejects a key that is not a UUID', async () => {
    const res = await clientAs(t, w.coach).put(eventPath(w), goal(), { 'idempotency-key': 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_idempotency_key');
  });
});
