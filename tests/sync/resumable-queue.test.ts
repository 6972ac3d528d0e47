// The resumable upload queue (src/media) as the outbox engine drives it, on fake-indexeddb, against
// a small in-memory tus server: a cut and a relaunch resume from the offset the server holds
// (the upload URL kept in Dexie, not localStorage), sending each byte about once; uploads go in
// the outbox's order, after the entries queued before them.
import { describe, expect, it } from 'vitest';
import { setSharedDb, TouchlineDb } from '../../src/db/database';
import { writeSessionMirror } from '../../src/db/session-mirror';
import { localWrite } from '../../src/db/write';
import { RoleId } from '../../src/domain/roles';
import { queueVideo } from '../../src/features/fixtures/data/recordings';
import { createSyncEngine } from '../../src/sync/engine';
import { createDrainLock } from '../../src/sync/lock';
import { createHttpTransport } from '../../src/sync/transport';
import { loadResumableLazily } from '../../src/sync/resumable-loader';

const member = { id: 'user-1', accessToken: 'tok', roleId: RoleId.coach, selectedChildId: null, clubId: 'club-1', clubs: [] };
const ctx = { clubId: 'club-1', fixtureId: 'fx-1', subject: 'U14 v Hill Park' };
/** Small chunks, so a small file goes in several (the app sends 4 MB ones). */
const CHUNK_BYTES = 64 * 1024;
const NAME = () => `tus-${Math.random().toString(36).slice(2)}`;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

async function open(name: string): Promise<TouchlineDb> {
  const db = new TouchlineDb(name);
  setSharedDb(db);
  await db.open();
  await writeSessionMirror(member, db);
  return db;
}

/** A file of `size` bytes whose content depends on the position, so a misplaced byte shows. */
function videoFile(name: string, size: number): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70], 0);
  return new File([bytes], name, { type: 'video/mp4' });
}

/** An in-memory tus server (creation, HEAD, PATCH with offsets) that can drop the connection. */
function tusServer() {
  const uploads = new Map<string, { size: number; bytes: Uint8Array; offset: number; recordingId: string }>();
  const log: string[] = [];
  let received = 0;
  /** Set: the next PATCH keeps this many bytes, then the connection drops; and stays down while `down`. */
  let cutAfter: number | null = null;
  let down = false;
  const fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (down) throw new TypeError('Failed to fetch');
    const path = new URL(url).pathname;
    const h = (init.headers ?? {}) as Record<string, string>;
    if (path.endsWith('/auth/xsrf')) return json({ token: 'x1' });
    if (path.endsWith('/sync')) {
      const { items } = JSON.parse(String(init.body)) as { items: { key: string; path: string }[] };
      for (const i of items) log.push(`sync ${i.path}`);
      return json({ results: items.map((i) => ({ key: i.key, status: 200, body: { ok: true } })) });
    }
    if (init.method === 'POST' && path.endsWith('/recording/upload')) {
      const meta = Object.fromEntries(h['Upload-Metadata']!.split(',').map((p) => p.split(' ')).map(([k, v]) => [k, atob(v!)]));
      const id = `u${uploads.size + 1}`;
      uploads.set(id, { size: Number(h['Upload-Length']), bytes: new Uint8Array(Number(h['Upload-Length'])), offset: 0, recordingId: meta.id! });
      log.push(`create ${meta.id}`);
      return new Response(null, { status: 201, headers: { location: `${path}/${id}`, 'tus-resumable': '1.0.0' } });
    }
    const u = uploads.get(path.split('/').pop()!);
    if (!u) return new Response('not found', { status: 404 });
    if (init.method === 'HEAD') {
      log.push(`head ${u.recordingId} ${u.offset}`);
      return new Response(null, { status: 200, headers: { 'upload-offset': String(u.offset), 'upload-length': String(u.size), 'tus-resumable': '1.0.0' } });
    }
    if (init.method === 'PATCH') {
      if (Number(h['Upload-Offset']) !== u.offset) return new Response('Upload-Offset conflict\n', { status: 409 });
      const chunk = new Uint8Array(await (init.body as Blob).arrayBuffer());
      if (cutAfter !== null) {
        // What arrived before the cut is kept, as @tus/file-store does.
        const kept = chunk.subarray(0, cutAfter);
        u.bytes.set(kept, u.offset);
        u.offset += kept.length;
        received += kept.length;
        cutAfter = null;
        down = true;
        throw new TypeError('Failed to fetch');
      }
      u.bytes.set(chunk, u.offset);
      u.offset += chunk.length;
      received += chunk.length;
      log.push(`patch ${u.recordingId}`);
      const done = u.offset === u.size;
      return done ? json({ id: u.recordingId, kind: 'video' }, 200, { 'upload-offset': String(u.offset) }) : new Response(null, { status: 204, headers: { 'upload-offset': String(u.offset), 'tus-resumable': '1.0.0' } });
    }
    return new Response('method', { status: 405 });
  };
  return {
    uploads,
    log,
    fetch,
    received: () => received,
    cutNext: (keep: number) => void (cutAfter = keep),
    up: () => void (down = false),
  };
}

const engineFor = (db: TouchlineDb, fetch: ReturnType<typeof tusServer>['fetch']) =>
  createSyncEngine({
    db,
    transport: createHttpTransport({ fetch: fetch as unknown as typeof globalThis.fetch, baseUrl: 'http://t', resumableRetryDelays: [], resumableChunkBytes: CHUNK_BYTES, resumable: loadResumableLazily }),
    lock: createDrainLock(db, { locks: null }),
    random: () => 0.5,
  });

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

describe('resumable uploads from the outbox', () => {
  it('resumes after a cut and a relaunch from the offset the server holds, sending each byte about once', async () => {
    const name = NAME();
    let db = await open(name);
    const server = tusServer();
    const file = videoFile('second-half.mp4', 2 * CHUNK_BYTES + 123_456);
    const row = await queueVideo(ctx, file);

    // The second chunk is cut 10 kB in; the signal stays away.
    let first = true;
    const fetchWithCut = async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH' && !first) server.cutNext(10_000);
      if (init?.method === 'PATCH') first = false;
      return server.fetch(url, init);
    };
    await engineFor(db, fetchWithCut).drain();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'pending', attempts: 1 });
    const [kept] = await db.tusUrls.toArray();
    expect(kept!.uploadUrl).toBe('http://t/api/v1/fixture/club-1/fx-1/recording/upload/u1');
    expect((await db.mediaUploads.get(entry!.id))!.sent).toBe(CHUNK_BYTES);

    // The browser is killed and relaunched; the signal comes back.
    db.close();
    db = await open(name);
    server.up();
    const report = await engineFor(db, server.fetch).drain({ ignoreBackoff: true });
    expect(report.sent).toBe(1);
    expect(server.log.filter((l) => l.startsWith('create'))).toEqual([`create ${row.id}`]);
    expect(server.log).toContain(`head ${row.id} ${CHUNK_BYTES + 10_000}`);
    const u = server.uploads.get('u1')!;
    expect(u.offset).toBe(file.size);
    expect(u.bytes).toEqual(await bytesOf(file));
    expect(server.received()).toBe(file.size);
    // Done: the bytes, the URL and the progress go; the row stays.
    expect(await db.outbox.count()).toBe(0);
    expect(await db.recordingBlobs.count()).toBe(0);
    expect(await db.mediaUploads.toArray()).toEqual([]);
    expect(await db.tusUrls.toArray()).toEqual([]);
    expect(await db.fixtureRecordings.get(row.id)).toBeDefined();
    db.close();
  });

  it("sends uploads in the outbox's order, after the entries queued before them", async () => {
    const db = await open(NAME());
    const server = tusServer();
    await localWrite([], { method: 'PUT', path: '/api/v1/fixture/club-1/fx-1/notes', body: { notes: 'x' }, stream: 'fixture:fx-1', describe: { action: 'fixture.update' } }, { db });
    const a = await queueVideo(ctx, videoFile('a.mp4', 1000));
    const b = await queueVideo(ctx, videoFile('b.mp4', CHUNK_BYTES + 10));
    await localWrite([], { method: 'PUT', path: '/api/v1/fixture/club-1/fx-1/notes', body: { notes: 'y' }, stream: 'fixture:fx-1', describe: { action: 'fixture.update' } }, { db });
    const engine = engineFor(db, server.fetch);
    for (let i = 0; i < 4 && (await db.outbox.count()) > 0; i++) await engine.drain();
    expect(server.log).toEqual([
      'sync /api/v1/fixture/club-1/fx-1/notes',
      `create ${a.id}`,
      `patch ${a.id}`,
      `create ${b.id}`,
      `patch ${b.id}`,
      `patch ${b.id}`,
      'sync /api/v1/fixture/club-1/fx-1/notes',
    ]);
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });
});
