// POST /api/v1/sync runs queued calls through the real routes, answers per item, keeps stream
// order and stays idempotent, on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { attendancePath, buildWorld, clientAs, countEvents, eventPath, type World } from './world';

describe.each(DB_KINDS)('sync batch on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
  });
  afterAll(async () => t?.close());

  const goalItem = (stream = `fixture:${w.fixtureId}`, body: Record<string, unknown> = {}) => ({
    key: randomUUID(),
    method: 'PUT' as const,
    path: eventPath(w),
    stream,
    body: { id: randomUUID(), kind: 'goal', matchSecond: 60, ...body },
  });

  it('runs every item through its route and answers per item', async () => {
    const before = await countEvents(t.db, w.fixtureId);
    const items = [goalItem(), goalItem(), { key: randomUUID(), method: 'PUT', path: attendancePath(w), stream: `training:${w.trainingId}`, body: { playerId: w.player.id, status: 'coming' } }];
    const res = await clientAs(t, w.coach).post('/api/v1/sync', { items });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { status: number }) => r.status)).toEqual([200, 200, 200]);
    expect(results[0].body).toMatchObject({ id: (items[0]!.body as { id: string }).id, kind: 'goal' });
    expect(results[2].body).toMatchObject({ playerId: w.player.id, status: 'coming' });
    expect(await countEvents(t.db, w.fixtureId)).toBe(before + 2);
    // The batch's own answer carries the security headers (its items, answered inside it, skip them).
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a repeated batch (response lost) writes nothing twice and replays the answers', async () => {
    const items = [goalItem(), goalItem()];
    const c = clientAs(t, w.coach);
    const before = await countEvents(t.db, w.fixtureId);
    const first = await c.post('/api/v1/sync', { items });
    const second = await c.post('/api/v1/sync', { items });
    expect(second.json().results).toEqual(first.json().results);
    expect(await countEvents(t.db, w.fixtureId)).toBe(before + 2);
  });

  it('a refused item skips the rest of its stream and lets other streams go on', async () => {
    const stream = `fixture:${w.fixtureId}`;
    const bad = goalItem(stream, { kind: 'not-a-kind' });
    const behind = goalItem(stream);
    const other = { key: randomUUID(), method: 'PUT' as const, path: attendancePath(w), stream: `training:${w.trainingId}`, body: { playerId: w.player.id, shownUp: true } };
    const res = await clientAs(t, w.coach).post('/api/v1/sync', { items: [goalItem(stream), bad, behind, other] });
    const statuses = res.json().results.map((r: { status: number }) => r.status);
    expect(statuses).toEqual([200, 400, 424, 200]);
    expect(res.json().results[1].body.error.message).toBe('There has been a problem updating this formation');
    expect(await t.db.maybeOne('SELECT 1 FROM fixture_events WHERE id = $1', [behind.body.id])).toBeUndefined();
  });

  it('an item that fails inside its write does not leave half of it behind', async () => {
    // An event id already used by another fixture is refused inside the write (after SQL ran).
    const otherFixture = await t.db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Elm Rovers', 'away', now()) RETURNING id`, [w.clubId, w.teamId]);
    const taken = randomUUID();
    await t.db.query(`INSERT INTO fixture_events (id, fixture_id, club_id, kind) VALUES ($1, $2, $3, 'goal')`, [taken, otherFixture.id, w.clubId]);
    const ok1 = goalItem('a');
    const clash = goalItem('b', { id: taken });
    const ok2 = goalItem('c');
    const res = await clientAs(t, w.coach).post('/api/v1/sync', { items: [ok1, clash, ok2] });
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([200, 400, 200]);
    const ids = (await t.db.query<{ id: string }>('SELECT id FROM fixture_events WHERE id = ANY($1::uuid[])', [[ok1.body.id, ok2.body.id]])).map((r) => r.id);
    expect(ids.sort()).toEqual([ok1.body.id, ok2.body.id].sort());
    const stored = await t.db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [clash.key]);
    expect(stored).toHaveLength(0);
  });

  it('authorizes each item as its own call', async () => {
    const res = await clientAs(t, w.player).post('/api/v1/sync', {
      items: [goalItem('x'), { key: randomUUID(), method: 'PUT', path: attendancePath(w), stream: 'y', body: { playerId: w.player.id, status: 'coming' } }],
    });
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([403, 200]);
  });

  it('items pass the same-origin check the batch passed (a browser sends Origin)', async () => {
    const res = await clientAs(t, w.coach).post('/api/v1/sync', { items: [goalItem('o')] }, { host: 'touchline.test', origin: 'http://touchline.test', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].status).toBe(200);
  });

  it('needs a session: 401 for the whole batch', async () => {
    const res = await t.client().post('/api/v1/sync', { items: [goalItem()] });
    expect(res.statusCode).toBe(401);
  });

  it('the same key with a different body inside a batch gets 422', async () => {
    const item = goalItem('s');
    const c = clientAs(t, w.coach);
    expect((await c.post('/api/v1/sync', { items: [item] })).json().results[0].status).toBe(200);
    const changed = { ...item, body: { ...item.body, matchSecond: 61 } };
    expect((await c.post('/api/v1/sync', { items: [changed] })).json().results[0].status).toBe(422);
  });

  it('refuses a nested batch and an unreadable one', async () => {
    const c = clientAs(t, w.coach);
    expect((await c.post('/api/v1/sync', { items: [{ key: randomUUID(), method: 'POST', path: '/api/v1/sync', stream: 's', body: {} }] })).statusCode).toBe(400);
    expect((await c.post('/api/v1/sync', { items: [] })).statusCode).toBe(400);
  });

  it('drains a long queue in a few round trips', async () => {
    const before = await countEvents(t.db, w.fixtureId);
    const c = clientAs(t, w.coach);
    for (let b = 0; b < 3; b++) {
      const res = await c.post('/api/v1/sync', { items: Array.from({ length: 200 }, () => goalItem()) });
      expect(res.json().results.every((r: { status: number }) => r.status === 200)).toBe(true);
    }
    expect(await countEvents(t.db, w.fixtureId)).toBe(before + 600);
  });
});
