// The file store's contract (server/lib/storage), run against the disk and a real S3-compatible
// server (@20minutes/s3rver) started here: put, get with a byte range, head, delete, a missing
// key, a failed upload leaving nothing, and a 20 MB file streamed in and out without being held
// in memory. Also the Range header's reading and the storage variables.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { parseRange } from '../../../server/lib/storage/byte-range';
import { createDiskStore } from '../../../server/lib/storage/disk-store';
import type { FileStore } from '../../../server/lib/storage/file-store';
import { createS3Store } from '../../../server/lib/storage/s3-store';
import { storageConfig } from '../../../server/lib/storage/storage-config';
import { STORE_KINDS, startTestS3, type TestS3 } from '../../support/test-storage';

const MB = 1024 * 1024;
const bytesOf = (n: number) => randomBytes(n);
const stream = (...chunks: Buffer[]) => Readable.from(chunks);

// A full collection before each reading, so what is measured is what is still held, not garbage
// the collector has not come round to yet.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
/** Bytes the process still holds: the JS heap and Buffers outside it. */
const held = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

describe.each(STORE_KINDS)('the file store on %s', (kind) => {
  let store: FileStore;
  let s3: TestS3 | null = null;
  let diskRoot = '';

  beforeAll(async () => {
    if (kind === 'disk') {
      diskRoot = await mkdtemp(path.join(tmpdir(), 'touchline-disk-'));
      store = createDiskStore(diskRoot);
    } else {
      s3 = await startTestS3();
      const c = storageConfig({ S3_URL: s3.url() });
      if (c.kind !== 's3') throw new Error('expected S3 settings');
      store = createS3Store(c);
    }
  });
  afterAll(async () => {
    await store?.close();
    await s3?.close();
    if (diskRoot) await rm(diskRoot, { recursive: true, force: true });
  });

  it('puts a stream, heads it, gets it whole and by range, and deletes it', async () => {
    const bytes = bytesOf(1000);
    expect(await store.put('fixture_recordings/a', stream(bytes.subarray(0, 300), bytes.subarray(300)), { contentType: 'video/mp4' })).toEqual({ size: 1000 });
    expect(await store.head('fixture_recordings/a')).toEqual({ size: 1000 });
    expect((await buffer((await store.get('fixture_recordings/a'))!)).equals(bytes)).toBe(true);
    for (const [header, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, 999],
      ['bytes=-50', 950, 999],
    ] as const) {
      const range = parseRange(header, 1000);
      expect(range).toEqual({ kind: 'partial', start, end });
      const part = await buffer((await store.get('fixture_recordings/a', { start, end }))!);
      expect(part.equals(bytes.subarray(start, end + 1)), header).toBe(true);
    }
    await store.delete('fixture_recordings/a');
    expect(await store.head('fixture_recordings/a')).toBeNull();
    expect(await store.get('fixture_recordings/a')).toBeNull();
  });

  it('answers null for a missing key, and deleting one is no error', async () => {
    expect(await store.head('training_files/never')).toBeNull();
    expect(await store.get('training_files/never')).toBeNull();
    expect(await store.get('training_files/never', { start: 0, end: 9 })).toBeNull();
    await expect(store.delete('training_files/never')).resolves.toBeUndefined();
  });

  it('replaces what a key held, and stores an empty file', async () => {
    await store.put('pictures/x.png', stream(bytesOf(500)));
    const second = bytesOf(20);
    await store.put('pictures/x.png', stream(second));
    expect((await buffer((await store.get('pictures/x.png'))!)).equals(second)).toBe(true);
    expect(await store.put('pictures/empty.png', stream())).toEqual({ size: 0 });
    expect(await store.head('pictures/empty.png')).toEqual({ size: 0 });
  });

  it('refuses keys the server would never make (no way out of the folder or bucket prefix)', async () => {
    for (const bad of ['../etc/passwd', 'fixture_recordings/../../x', '/etc/passwd', 'fixture_recordings/.hidden', 'Fixture/a', 'a/b/c', 'nofolder', '']) {
      await expect(store.put(bad, stream(Buffer.from('x'))), bad).rejects.toThrow(/unexpected storage key/);
      await expect(store.get(bad), bad).rejects.toThrow(/unexpected storage key/);
    }
  });

  it('keeps nothing of an upload whose stream fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(bytesOf(64 * 1024));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put('fixture_recordings/cut', failing)).rejects.toThrow();
    expect(await store.head('fixture_recordings/cut')).toBeNull();
    // Declared with its length (one request to object storage): the request is aborted, not left waiting.
    const cut = Readable.from(
      (async function* () {
        yield bytesOf(64 * 1024);
        throw new Error('connection lost');
      })(),
    );
    await expect(store.put('fixture_recordings/cut', cut, { size: 1024 * 1024 })).rejects.toThrow(/connection lost/);
    expect(await store.head('fixture_recordings/cut')).toBeNull();
    if (kind === 'disk') expect((await readdir(path.join(diskRoot, 'fixture_recordings'))).filter((f) => f.startsWith('cut'))).toEqual([]);
  });

  it('refuses a stream of another length than declared, keeping nothing', async () => {
    await expect(store.put('fixture_recordings/short', stream(bytesOf(100)), { size: 200 })).rejects.toThrow(/expected 200 bytes/);
    await expect(store.put('fixture_recordings/long', stream(bytesOf(300)), { size: 200 })).rejects.toThrow(/expected 200 bytes/);
    expect(await store.head('fixture_recordings/short')).toBeNull();
    expect(await store.head('fixture_recordings/long')).toBeNull();
    expect(await store.put('fixture_recordings/exact', stream(bytesOf(150), bytesOf(50)), { size: 200 })).toEqual({ size: 200 });
  });

  // Declared: the length is known (a Content-Length, a tus Upload-Length), and nothing need be
  // buffered; unknown: object storage gathers 5 MB parts, so loosely less than the file.
  it.each([
    ['declared', true, 10 * MB],
    ['unknown', false, 20 * MB],
  ] as const)('streams a 20 MB file in and out without holding it in memory (length %s)', async (_name, declared, limit) => {
    const SIZE = 20 * MB;
    // Three distinct 1 MB blocks, sent over and over: the source itself allocates nothing.
    const blocks = [bytesOf(MB), bytesOf(MB), bytesOf(MB)];
    const sent = createHash('sha256');
    const base = held();
    let peak = 0;
    async function* source() {
      for (let i = 0; i < SIZE / MB; i++) {
        peak = Math.max(peak, held() - base);
        sent.update(blocks[i % 3]!);
        yield blocks[i % 3]!;
      }
    }
    const key = `fixture_recordings/big-${_name}`;
    expect(await store.put(key, Readable.from(source()), declared ? { size: SIZE } : {})).toEqual({ size: SIZE });
    expect(await store.head(key)).toEqual({ size: SIZE });
    const got = createHash('sha256');
    let read = 0;
    for await (const chunk of (await store.get(key))!) {
      const before = read;
      read += (chunk as Buffer).length;
      got.update(chunk as Buffer);
      if (Math.floor(before / MB) !== Math.floor(read / MB)) peak = Math.max(peak, held() - base);
    }
    expect(read).toBe(SIZE);
    expect(got.digest('hex')).toBe(sent.digest('hex'));
    // A store that read the file whole (into one Buffer) would have grown by its size.
    expect(peak).toBeLessThan(limit);
    const tail = await buffer((await store.get(key, { start: SIZE - 10, end: SIZE - 1 }))!);
    expect(tail.equals(blocks[(SIZE / MB - 1) % 3]!.subarray(MB - 10))).toBe(true);
    await store.delete(key);
  });
});

describe('the Range header', () => {
  it('reads one byte range against the size, ignores what is not one, and knows an unsatisfiable one', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-1', 100)).toEqual({ kind: 'partial', start: 0, end: 1 });
    expect(parseRange('bytes=10-500', 100)).toEqual({ kind: 'partial', start: 10, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseRange('bytes=99-', 100)).toEqual({ kind: 'partial', start: 99, end: 99 });
    for (const header of ['bytes=100-', 'bytes=100-200', 'bytes=-0']) expect(parseRange(header, 100), header).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    for (const header of ['bytes=0-1,3-4', 'items=0-1', 'bytes=5-2', 'bytes=-', 'bytes=a-b', 'bytes 0-1']) expect(parseRange(header, 100), header).toEqual({ kind: 'full' });
  });
});

describe('the storage variables', () => {
  it('keeps files on the disk unless object storage is configured', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
  });

  it('reads S3_URL: an S3-compatible address with the bucket in the path, or s3://bucket for AWS', () => {
    expect(loadConfig({ S3_URL: 'https://key:s%2Fcret@minio.local:9000/media/touchline/prod?region=eu-west-2' }).storage).toEqual({
      kind: 's3',
      bucket: 'media',
      prefix: 'touchline/prod/',
      region: 'eu-west-2',
      endpoint: 'https://minio.local:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 's/cret' },
    });
    expect(loadConfig({ S3_URL: 's3://club-media', AWS_REGION: 'eu-west-1' }).storage).toEqual({ kind: 's3', bucket: 'club-media', prefix: '', region: 'eu-west-1', forcePathStyle: false });
  });

  it('reads the usual AWS variables with S3_BUCKET', () => {
    expect(loadConfig({ S3_BUCKET: 'club-media', AWS_REGION: 'eu-central-1', S3_PREFIX: '/touchline/' }).storage).toEqual({
      kind: 's3',
      bucket: 'club-media',
      prefix: 'touchline/',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({ S3_BUCKET: 'media', AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000' }).storage).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, region: 'us-east-1' });
  });

  it('stops the boot with a message naming the variable', () => {
    expect(() => loadConfig({ S3_URL: 'ftp://x/bucket' })).toThrow(/S3_URL must start with/);
    expect(() => loadConfig({ S3_URL: 'http://minio:9000' })).toThrow(/S3_URL: the bucket goes in the path/);
    expect(() => loadConfig({ S3_BUCKET: 'No_Such' })).toThrow(/S3_BUCKET/);
  });
});
