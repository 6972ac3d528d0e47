// Resumable upload benchmark (issue 22 item 3). The device's real upload code (src/media, on
// fake-indexeddb) sends to the real server in a process of its own (upload-server.ts, PostgreSQL,
// files on disk) over loopback:
// - a 200 MB video whose connection is cut three times mid-chunk: bytes sent in all (every byte
//   handed to the socket, cut requests included) ÷ the file's size (aim ≤ 1.1);
// - ten 200 MB uploads at once: the server's peak resident memory above its idle figure
//   (aim ≤ 100 MB).
// Prints figures; asserts nothing. BENCH_UPLOAD_MB changes the size (default 200).
import 'fake-indexeddb/auto';
import { createHash, randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TouchlineDb } from '../../src/db/database';
import { TOKEN_HEADER, XSRF_HEADER } from '../../src/domain/session';
import { CHUNK_BYTES, sendResumable } from '../../src/media/resumable-upload';
import { createTestPostgres } from '../support/test-db';
import { mp4 } from '../support/video-bytes';
import type { FromUploadServer, ToUploadServer } from './upload-server';

const MB = 1024 * 1024;

export interface UploadFigures {
  sizeMb: number;
  cuts: number;
  sentRatio: number;
  cutSeconds: number;
  identical: boolean;
  idleRssMb: number;
  peakRssMb: number;
  concurrent: number;
  concurrentSeconds: number;
}

/** A playable-shaped MP4 (ftyp, moov with a video track, data) padded to `size` with a 'free' box. */
function videoBlob(size: number): Blob {
  const head = mp4({ faststart: true });
  const pad = size - head.length;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(pad);
  header.write('free', 4, 'latin1');
  const body = new Uint8Array(pad - 8);
  for (let i = 0; i < body.length; i += 4096) body[i] = i & 0xff;
  return new Blob([new Uint8Array(head), new Uint8Array(header), body], { type: 'video/mp4' });
}

/** fetch that counts the body bytes it hands on, and cuts a PATCH once it passes a cut point. */
function cuttingFetch(cuts: number[], counter: { bytes: number }) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if (init.method !== 'PATCH' || !(init.body instanceof Blob)) return fetch(url, init);
    const headers = init.headers as Record<string, string>;
    const offset = Number(headers['Upload-Offset']);
    const chunk = init.body;
    const cut = cuts.find((c) => c > offset && c < offset + chunk.size);
    const abort = new AbortController();
    init.signal?.addEventListener('abort', () => abort.abort());
    const reader = chunk.stream().getReader();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(c) {
        const { done, value } = await reader.read();
        if (done) return c.close();
        sent += value.length;
        counter.bytes += value.length;
        c.enqueue(value);
        if (cut !== undefined && offset + sent >= cut) {
          cuts.splice(cuts.indexOf(cut), 1);
          abort.abort(new Error('connection cut'));
        }
      },
    });
    return fetch(url, { ...init, body, signal: abort.signal, duplex: 'half' } as RequestInit);
  };
}

async function* chunks(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) yield r.value;
}

async function startServer() {
  const { db, url } = await createTestPostgres();
  const child = fork(fileURLToPath(new URL('./upload-server.ts', import.meta.url)), { stdio: 'inherit', env: { ...process.env, UPLOAD_DATABASE_URL: url } });
  const next = <T extends FromUploadServer['type']>(type: T) =>
    new Promise<Extract<FromUploadServer, { type: T }>>((resolve, reject) => {
      const onMessage = (m: FromUploadServer) => {
        if (m.type !== type && m.type !== 'failed') return;
        child.off('message', onMessage);
        if (m.type === 'failed') reject(new Error(m.message));
        else resolve(m as Extract<FromUploadServer, { type: T }>);
      };
      child.on('message', onMessage);
    });
  const tell = (m: ToUploadServer) => child.send(m);
  const ready = await next('ready');
  return {
    ...ready,
    rss: async () => {
      tell({ type: 'rss' });
      return next('rss');
    },
    reset: () => tell({ type: 'reset' }),
    close: async () => {
      await new Promise<void>((resolve) => (child.once('exit', () => resolve()), tell({ type: 'close' })));
      await db.close();
    },
  };
}

export async function benchResumableUpload(sizeMb = 200, concurrent = 10): Promise<UploadFigures> {
  const server = await startServer();
  const base = `http://127.0.0.1:${server.port}`;
  try {
    // The XSRF value and its cookie, as the browser would hold them.
    const x = await fetch(`${base}/api/v1/auth/xsrf`, { headers: { [TOKEN_HEADER]: server.token } });
    const xsrf = ((await x.json()) as { token: string }).token;
    const cookie = x.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const headers = { [TOKEN_HEADER]: server.token, [XSRF_HEADER]: xsrf, cookie, accept: 'application/json' };
    const device = new TouchlineDb(`upload-bench-${randomUUID()}`);
    await device.open();
    const size = sizeMb * MB;
    const blob = videoBlob(size);
    const call = (id: string, doFetch: (url: string, init: RequestInit) => Promise<Response>) =>
      sendResumable({ db: device, key: randomUUID(), recordingId: id, endpoint: `${base}${server.fixturePath}/upload`, bytes: blob, metadata: { id, kind: 'video', title: 'bench.mp4' }, fetch: doFetch, headers, retryDelays: [0, 100, 500, 1000, 2000] });

    // 1. Three cuts, each in the middle of a chunk.
    const counter = { bytes: 0 };
    const cuts = [0.3, 0.55, 0.8].map((f) => Math.floor((f * size) / CHUNK_BYTES) * CHUNK_BYTES + CHUNK_BYTES / 2);
    const id = randomUUID();
    let t = performance.now();
    const answer = await call(id, cuttingFetch([...cuts], counter));
    const cutSeconds = (performance.now() - t) / 1000;
    if (answer.kind !== 'answers' || answer.results[0]!.status >= 300) throw new Error(`upload failed: ${JSON.stringify(answer)}`);
    const stored = await fetch(`${base}${server.fixturePath}/${id}`, { headers });
    const hash = createHash('sha256');
    for await (const part of chunks(stored.body!)) hash.update(part);
    const expected = createHash('sha256');
    for await (const part of chunks(blob.stream())) expected.update(part);
    const identical = hash.digest('hex') === expected.digest('hex');

    // 2. Ten at once, no cuts; the server's memory sampled meanwhile.
    await new Promise((r) => setTimeout(r, 1000));
    const idle = (await server.rss()).rss;
    server.reset();
    t = performance.now();
    const all = await Promise.all(Array.from({ length: concurrent }, () => call(randomUUID(), (url, init) => fetch(url, init))));
    const concurrentSeconds = (performance.now() - t) / 1000;
    if (all.some((a) => a.kind !== 'answers' || a.results[0]!.status >= 300)) throw new Error('a concurrent upload failed');
    const { peak } = await server.rss();
    device.close();
    return { sizeMb, cuts: cuts.length, sentRatio: counter.bytes / size, cutSeconds, identical, idleRssMb: idle / MB, peakRssMb: peak / MB, concurrent, concurrentSeconds };
  } finally {
    await server.close();
  }
}

export function formatResumableUpload(f: UploadFigures): string {
  return [
    `resumable upload: ${f.sizeMb} MB through ${f.cuts} cuts in ${f.cutSeconds.toFixed(1)} s: bytes sent ÷ file size ${f.sentRatio.toFixed(3)} (aim ≤ 1.1), stored bytes identical: ${f.identical}`,
    `resumable upload: ${f.concurrent} × ${f.sizeMb} MB at once in ${f.concurrentSeconds.toFixed(1)} s: server RSS idle ${f.idleRssMb.toFixed(0)} MB, peak ${f.peakRssMb.toFixed(0)} MB, ${(f.peakRssMb - f.idleRssMb).toFixed(0)} MB above idle (aim ≤ 100 MB)`,
  ].join('\n');
}
