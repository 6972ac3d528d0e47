// POST/GET/DELETE training/{clubId}/{trainingId}/file/{slot}: the session plan, health-and-safety
// and parent/player files, checked by their bytes (file-type), size-limited, staff-only uploads,
// downloads for staff (and the family file for players and parents), on both databases.
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_FILE_MAX_BYTES, trainingFileMessages as fm } from '../../../src/domain/training/files';
import { fileKey } from '../../../server/areas/training/file-repository';
import { DB_KINDS } from '../../support/test-db';
import { STORE_KINDS } from '../../support/test-storage';
import { createSessionWorld, expectError, expectOk, inDays, key, type SessionWorld, type Who } from '../../support/session-world';
import { hasGpsTag, imageMeta, jpegWithGps } from '../../support/image-bytes';
import { png, pngHeaderThenGarbage } from '../../support/png';

/** A minimal stored (uncompressed) zip, enough for a .docx to be known by its bytes. */
function zip(entries: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const n = Buffer.from(name);
    const crc = crc32(data);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(data.length, 18);
    h.writeUInt32LE(data.length, 22);
    h.writeUInt16LE(n.length, 26);
    parts.push(h, n, data);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt32LE(crc, 16);
    c.writeUInt32LE(data.length, 20);
    c.writeUInt32LE(data.length, 24);
    c.writeUInt16LE(n.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, n);
    offset += 30 + n.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = png(64, 48);
/** A phone photo of the pitch: EXIF with a GPS position (made in beforeAll: sharp is async). */
let JPG: Buffer;
const DOCX = zip([
  ['[Content_Types].xml', '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'],
  ['word/document.xml', '<w:document/>'],
]);

// Every database with every file store: the disk, and a real S3-compatible server.
const WORLDS = DB_KINDS.flatMap((db) => STORE_KINDS.map((store) => [db, store] as const));

describe.each(WORLDS)('training files on %s, files on %s', (kind, store) => {
  let w: SessionWorld;
  let url: string;
  let trainingId: string;
  const upload = (who: Who, slot: string, bytes: Buffer, name?: string, headers: Record<string, string> = {}) =>
    w.as[who].request('POST', `${url}/${slot}${name ? `?name=${encodeURIComponent(name)}` : ''}`, bytes, { 'content-type': 'application/octet-stream', ...headers });
  /** Whether the file store holds the file's bytes. */
  const stored = async (id: string) => (await w.t.app.storage.head(fileKey(id))) !== null;
  /** The slot's stored file id (from the database) and whether its bytes are stored. */
  const bytesOf = async (slot: string) => {
    const row = await w.t.db.maybeOne<{ id: string }>('SELECT id FROM training_files WHERE training_id = $1 AND slot = $2', [trainingId, slot]);
    return row ? { id: row.id, stored: await stored(row.id) } : null;
  };

  beforeAll(async () => {
    JPG = await jpegWithGps(64, 48);
    w = await createSessionWorld(kind, store);
    const s = expectOk(await w.as.coachA.post(`/api/v1/training/${w.clubId}/create`, { teamId: w.teamA, startsAt: inDays(2, 17), endsAt: inDays(2, 18) }), 201).sessions[0];
    trainingId = s.id;
    url = `/api/v1/training/${w.clubId}/${trainingId}/file`;
  });
  afterAll(() => w?.t.close());

  it('takes a PDF, PNG, JPG or docx by its bytes, whatever the declared type, and serves it back safely', async () => {
    const plan = expectOk(await upload('coachA', 'plan', PDF, 'Week 3 plan.pdf', { 'content-type': 'application/pdf', ...key() }), 201);
    expect(plan).toMatchObject({ slot: 'plan', name: 'Week 3 plan.pdf', mime: 'application/pdf', sizeBytes: PDF.length, uploadedBy: w.ids.coachA });
    expect(expectOk(await upload('assistantA', 'health-safety', DOCX, 'risk.docx'), 201).mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // Declared as a PDF, but the bytes are a PNG: the bytes decide.
    expect(expectOk(await upload('admin', 'parent-player', PNG, 'map.png', { 'content-type': 'application/pdf' }), 201).mime).toBe('image/png');
    const file = await w.as.coachA.get(`${url}/plan`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain('attachment; filename="Week 3 plan.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['accept-ranges']).toBe('bytes');
    // A range of it (a download manager resuming), and one past its end.
    const part = await w.as.coachA.get(`${url}/plan`, { range: 'bytes=5-14' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-14/${PDF.length}`);
    expect(part.rawPayload.equals(PDF.subarray(5, 15))).toBe(true);
    expect((await w.as.coachA.get(`${url}/plan`, { range: `bytes=${PDF.length}-` })).statusCode).toBe(416);
    const detail = expectOk(await w.as.coachA.get(`/api/v1/training/${w.clubId}/${trainingId}`));
    expect(Object.keys(detail.files).sort()).toEqual(['health-safety', 'parent-player', 'plan']);
  });

  it('replaces a slot’s file and removes the old bytes; a replayed upload is one file', async () => {
    const old = (await bytesOf('plan'))!;
    expect(old.stored).toBe(true);
    const headers = key();
    const first = expectOk(await upload('coachA', 'plan', JPG, 'plan.jpg', headers), 201);
    const again = await upload('coachA', 'plan', JPG, 'plan.jpg', headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    const now = (await bytesOf('plan'))!;
    expect(now.id).not.toBe(old.id);
    expect(now.stored).toBe(true);
    expect(await stored(old.id)).toBe(false);
    expect((await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM training_files WHERE training_id = $1', [trainingId])).n).toBe(3);
    const file = await w.as.coachA.get(`${url}/plan`);
    expect(file.headers['content-type']).toBe('image/jpeg');
    // Images are decoded and stored re-encoded: the EXIF (and its GPS position) is gone.
    expect(await hasGpsTag(JPG)).toBe(true);
    expect(await imageMeta(file.rawPayload)).toEqual({ format: 'jpeg', width: 64, height: 48, exif: false, orientation: undefined });
    expect(first.sizeBytes).toBe(file.rawPayload.length);
    expect(file.headers['content-length']).toBe(String(file.rawPayload.length));
  });

  it('refuses an image that does not decode: a PNG header (signature and IHDR) followed by garbage', async () => {
    const before = (await bytesOf('plan'))!;
    expectError(await upload('coachA', 'plan', pngHeaderThenGarbage(64, 48), 'map.png'), 400, fm.badType);
    const jpg = Buffer.from(JPG);
    jpg.fill(0x5a, jpg.length - 200, jpg.length - 2);
    expectError(await upload('coachA', 'plan', jpg, 'pitch.jpg'), 400, fm.badType);
    expect(await bytesOf('plan')).toEqual(before);
  });

  it('refuses other kinds, empty and too-large files, and unknown slots with clear 4xx messages', async () => {
    expectError(await upload('coachA', 'plan', Buffer.from('MZ\x90\x00 a program')), 400, fm.badType);
    expectError(await upload('coachA', 'plan', zip([['a.txt', 'hello']])), 400, fm.badType);
    expectError(await w.as.coachA.request('POST', `${url}/plan`, 'just some text', { 'content-type': 'text/plain' }), 400, fm.badType);
    expectError(await upload('coachA', 'plan', Buffer.alloc(0)), 400, fm.empty);
    expectError(await upload('coachA', 'plan', Buffer.concat([PDF, Buffer.alloc(TRAINING_FILE_MAX_BYTES)])), 413, fm.tooLarge);
    expectError(await upload('coachA', 'video', PDF), 400, fm.badSlot);
    expectError(await w.as.coachA.get(`${url}/video`), 400, fm.badSlot);
  });

  it('lets only the team staff and club admins upload or remove; players and parents get the family file only', async () => {
    for (const who of ['coachB', 'player1', 'parent', 'outsider'] as const) expectError(await upload(who, 'plan', PDF), 403);
    const family = await w.as.parent.get(`${url}/parent-player`);
    expect(family.statusCode).toBe(200);
    expect(family.headers['content-type']).toBe('image/png');
    expectError(await w.as.player1.get(`${url}/plan`), 403);
    expectError(await w.as.parent.get(`${url}/health-safety`), 403);
    expectError(await w.as.parentB.get(`${url}/parent-player`), 403);
    expectError(await w.as.outsider.get(`${url}/parent-player`), 403);
    const seen = expectOk(await w.as.player1.get(`/api/v1/training/${w.clubId}/${trainingId}`));
    expect(Object.keys(seen.files)).toEqual(['parent-player']);
    expectError(await w.as.player1.delete(`${url}/parent-player`, {}), 403);
  });

  it('removes a file: its row and its bytes', async () => {
    const file = (await bytesOf('health-safety'))!;
    expect(file.stored).toBe(true);
    expect(expectOk(await w.as.coachA.delete(`${url}/health-safety`, {}, key()))).toEqual({ slot: 'health-safety', deleted: true });
    expect(await stored(file.id)).toBe(false);
    expect(await bytesOf('health-safety')).toBeNull();
    expectError(await w.as.coachA.get(`${url}/health-safety`), 404, fm.notFound);
    expect(expectOk(await w.as.coachA.delete(`${url}/health-safety`, {}))).toEqual({ slot: 'health-safety', deleted: false });
  });
});
