// Voice notes through the real engine, transport and server (PGlite and PostgreSQL): a blob entry
// goes straight to POST fixture/.../recording with its bytes and Idempotency-Key, the bytes leave
// the device only after the 2xx, a lost answer is replayed (one recording), a refused file stays
// on the device with the server's message, and the queued DELETE follows the upload.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TouchlineDb } from '../../../src/db/database';
import { localWrite } from '../../../src/db/write';
import { RECORDING_BAD_FILE } from '../../../src/domain/session/recording';
import { createSyncEngine } from '../../../src/sync/engine';
import { createDrainLock } from '../../../src/sync/lock';
import { createHttpTransport } from '../../../src/sync/transport';
import { recordingKey } from '../../../server/lib/recordings';
import { FIXTURE } from '../../../server/lib/session-kind';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { freshDb, signIn } from './harness';
import { buildWorld, type World } from './world';

const webm = () => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...Array.from({ length: 60 }, (_, i) => i)]);
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(60).fill(0)]);

describe.each(DB_KINDS)('voice note blob entries on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
  });
  afterAll(async () => t?.close());

  /** fetch over inject with a cookie jar; `loseAnswers` drops that many recording answers after the server ran them. */
  function net() {
    const jar = new Map<string, string>();
    const state = { loseAnswers: 0, recordingPosts: 0 };
    const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const body = init.body instanceof ArrayBuffer ? Buffer.from(init.body) : (init.body as string | undefined);
      const res = await t.app.inject({ method: (init.method ?? 'GET') as 'GET', url: url.pathname + url.search, headers, payload: body });
      for (const c of res.cookies) jar.set(c.name, c.value);
      if (url.pathname.endsWith('/recording') && init.method === 'POST') {
        state.recordingPosts += 1;
        if (state.loseAnswers > 0) {
          state.loseAnswers -= 1;
          throw new TypeError('Failed to fetch');
        }
      }
      const out = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
      return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: out });
    }) as typeof globalThis.fetch;
    return { fetch, state };
  }

  async function device() {
    const db = freshDb();
    await signIn(db, w.coach, w.clubId);
    const n = net();
    const engine = createSyncEngine({ db, transport: createHttpTransport({ fetch: n.fetch, baseUrl: 'http://localhost', timeoutMs: 2000 }), lock: createDrainLock(db, { locks: null }), random: () => 0.5 });
    return { db, engine, state: n.state };
  }

  const base = () => `/api/v1/fixture/${w.clubId}/${w.fixtureId}/recording`;

  async function recordNote(db: TouchlineDb, bytes: Uint8Array, type = 'audio/webm;codecs=opus') {
    const id = randomUUID();
    await db.recordingBlobs.put({ id, type, bytes: bytes.slice().buffer, createdAt: Date.now() });
    const row = { id, fixtureId: w.fixtureId, kind: 'voice_note' as const, title: null, mime: type, sizeBytes: bytes.byteLength, createdBy: null, createdAt: new Date().toISOString() };
    await localWrite([{ table: 'fixtureRecordings', put: row }], { method: 'POST', path: `${base()}?id=${id}&kind=voice_note`, body: { blobKey: id }, stream: `recording:${id}`, describe: { action: 'fixture.recording.add' } }, { db });
    return id;
  }

  const rowsOf = (id: string) => t.db.query<{ id: string; size_bytes: number | string; mime: string }>('SELECT id, size_bytes, mime FROM fixture_recordings WHERE id = $1', [id]);

  it('uploads the bytes once and only then forgets them', async () => {
    const d = await device();
    const id = await recordNote(d.db, webm());
    const report = await d.engine.drain();
    expect(report).toMatchObject({ sent: 1, rejected: 0, remaining: 0 });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.size_bytes)).toBe(64);
    expect(rows[0]!.mime).toBe('video/webm'); // from the bytes, not the declared type
    expect([...(await buffer((await t.app.storage.get(recordingKey(FIXTURE, id)))!))]).toEqual([...webm()]);
    expect(await d.db.recordingBlobs.count()).toBe(0);
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('keeps the bytes when the answer is lost, and the retry is replayed, not stored twice', async () => {
    const d = await device();
    d.state.loseAnswers = 1;
    const id = await recordNote(d.db, webm());
    const first = await d.engine.drain();
    expect(first.retried).toBe(1);
    expect(await rowsOf(id)).toHaveLength(1); // the server has it…
    expect(await d.db.recordingBlobs.get(id)).toBeDefined(); // …but the device does not know yet
    const second = await d.engine.drain({ ignoreBackoff: true });
    expect(second.sent).toBe(1);
    expect(d.state.recordingPosts).toBe(2);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await d.db.recordingBlobs.count()).toBe(0);
  });

  it('keeps a refused file on the device with the server message; match events still go', async () => {
    const d = await device();
    const id = await recordNote(d.db, png(), 'audio/webm');
    await localWrite([], { method: 'PUT', path: `/api/v1/fixture/${w.clubId}/${w.fixtureId}/event`, body: { id: randomUUID(), kind: 'goal', matchSecond: 60 }, stream: `fixture:${w.fixtureId}`, describe: { action: 'fixture.event.goal' } }, { db: d.db });
    const report = await d.engine.drain();
    expect(report).toMatchObject({ sent: 1, rejected: 1 });
    const [left] = await d.db.outbox.toArray();
    expect(left).toMatchObject({ state: 'rejected', lastError: { status: 400, message: RECORDING_BAD_FILE } });
    expect(await d.db.recordingBlobs.get(id)).toBeDefined();
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('sends the queued delete after the upload', async () => {
    const d = await device();
    const id = await recordNote(d.db, webm());
    await localWrite([{ table: 'fixtureRecordings', delete: id }], { method: 'DELETE', path: `${base()}/${id}`, body: {}, stream: `recording:${id}`, describe: { action: 'fixture.recording.remove' } }, { db: d.db });
    const report = await d.engine.drain();
    expect(report).toMatchObject({ sent: 2, rejected: 0 });
    expect(await rowsOf(id)).toHaveLength(0);
    expect(await d.db.recordingBlobs.count()).toBe(0);
  });
});
