// A batch item runs through the app's router in process (server/lib/in-process-call.ts), not
// through HTTP: its answer must be the one the same call gets alone, for every kind of answer the
// app gives (written, refused by validation, forbidden, unknown path, thrown by the error handler).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { ITEM_BODY_TYPE } from '../../../server/lib/in-process-call';
import { buildWorld, clientAs, countEvents, eventPath, type World } from './world';

describe.each(DB_KINDS)('a batch item answers as the call alone on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
  });
  afterAll(async () => t?.close());

  /** The same call through the batch and alone (each with a key of its own): status and body. */
  async function both(who: { token: string }, method: 'PUT' | 'POST' | 'DELETE', path: string, body: unknown) {
    const c = clientAs(t, who);
    const batch = await c.post('/api/v1/sync', { items: [{ key: randomUUID(), method, path, stream: 's', body }] });
    expect(batch.statusCode).toBe(200);
    const { status, body: answer } = batch.json().results[0] as { status: number; body: unknown };
    const alone = await c.request(method, path, body, { 'idempotency-key': randomUUID() });
    return { item: { status, body: answer }, alone: { status: alone.statusCode, body: alone.json() as unknown } };
  }

  it('a refused body: the same 400 and message', async () => {
    const { item, alone } = await both(w.coach, 'PUT', eventPath(w), { id: randomUUID(), kind: 'not-a-kind', matchSecond: 60 });
    expect(alone.status).toBe(400);
    expect(item).toEqual(alone);
  });

  it('a caller without the role: the same 403', async () => {
    const { item, alone } = await both(w.parent, 'PUT', eventPath(w), { id: randomUUID(), kind: 'goal', matchSecond: 60 });
    expect(alone.status).toBe(403);
    expect(item).toEqual(alone);
  });

  it('an unknown path: the same 404', async () => {
    const { item, alone } = await both(w.coach, 'PUT', `/api/v1/fixture/${w.clubId}/${w.fixtureId}/no-such-thing`, {});
    expect(alone.status).toBe(404);
    expect(item).toEqual(alone);
  });

  it('a fixture that is not there: the same 404 from the handler', async () => {
    const { item, alone } = await both(w.coach, 'PUT', `/api/v1/fixture/${w.clubId}/${randomUUID()}/event`, { id: randomUUID(), kind: 'goal', matchSecond: 60 });
    expect(alone.status).toBe(404);
    expect(item).toEqual(alone);
  });

  it('a write: the item and a replay of its key alone answer the same 2xx body', async () => {
    const c = clientAs(t, w.coach);
    const key = randomUUID();
    const body = { id: randomUUID(), kind: 'goal', matchSecond: 120 };
    const batch = await c.post('/api/v1/sync', { items: [{ key, method: 'PUT', path: eventPath(w), stream: 's', body }] });
    const item = batch.json().results[0] as { status: number; body: unknown };
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ id: body.id, kind: 'goal' });
    const replay = await c.put(eventPath(w), body, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(item.body);
  });

  it("the items' body type is refused from outside (415), nothing written", async () => {
    const before = await countEvents(t.db, w.fixtureId);
    const c = clientAs(t, w.coach);
    const res = await c.put(eventPath(w), JSON.stringify({ id: randomUUID(), kind: 'goal', matchSecond: 60 }), { 'content-type': ITEM_BODY_TYPE, 'idempotency-key': randomUUID() });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { message: 'This content type is not accepted' } });
    expect(await countEvents(t.db, w.fixtureId)).toBe(before);
  });

  it('a nested body reaches its route whole (handed over as parsed, not serialised again)', async () => {
    const c = clientAs(t, w.coach);
    const body = { id: randomUUID(), kind: 'goal', matchSecond: 180, data: { goalType: 'header', distance: 10 } };
    const batch = await c.post('/api/v1/sync', { items: [{ key: randomUUID(), method: 'PUT', path: eventPath(w), stream: 's', body }] });
    const item = batch.json().results[0] as { status: number; body: { data: unknown } };
    expect(item.status).toBe(200);
    expect(item.body.data).toEqual(body.data);
  });
});

