// Resumable (tus) uploads of recordings, on both databases and both file stores: the protocol's
// offsets (resume after a cut, a chunk twice, a chunk out of order), the checks (first bytes,
// whole file, size before any byte), who may upload, and nothing left behind when refused.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_BAD_VIDEO, RECORDING_UPLOAD_MAX_BYTES, RECORDING_UPLOAD_NOT_FOUND, RECORDING_UPLOAD_TOO_LARGE } from '../../../src/domain/session/recording';
import { recordingKey } from '../../../server/lib/recordings';
import { FIXTURE } from '../../../server/lib/session-kind';
import { UPLOAD_EXPIRY_MS } from '../../../server/lib/uploads/recording-uploads';
import { StagedStore } from '../../../server/lib/uploads/staged-store';
import { DB_KINDS } from '../../support/test-db';
import type { TestClient } from '../../support/test-app';
import { STORE_KINDS } from '../../support/test-storage';
import { createSessionWorld, expectError, expectOk, inDays, type SessionWorld } from '../../support/session-world';
import { box, mp4, webm } from '../../support/video-bytes';

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
/** A phone-shaped MP4 (the movie first) padded to about 300 KB, so it goes in several chunks. */
const video = () => Buffer.concat([mp4({ faststart: true }), box('free', Buffer.alloc(300_000, 7))]);
const staging = (w: SessionWorld) => path.join(w.t.app.config.dataDir, 'uploads', FIXTURE.recordingsTable);
const stagedFiles = async (w: SessionWorld, uploadId: string) => (await readdir(staging(w)).catch(() => [] as string[])).filter((f) => f.startsWith(uploadId));

const WORLDS = DB_KINDS.flatMap((db) => STORE_KINDS.map((store) => [db, store] as const));

describe.each(WORLDS)('resumable recording uploads on %s, files on %s', (kind, store) => {
  let w: SessionWorld;
  let fixture: string;

  const create = (size: number, m: Record<string, string>, as: TestClient = w.as.coachA) =>
    as.request('POST', `${fixture}/recording/upload`, undefined, { ...TUS, 'upload-length': String(size), 'upload-metadata': metadata(m) });
  const patch = (url: string, offset: number, bytes: Buffer | Readable, as: TestClient = w.as.coachA) =>
    as.request('PATCH', url, bytes, { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' });
  const head = (url: string, as: TestClient = w.as.coachA) => as.request('HEAD', url, undefined, TUS);
  const started = async (bytes: Buffer, m: Record<string, string> = { kind: 'video', title: 'Second half' }) => {
    const id = randomUUID();
    const res = await create(bytes.length, { id, ...m });
    expect(res.statusCode, res.body).toBe(201);
    return { id, url: res.headers.location as string };
  };
  const storedBytes = async (id: string) => {
    const s = await w.t.app.storage.get(recordingKey(FIXTURE, id));
    if (!s) return null;
    const parts: Buffer[] = [];
    for await (const c of s) parts.push(c as Buffer);
    return Buffer.concat(parts);
  };

  beforeAll(async () => {
    w = await createSessionWorld(kind, store);
    const fixtureId = expectOk(await w.as.coachA.post(`/api/v1/fixture/${w.clubId}/create`, { teamId: w.teamA, opponent: 'Rovers', homeAway: 'home', kickoffAt: inDays(1) }), 201).id;
    fixture = `/api/v1/fixture/${w.clubId}/${fixtureId}`;
  });
  afterAll(() => w?.t.close());

  it('takes a match video in three chunks, stores it once under its recording and lists it', async () => {
    const bytes = video();
    const { id, url } = await started(bytes);
    expect(url).toMatch(new RegExp(`^${fixture}/recording/upload/[0-9a-f-]{36}$`));
    const third = Math.ceil(bytes.length / 3);
    let offset = 0;
    let last;
    for (let i = 0; i < 3; i++) {
      last = await patch(url, offset, bytes.subarray(offset, offset + third));
      offset = Math.min(bytes.length, offset + third);
      if (i < 2) {
        expect(last.statusCode, last.body).toBe(204);
        expect(Number(last.headers['upload-offset'])).toBe(offset);
      }
    }
    const recording = expectOk(last!);
    expect(recording).toMatchObject({ id, kind: 'video', title: 'Second half', mime: 'video/mp4', sizeBytes: bytes.length, createdBy: w.ids.coachA });
    expect((await storedBytes(id))!.equals(bytes)).toBe(true);
    const list = expectOk(await w.as.player1.get(`${fixture}/recording`)).recordings;
    expect(list.filter((r: { id: string }) => r.id === id)).toHaveLength(1);
    // The device that lost the last answer asks: all of it is here; nothing is taken twice.
    const again = await head(url);
    expect(again.headers['upload-offset']).toBe(String(bytes.length));
    expectError(await patch(url, bytes.length - 10, bytes.subarray(-10)), 409);
    const served = await w.as.player1.get(`${fixture}/recording/${id}`);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // The staged bytes are gone once in the store (only the small details file stays, to answer HEAD).
    expect(await stagedFiles(w, url.split('/').pop()!)).toEqual([`${url.split('/').pop()}.json`]);
  });

  it('resumes after a cut from the offset the server holds, and a WebM voice note is kept as sound', async () => {
    const bytes = video();
    const { id, url } = await started(bytes);
    // The connection drops 100 KB into a 200 KB chunk: what arrived is kept.
    const cut = new Readable({ read() {} });
    cut.push(bytes.subarray(0, 100_000));
    setImmediate(() => cut.destroy(new Error('connection lost')));
    await patch(url, 0, cut).catch(() => undefined);
    const held = Number((await head(url)).headers['upload-offset']);
    expect(held).toBeGreaterThanOrEqual(0);
    expect(held).toBeLessThanOrEqual(100_000);
    const done = await patch(url, held, bytes.subarray(held));
    expectOk(done);
    expect((await storedBytes(id))!.equals(bytes)).toBe(true);

    const note = webm();
    const v = await started(note, { kind: 'voice_note' });
    const answer = expectOk(await patch(v.url, 0, note));
    expect(answer.kind).toBe('voice_note');
  });

  it('answers 409 to the same chunk twice and to a chunk out of order, keeping the bytes right', async () => {
    const bytes = video();
    const { id, url } = await started(bytes);
    const chunk = 120_000;
    expect((await patch(url, 0, bytes.subarray(0, chunk))).statusCode).toBe(204);
    const twice = await patch(url, 0, bytes.subarray(0, chunk));
    expect(twice.statusCode).toBe(409);
    const skipped = await patch(url, 2 * chunk, bytes.subarray(2 * chunk, 3 * chunk));
    expect(skipped.statusCode).toBe(409);
    expect((await head(url)).headers['upload-offset']).toBe(String(chunk));
    expectOk(await patch(url, chunk, bytes.subarray(chunk)));
    expect((await storedBytes(id))!.equals(bytes)).toBe(true);
  });

  it('refuses a text file named .mp4 at its first chunk and removes the upload', async () => {
    const text = Buffer.from('This is a text file, renamed match.mp4\n'.repeat(2000));
    const { id, url } = await started(text, { kind: 'video', title: 'match.mp4' });
    const res = await patch(url, 0, text.subarray(0, 64 * 1024));
    expect(res.statusCode).toBe(400);
    expect(res.body.trim()).toBe(RECORDING_BAD_VIDEO.fixture);
    expect(await stagedFiles(w, url.split('/').pop()!)).toEqual([]);
    expect((await head(url)).statusCode).toBe(404);
    expect(await storedBytes(id)).toBeNull();
  });

  it('refuses a file that starts like a video but is not one when its last bytes arrive, keeping nothing', async () => {
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(200_000)]);
    const { id, url } = await started(fake);
    expect((await patch(url, 0, fake.subarray(0, 100_000))).statusCode).toBe(204);
    const res = await patch(url, 100_000, fake.subarray(100_000));
    expect(res.statusCode).toBe(400);
    expect(res.body.trim()).toBe(RECORDING_BAD_VIDEO.fixture);
    expect(await stagedFiles(w, url.split('/').pop()!)).toEqual([]);
    expect(await storedBytes(id)).toBeNull();
    expect(expectOk(await w.as.coachA.get(`${fixture}/recording`)).recordings.some((r: { id: string }) => r.id === id)).toBe(false);
  });

  it('refuses a video over the limit from its Upload-Length, before any byte, and one without a length', async () => {
    const before = await readdir(staging(w)).catch(() => [] as string[]);
    const res = await create(RECORDING_UPLOAD_MAX_BYTES + 1, { id: randomUUID(), kind: 'video' });
    expectError(res, 413, RECORDING_UPLOAD_TOO_LARGE);
    const twoGb = await create(2 * 1024 ** 3, { id: randomUUID(), kind: 'video' });
    expectError(twoGb, 413, RECORDING_UPLOAD_TOO_LARGE);
    expectError(await w.as.coachA.request('POST', `${fixture}/recording/upload`, undefined, { ...TUS, 'upload-defer-length': '1', 'upload-metadata': metadata({ id: randomUUID(), kind: 'video' }) }), 400);
    expectError(await create(1000, { id: 'not-an-id', kind: 'video' }), 400, 'Please choose a valid id');
    expect(await readdir(staging(w)).catch(() => [] as string[])).toEqual(before);
  });

  it('lets only the team staff of this club upload, resume or cancel', async () => {
    const bytes = video();
    const m = { id: randomUUID(), kind: 'video' };
    expectError(await create(bytes.length, m, w.as.outsider), 403, 'You do not have access to this screen');
    expectError(await create(bytes.length, m, w.as.player1), 403);
    expectError(await create(bytes.length, m, w.as.coachB), 403);
    const { url } = await started(bytes);
    expectError(await patch(url, 0, bytes.subarray(0, 1000), w.as.outsider), 403);
    expect((await head(url, w.as.coachB)).statusCode).toBe(403);
    // Another club's staff cannot reach it through their own club's path either.
    const other = url.replace(w.clubId, w.otherClubId);
    expect([403, 404]).toContain((await patch(other, 0, bytes.subarray(0, 1000), w.as.outsider)).statusCode);
    expect((await head(url)).headers['upload-offset']).toBe('0');
    // An upload of another fixture is not found under this one.
    const fixture2 = expectOk(await w.as.coachA.post(`/api/v1/fixture/${w.clubId}/create`, { teamId: w.teamA, opponent: 'Hill', homeAway: 'away', kickoffAt: inDays(2) }), 201).id;
    expect((await head(url.replace(fixture, `/api/v1/fixture/${w.clubId}/${fixture2}`))).statusCode).toBe(404);
    expectError(await patch(url.replace(fixture, `/api/v1/fixture/${w.clubId}/${fixture2}`), 0, bytes.subarray(0, 10)), 404, RECORDING_UPLOAD_NOT_FOUND);
    // Cancelled: the staged bytes go.
    const del = await w.as.coachA.request('DELETE', url, undefined, TUS);
    expect(del.statusCode).toBe(204);
    expect(await stagedFiles(w, url.split('/').pop()!)).toEqual([]);
  });

  it('removes abandoned uploads once they expire', async () => {
    const bytes = video();
    const { url } = await started(bytes);
    expect((await patch(url, 0, bytes.subarray(0, 50_000))).statusCode).toBe(204);
    const uploadId = url.split('/').pop()!;
    expect(await stagedFiles(w, uploadId)).toHaveLength(2);
    const sweeper = new StagedStore(staging(w), UPLOAD_EXPIRY_MS, () => null);
    await sweeper.sweep(Date.now() + UPLOAD_EXPIRY_MS + 1000);
    expect(await stagedFiles(w, uploadId)).toEqual([]);
    expect((await head(url)).statusCode).toBe(404);
  });
});
