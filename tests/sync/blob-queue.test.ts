// Voice notes ride the outbox as blob entries: the bytes wait in recordingBlobs, the entry names
// them, the engine sends them alone to their route and drops the bytes only after the 2xx.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSharedDb, TouchlineDb } from '../../src/db/database';
import { discardEntries } from '../../src/db/outbox-queries';
import { writeSessionMirror } from '../../src/db/session-mirror';
import { localWrite } from '../../src/db/write';
import { RoleId } from '../../src/domain/roles';
import type { SyncBatchItem } from '../../src/domain/sync/batch-schema';
import { deleteRecording, pullRecordings, saveVoiceNote } from '../../src/features/fixtures/data/recordings';
import type { BlobCall } from '../../src/sync/blob-entries';
import { BLOB_MISSING } from '../../src/sync/blob-entries';
import { createSyncEngine } from '../../src/sync/engine';
import { createDrainLock } from '../../src/sync/lock';
import { createHttpTransport, type BatchResult, type Transport } from '../../src/sync/transport';

const member = { id: 'user-1', accessToken: 'tok', roleId: RoleId.coach, selectedChildId: null, clubId: 'club-1', clubs: [] };
const ctx = { clubId: 'club-1', fixtureId: 'fx-1', subject: 'U14 v Hill Park' };
const NAME = () => `blob-${Math.random().toString(36).slice(2)}`;
// The first bytes of a WebM file (EBML magic), as MediaRecorder writes them.
const webm = () => new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])], { type: 'audio/webm;codecs=opus' });

async function open(name: string): Promise<TouchlineDb> {
  const db = new TouchlineDb(name);
  setSharedDb(db);
  await db.open();
  return db;
}

/** A transport that records what it was asked to send and answers with `answer`. */
function fakeTransport(answer: (call: BlobCall) => BatchResult) {
  const blobs: { call: BlobCall; token: string; bytes: number[]; recordingId?: string }[] = [];
  const batches: SyncBatchItem[][] = [];
  const transport: Transport = {
    async send(items) {
      batches.push(items);
      return { kind: 'answers', results: items.map((i) => ({ key: i.key, status: 200, body: { ok: true } })) };
    },
    async sendBlob(call, token) {
      blobs.push({ call, token, bytes: [...new Uint8Array(call.bytes)] });
      return answer(call);
    },
    // Entries queued since the resumable pipeline (src/media) come here; answered the same way.
    async sendResumable(r, token) {
      const call: BlobCall = { key: r.key, method: 'POST', path: r.endpoint, type: r.bytes.type, bytes: await r.bytes.arrayBuffer() };
      blobs.push({ call, token, bytes: [...new Uint8Array(call.bytes)], recordingId: r.recordingId });
      return answer(call);
    },
  };
  return { transport, blobs, batches };
}

const engineFor = (db: TouchlineDb, transport: Transport) => createSyncEngine({ db, transport, lock: createDrainLock(db, { locks: null }), random: () => 0.5 });
const created = (call: BlobCall): BatchResult => ({ kind: 'answers', results: [{ key: call.key, status: 201, body: { id: 'x', kind: 'voice_note' } }] });

/** A database with the coach signed in (the session mirrored into it, as the app does). */
async function signedIn(name = NAME()): Promise<TouchlineDb> {
  const db = await open(name);
  await writeSessionMirror(member, db);
  return db;
}

/** A signed-in database holding one recorded note, queued for upload. */
async function withNote() {
  const db = await signedIn();
  const note = await saveVoiceNote(ctx, webm(), 1000);
  return { db, note };
}

/** A transport whose uploads fail with `failure` until recover(), then are stored. */
function failingUntilRecovered(failure: BatchResult) {
  let failing = true;
  const fake = fakeTransport((call) => (failing ? failure : created(call)));
  return { ...fake, recover: () => void (failing = false) };
}

describe('voice notes in the outbox', () => {
  it('keeps a note recorded offline across a restart, sends it once, then drops the bytes', async () => {
    const name = NAME();
    let db = await signedIn(name);
    const note = await saveVoiceNote(ctx, webm(), 4200);
    db.close();

    // The app is killed and started again: entry, row and bytes are all still there.
    db = await open(name);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', stream: `recording:${note.id}`, body: { blobKey: note.id, userId: 'user-1' }, state: 'pending' });
    expect(entry!.path).toBe('/api/v1/fixture/club-1/fx-1/recording/upload');
    expect(entry!.body).toMatchObject({ blobKey: note.id, kind: 'voice_note' });
    expect(await db.fixtureRecordings.get(note.id)).toMatchObject({ fixtureId: 'fx-1', kind: 'voice_note', durationMs: 4200, sizeBytes: 16 });
    expect((await db.recordingBlobs.get(note.id))!.type).toBe('audio/webm;codecs=opus');

    const fake = fakeTransport(created);
    const engine = engineFor(db, fake.transport);
    const report = await engine.drain();
    expect(report.sent).toBe(1);
    expect(fake.batches).toEqual([]); // never through the JSON batch
    expect(fake.blobs).toHaveLength(1);
    expect(fake.blobs[0]!.call).toMatchObject({ key: entry!.id, method: 'POST', path: entry!.path, type: 'audio/webm;codecs=opus' });
    expect(fake.blobs[0]!.bytes.slice(0, 4)).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(fake.blobs[0]!.token).toBe('tok');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.recordingBlobs.count()).toBe(0);
    // The note stays listed (now played from the server).
    expect(await db.fixtureRecordings.get(note.id)).toBeDefined();

    await engine.drain();
    expect(fake.blobs).toHaveLength(1); // drained once
  });

  it('keeps the bytes and the entry through a network failure and retries', async () => {
    const { db, note } = await withNote();
    const fake = failingUntilRecovered({ kind: 'transient', errorClass: 'network', status: null, message: 'offline' });
    const engine = engineFor(db, fake.transport);
    const first = await engine.drain();
    expect(first.retried).toBe(1);
    expect(await db.recordingBlobs.get(note.id)).toBeDefined();
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ attempts: 1, state: 'pending', lastError: expect.objectContaining({ class: 'network' }) })]);
    fake.recover();
    const second = await engine.drain({ ignoreBackoff: true });
    expect(second.sent).toBe(1);
    expect(fake.blobs.map((b) => b.call.key)).toEqual([fake.blobs[0]!.call.key, fake.blobs[0]!.call.key]); // same Idempotency-Key
    expect(await db.recordingBlobs.count()).toBe(0);
  });

  it('keeps a refused upload visible with its bytes and the server message; other streams go on', async () => {
    const { db, note } = await withNote();
    await localWrite([], { method: 'PUT', path: '/api/v1/fixture/club-1/fx-1/notes', body: { notes: 'x' }, stream: 'fixture:fx-1', describe: { action: 'fixture.update' } }, { db });
    const fake = fakeTransport((call) => ({ kind: 'answers', results: [{ key: call.key, status: 400, body: { error: { code: 'bad_file', message: 'Please upload a video or a voice note' } } }] }));
    const report = await engineFor(db, fake.transport).drain();
    expect(report).toMatchObject({ sent: 1, rejected: 1 });
    expect(fake.batches.flat().map((i) => i.path)).toEqual(['/api/v1/fixture/club-1/fx-1/notes']);
    const [left] = await db.outbox.toArray();
    expect(left).toMatchObject({ state: 'rejected', lastError: expect.objectContaining({ message: 'Please upload a video or a voice note' }) });
    expect(await db.recordingBlobs.get(note.id)).toBeDefined();
    expect(await db.fixtureRecordings.get(note.id)).toBeDefined();
  });

  it('cancels the upload of a note deleted before it was sent: entry, bytes and row in one go, no DELETE', async () => {
    const { db, note } = await withNote();
    const other = await saveVoiceNote(ctx, webm(), 2000);
    await deleteRecording(ctx, note.id);
    expect(await db.fixtureRecordings.get(note.id)).toBeUndefined();
    expect(await db.recordingBlobs.get(note.id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => e.stream)).toEqual([`recording:${other.id}`]);
    const fake = fakeTransport(created);
    const report = await engineFor(db, fake.transport).drain();
    expect(report.sent).toBe(1);
    expect(fake.blobs.map((b) => b.recordingId)).toEqual([other.id]);
    expect(fake.batches).toEqual([]);
  });

  it('cancels a refused upload on delete, and discarding a refused upload takes its bytes and row too', async () => {
    const db = await signedIn();
    const a = await saveVoiceNote(ctx, webm(), 1000);
    const b = await saveVoiceNote(ctx, webm(), 1000);
    const fake = fakeTransport((call) => ({ kind: 'answers', results: [{ key: call.key, status: 400, body: { error: { code: 'bad_file', message: 'Please upload a video or a voice note' } } }] }));
    expect(await engineFor(db, fake.transport).drain()).toMatchObject({ rejected: 2 });

    await deleteRecording(ctx, a.id);
    expect(await db.outbox.where('stream').equals(`recording:${a.id}`).count()).toBe(0);
    expect(await db.recordingBlobs.get(a.id)).toBeUndefined();

    const refused = (await db.outbox.toArray()).find((e) => e.stream === `recording:${b.id}`)!;
    expect(refused.state).toBe('rejected');
    await discardEntries([refused.id], db);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.recordingBlobs.count()).toBe(0);
    expect(await db.fixtureRecordings.count()).toBe(0);
  });

  it('discards an ordinary entry as before, leaving the notes alone', async () => {
    const { db, note } = await withNote();
    const plain = await localWrite([], { method: 'PUT', path: '/api/v1/fixture/club-1/fx-1/notes', body: { notes: 'x' }, stream: 'fixture:fx-1', describe: { action: 'fixture.update' } }, { db });
    await discardEntries([plain.id], db);
    expect((await db.outbox.toArray()).map((e) => e.stream)).toEqual([`recording:${note.id}`]);
    expect(await db.recordingBlobs.get(note.id)).toBeDefined();
  });

  it('queues the DELETE behind an upload being sent, and sends both in order', async () => {
    const { db, note } = await withNote();
    const fake = fakeTransport(created);
    const send = fake.transport.sendResumable!;
    let seenWhileSending: string[] = [];
    // The coach deletes the note while its upload is on the wire (the entry is 'sending').
    fake.transport.sendResumable = async (call, token) => {
      await deleteRecording(ctx, note.id);
      seenWhileSending = (await db.outbox.toArray()).map((e) => `${e.method}:${e.state}`);
      return send(call, token);
    };
    const engine = engineFor(db, fake.transport);
    const first = await engine.drain();
    expect(seenWhileSending).toEqual(['POST:sending', 'DELETE:pending']);
    const second = await engine.drain();
    expect(first.sent + second.sent).toBe(2);
    expect(fake.blobs).toHaveLength(1);
    expect(fake.batches.flat()).toEqual([expect.objectContaining({ method: 'DELETE', path: `/api/v1/fixture/club-1/fx-1/recording/${note.id}`, stream: `recording:${note.id}` })]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.recordingBlobs.count()).toBe(0);
    expect(await db.fixtureRecordings.get(note.id)).toBeUndefined();
  });

  it('queues the DELETE behind an upload that was tried without an answer (it may be stored)', async () => {
    const { db, note } = await withNote();
    const fake = failingUntilRecovered({ kind: 'transient', errorClass: 'timeout', status: null, message: 'timeout' });
    const engine = engineFor(db, fake.transport);
    expect(await engine.drain()).toMatchObject({ retried: 1 });
    await deleteRecording(ctx, note.id);
    expect((await db.outbox.toArray()).map((e) => e.method)).toEqual(['POST', 'DELETE']);
    fake.recover();
    expect(await engine.drain({ ignoreBackoff: true })).toMatchObject({ sent: 2 });
    expect(fake.blobs).toHaveLength(2); // the same upload again, under its key: landed or replayed
    expect(fake.batches.flat().map((i) => i.method)).toEqual(['DELETE']);
    expect(await db.recordingBlobs.count()).toBe(0);
  });

  it('refuses an entry whose bytes are gone instead of retrying it forever', async () => {
    const { db, note } = await withNote();
    await db.recordingBlobs.delete(note.id);
    const fake = fakeTransport(created);
    const report = await engineFor(db, fake.transport).drain();
    expect(report.rejected).toBe(1);
    expect(fake.blobs).toHaveLength(0);
    expect((await db.outbox.toArray())[0]!.lastError!.message).toBe(BLOB_MISSING);
  });
});

describe('pulling the recordings list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("brings the server's rows, removes what it no longer has, and keeps queued notes and rows added meanwhile", async () => {
    const db = await signedIn();
    const row = (id: string, kind: 'voice_note' | 'video' = 'video') => ({ id, fixtureId: 'fx-1', kind, title: null, mime: 'video/mp4', sizeBytes: 1, createdBy: null, createdAt: '2026-01-01T00:00:00.000Z' });
    await db.fixtureRecordings.bulkPut([row('gone-on-server'), row('kept-on-server')]);
    const queued = await saveVoiceNote(ctx, webm(), 1000);
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        seen.push(url);
        await answered;
        const { fixtureId: _f, ...server } = row('kept-on-server');
        const { fixtureId: _g, ...fresh } = row('from-elsewhere', 'voice_note');
        return new Response(JSON.stringify({ recordings: [server, fresh] }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const pulling = pullRecordings('club-1', 'fx-1');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    // A video uploaded while the list was on its way: not in the answer, but it exists.
    await db.fixtureRecordings.put(row('uploaded-meanwhile'));
    release();
    await pulling;
    expect(seen[0]).toContain('/api/v1/fixture/club-1/fx-1/recording?userId=user-1');
    const ids = (await db.fixtureRecordings.where('fixtureId').equals('fx-1').primaryKeys()).sort();
    expect(ids).toEqual(['from-elsewhere', 'kept-on-server', queued.id, 'uploaded-meanwhile'].sort());
  });
});

describe('the HTTP transport for blob entries', () => {
  it('posts the bytes with the Idempotency-Key, token and XSRF value, and answers as one item', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      if (url.endsWith('/auth/xsrf')) return new Response(JSON.stringify({ token: 'x1' }), { headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify({ id: 'r1' }), { status: 201, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    const transport = createHttpTransport({ fetch, baseUrl: 'http://t' });
    const bytes = new Uint8Array([0x4f, 0x67, 0x67, 0x53]).buffer;
    const result = await transport.sendBlob!({ key: 'k1', method: 'POST', path: '/api/v1/fixture/c/f/recording?id=1&kind=voice_note', type: 'audio/ogg', bytes }, 'tok');
    expect(result).toEqual({ kind: 'answers', results: [{ key: 'k1', status: 201, body: { id: 'r1' } }] });
    const post = seen[1]!;
    expect(post.url).toBe('http://t/api/v1/fixture/c/f/recording?id=1&kind=voice_note');
    expect(post.init.headers).toMatchObject({ 'idempotency-key': 'k1', 'content-type': 'audio/ogg', touchlinetoken: 'tok', 'X-XSRF-TOKEN': 'x1' });
    expect(post.init.body).toBe(bytes);
  });

  it('treats a 2xx page that is not ours as a captive portal, and a network error as transient', async () => {
    const portal = (async (url: string) =>
      url.endsWith('/auth/xsrf') ? new Response(JSON.stringify({ token: 'x' }), { headers: { 'content-type': 'application/json' } }) : new Response('<html>login</html>', { status: 200, headers: { 'content-type': 'text/html' } })) as unknown as typeof globalThis.fetch;
    const call: BlobCall = { key: 'k', method: 'POST', path: '/p', type: 'audio/ogg', bytes: new ArrayBuffer(4) };
    expect(await createHttpTransport({ fetch: portal }).sendBlob!(call, 't')).toMatchObject({ kind: 'transient', errorClass: 'captive' });
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    expect(await createHttpTransport({ fetch: down }).sendBlob!(call, 't')).toMatchObject({ kind: 'transient', errorClass: 'network' });
  });
});
