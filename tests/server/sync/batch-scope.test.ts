// What an item of a sync batch is spared (the session lookup, the XSRF check, the rate limit)
// it gets only from inside its batch: a request from outside can never pass for an item, and an
// item after a session change is checked again, on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { LIVE_CHANNEL } from '../../../server/plugins/live';
import { currentBatch, runInBatch, touchesSessions, type BatchScope } from '../../../server/lib/batch-scope';
import { addUser, buildWorld, clientAs, eventPath, type World } from './world';

describe.each(DB_KINDS)('sync batch scope on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
  });
  afterAll(async () => t?.close());

  const goalItem = (stream = `fixture:${w.fixtureId}`) => ({
    key: randomUUID(),
    method: 'PUT' as const,
    path: eventPath(w),
    stream,
    body: { id: randomUUID(), kind: 'goal', matchSecond: 60 },
  });

  it('a direct write without the XSRF echo is refused, even with the old batch header and while a batch runs', async () => {
    const c = clientAs(t, w.coach);
    await c.get('/api/v1/auth/xsrf');
    const batch = c.post('/api/v1/sync', { items: Array.from({ length: 50 }, () => goalItem()) });
    const id = randomUUID();
    const headers: Record<string, string> = { touchlinetoken: w.coach.token, 'content-type': 'application/json', 'x-touchline-batch': 'a'.repeat(32), cookie: `XSRF-TOKEN=${c.cookies.get('XSRF-TOKEN')}` };
    const direct = await t.app.inject({ method: 'PUT', url: eventPath(w), headers, payload: JSON.stringify({ id, kind: 'goal', matchSecond: 1 }) });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().error.code).toBe('xsrf');
    const res = await batch;
    expect(res.json().results.every((r: { status: number }) => r.status === 200)).toBe(true);
    expect(await t.db.maybeOne('SELECT 1 FROM fixture_events WHERE id = $1', [id])).toBeUndefined();
  });

  it('the batch request itself needs the XSRF echo', async () => {
    const c = clientAs(t, w.coach);
    await c.get('/api/v1/auth/xsrf');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sync',
      headers: { touchlinetoken: w.coach.token, 'content-type': 'application/json', cookie: `XSRF-TOKEN=${c.cookies.get('XSRF-TOKEN')}` },
      payload: JSON.stringify({ items: [goalItem()] }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('xsrf');
  });

  it('a direct call from another user while a batch runs does not borrow the batch session', async () => {
    const coach = clientAs(t, w.coach);
    const batch = coach.post('/api/v1/sync', { items: Array.from({ length: 50 }, () => goalItem()) });
    // The outsider signs nothing for this club: whatever runs at the same time, 403.
    const direct = await clientAs(t, w.outsider).put(eventPath(w), { id: randomUUID(), kind: 'goal', matchSecond: 2 });
    expect(direct.statusCode).toBe(403);
    expect((await batch).statusCode).toBe(200);
  });

  it('after an item that revokes the session (closing the account), later items look their token up again and get 401', async () => {
    // A coach of their own: closing the account must not take w.coach from the other tests.
    const closer = await addUser(t.db, 'Closer');
    await t.db.query(`INSERT INTO memberships (user_id, club_id, team_id, role) VALUES ($1, $2, $3, 'coach')`, [closer.id, w.clubId, w.teamId]);
    const c = clientAs(t, closer);
    const items = [goalItem('a'), { key: randomUUID(), method: 'DELETE' as const, path: `/api/v1/user/${closer.id}`, stream: 'session', body: {} }, goalItem('b')];
    const res = await c.post('/api/v1/sync', { items });
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([200, 200, 401]);
    expect(await t.db.maybeOne('SELECT 1 FROM fixture_events WHERE id = $1', [(items[2]!.body as { id: string }).id])).toBeUndefined();
  });

  it('an item sees what an earlier item of the batch wrote (one transaction, read through it)', async () => {
    const put = goalItem('r');
    const del = { key: randomUUID(), method: 'DELETE' as const, path: eventPath(w), stream: 'r', body: { id: put.body.id } };
    const res = await clientAs(t, w.coach).post('/api/v1/sync', { items: [put, del] });
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([200, 200]);
    // The delete found the event the first item made (events are append-only: it is corrected).
    expect(res.json().results[1].body).toMatchObject({ id: put.body.id, deleted: true });
  });

  it('a batch tells live followers once per fixture, when it commits', async () => {
    const other = await t.db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Oak Town', 'away', now()) RETURNING id`, [w.clubId, w.teamId]);
    const heard: string[] = [];
    const stop = await t.db.listen(LIVE_CHANNEL, (payload) => heard.push((JSON.parse(payload) as { fixtureId: string }).fixtureId));
    try {
      const onOther = { ...goalItem('o2'), path: `/api/v1/fixture/${w.clubId}/${other.id}/event` };
      const res = await clientAs(t, w.coach).post('/api/v1/sync', { items: [goalItem('n'), goalItem('n'), onOther, goalItem('n')] });
      expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([200, 200, 200, 200]);
      for (let i = 0; i < 200 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 100)); // room for any extra notification to arrive
      expect(heard.sort()).toEqual([w.fixtureId, other.id].sort());
    } finally {
      await stop();
    }
  });

  it('the batch context ends with its batch and names only paths that can change sessions', () => {
    const scope = { open: true } as BatchScope;
    expect(runInBatch(scope, () => currentBatch())).toBe(scope);
    scope.open = false;
    expect(runInBatch(scope, () => currentBatch())).toBeUndefined();
    expect(currentBatch()).toBeUndefined();
    expect(['/api/v1/auth', '/api/v1/auth/password', '/api/v1/user/x/roles'].every(touchesSessions)).toBe(true);
    expect([eventPath(w), '/api/v1/authors', '/api/v1/users'].some(touchesSessions)).toBe(false);
  });
});
