// Sends one queued file over the tus protocol (tus-js-client) and answers like a one-item batch,
// so the outbox engine classifies, backs off, refuses and settles it as any other entry (in the
// outbox's order: a file's entry goes when the entries before it in its stream have). The bytes
// stay in IndexedDB (recordingBlobs) until the server has them all; the upload's URL is kept in
// Dexie (dexie-url-storage.ts), so after a cut, a reload or a killed browser the next attempt asks
// the server its offset (HEAD) and sends only the rest. Progress and pause live in the
// mediaUploads table, for the hook (use-upload.ts); an upload in flight can be paused (aborted
// here, resolved as a long backoff) or cancelled (the server's staged bytes removed too).
import type { DetailedError } from 'tus-js-client';
import type { TouchlineDb } from '../db/database';
import type { BatchResult } from '../sync/transport';
import { DexieUrlStorage } from './dexie-url-storage';
import { blobReader, FetchHttpStack, type FetchLike } from './fetch-http-stack';
import { createTusUpload, type TusUpload } from './tus-core';

/**
 * 4 MB a request: a cut loses at most what was in flight (the server keeps what arrived), and
 * progress moves every few seconds on one bar of signal.
 */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** A paused upload is tried again only when resumed (or after this long). */
const PAUSED_MS = 6 * 60 * 60 * 1000;

export interface ResumableCall {
  db: TouchlineDb;
  /** The outbox entry's id: also the upload's fingerprint, so its URL is found again. */
  key: string;
  recordingId: string;
  /** Where to create the upload, e.g. /api/v1/fixture/{clubId}/{fixtureId}/recording/upload. */
  endpoint: string;
  bytes: Blob;
  metadata: Record<string, string>;
  fetch: FetchLike;
  /** Sent with every request: the token and the XSRF value. */
  headers: Record<string, string>;
  /** Tests: faster internal retries, smaller chunks. */
  retryDelays?: number[];
  chunkBytes?: number;
}

interface Active {
  upload: TusUpload;
  settle: (r: BatchResult) => void;
}

const active = new Map<string, Active>();

const paused = (): BatchResult => ({ kind: 'transient', errorClass: 'network', status: null, message: 'paused', retryAfterMs: PAUSED_MS });

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** tus-js-client's failure as the engine's answer classes (src/sync/README.md). */
function classify(key: string, err: Error | DetailedError): BatchResult {
  const res = (err as DetailedError).originalResponse;
  if (!res) return { kind: 'transient', errorClass: 'network', status: null, message: err.message };
  const status = res.getStatus();
  if (status === 401) return { kind: 'unauthorized' };
  // A 2xx tus-js-client could not use (no Upload-Offset: a proxy's page, not our server) proves nothing.
  if (status >= 200 && status < 300) return { kind: 'transient', errorClass: 'captive', status, message: err.message };
  if (status >= 500 || status === 408 || status === 429 || status === 423) return { kind: 'transient', errorClass: status === 429 ? 'rate' : 'server', status, message: `HTTP ${status}` };
  // A route's refusal is JSON; tus's own (a bad first chunk, a 409) is a line of text.
  const text = res.getBody() ?? '';
  const body = parseBody(text) ?? { error: { code: 'upload_refused', message: text.trim() || `HTTP ${status}` } };
  return { kind: 'answers', results: [{ key, status, body }] };
}

export async function sendResumable(call: ResumableCall): Promise<BatchResult> {
  const { db, key } = call;
  const state = await db.mediaUploads.get(key);
  if (state?.paused) return paused();
  await db.mediaUploads.put({ id: key, recordingId: call.recordingId, sent: state?.sent ?? 0, total: call.bytes.size, paused: false });
  const fingerprint = `touchline-upload:${key}`;
  return new Promise<BatchResult>((resolve) => {
    let done = false;
    const settle = (r: BatchResult) => {
      if (done) return;
      done = true;
      active.delete(key);
      resolve(r);
    };
    const upload = createTusUpload(call.bytes, {
      endpoint: call.endpoint,
      metadata: call.metadata,
      chunkSize: call.chunkBytes ?? CHUNK_BYTES,
      retryDelays: call.retryDelays ?? [0, 1000, 3000, 10000],
      fingerprint: async () => fingerprint,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      urlStorage: new DexieUrlStorage(db),
      httpStack: new FetchHttpStack(call.fetch, call.headers),
      fileReader: blobReader,
      onChunkComplete: (_size, accepted, total) => {
        void db.mediaUploads.update(key, { sent: accepted, total });
      },
      onSuccess: ({ lastResponse }) => {
        // The last PATCH answers the recording; an upload found complete (HEAD) answers nothing.
        const body = parseBody(lastResponse.getBody() ?? '') ?? { id: call.recordingId };
        // Forgotten before the engine settles (tus-js-client's own removal is not awaited).
        void db
          .transaction('rw', [db.tusUrls, db.mediaUploads], async () => {
            await db.tusUrls.where('fingerprint').equals(fingerprint).delete();
            await db.mediaUploads.delete(key);
          })
          .finally(() => settle({ kind: 'answers', results: [{ key, status: 200, body }] }));
      },
      onError: (err) => settle(classify(key, err)),
    });
    active.set(key, { upload, settle });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        if (!done) upload.start();
      })
      .catch((err: Error) => settle({ kind: 'transient', errorClass: 'protocol', status: null, message: err.message }));
  });
}

/** Pauses an upload: stops it now if it is being sent; the engine leaves it until resumed. */
export async function pauseUpload(db: TouchlineDb, key: string, recordingId: string): Promise<void> {
  const row = await db.mediaUploads.get(key);
  await db.mediaUploads.put({ id: key, recordingId, sent: row?.sent ?? 0, total: row?.total ?? 0, paused: true });
  const a = active.get(key);
  if (a) {
    await a.upload.abort(false);
    a.settle(paused());
  }
}

/** Lets a paused upload go again at the next drain (which the caller asks for). */
export async function resumeUpload(db: TouchlineDb, key: string): Promise<void> {
  await db.transaction('rw', [db.mediaUploads, db.outbox], async () => {
    await db.mediaUploads.update(key, { paused: false });
    await db.outbox.where('id').equals(key).modify({ nextAttemptAt: 0 });
  });
}

/**
 * Stops an upload for good on this device: stopped if in flight, its URL and progress forgotten.
 * The caller discards the outbox entry (which drops the bytes kept here); what the server staged
 * is removed there when it expires (a day), so a cancel needs no signal.
 */
export async function cancelUpload(db: TouchlineDb, key: string, recordingId: string): Promise<void> {
  await pauseUpload(db, key, recordingId);
  await db.transaction('rw', [db.tusUrls, db.mediaUploads], async () => {
    await db.tusUrls.where('fingerprint').equals(`touchline-upload:${key}`).delete();
    await db.mediaUploads.delete(key);
  });
}
