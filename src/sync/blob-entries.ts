// Blob entries: outbox entries whose call carries a file's bytes (a voice note) instead of JSON.
// The bytes wait in the `recordingBlobs` table; the entry's body names them as `blobKey` (that
// body is never sent). The engine sends such an entry on its own, straight to its route (not
// through the JSON /sync batch), with its Idempotency-Key; the answer is classified like any
// batch item's and the blob is deleted in the same transaction that removes the entry after its
// 2xx, or when the user gives the upload up (a refused note discarded on the sync screen, a note
// deleted before it was sent). See "Blob entries" in src/sync/README.md.
import type { TouchlineDb } from '../db/database';
import type { OutboxEntry } from '../db/schema';
import type { BatchResult, Transport } from './transport';
import type { ResumableCall } from '../media/resumable-upload';

export const BLOB_KEY = 'blobKey';

/** The blob this entry uploads, or null for an ordinary JSON entry. */
export function blobKeyOf(entry: Pick<OutboxEntry, 'body'>): string | null {
  const key = entry.body[BLOB_KEY];
  return typeof key === 'string' && key.length > 0 ? key : null;
}

export const isBlobEntry = (entry: Pick<OutboxEntry, 'body'>): boolean => blobKeyOf(entry) !== null;

/**
 * A blob entry sent by the resumable pipeline (src/media): its path is the tus creation endpoint
 * (.../recording/upload) and its body names the recording's kind and title. Entries queued
 * before it (POST .../recording?id=...) still go as one request to the route that remains.
 */
export const isResumableEntry = (entry: Pick<OutboxEntry, 'body' | 'path'>): boolean => isBlobEntry(entry) && /\/upload$/.test(entry.path.split('?')[0]!);

/** What the transport sends for a resumable entry (it adds the fetch and the headers). */
export type ResumableSend = Omit<ResumableCall, 'fetch' | 'headers'>;

/** What the transport sends for a blob entry. */
export interface BlobCall {
  key: string;
  method: OutboxEntry['method'];
  path: string;
  type: string;
  bytes: ArrayBuffer;
}

export const BLOB_MISSING = 'The recording is no longer on this device';

/** Sends one blob entry and answers as a one-item batch, so the engine settles it like the rest. */
export async function sendBlobEntry(db: TouchlineDb, transport: Transport, entry: OutboxEntry, token: string): Promise<BatchResult> {
  const key = blobKeyOf(entry)!;
  const blob = await db.recordingBlobs.get(key);
  // Without its bytes the call can never succeed: refused, shown on the sync screen.
  if (!blob) return { kind: 'answers', results: [{ key: entry.id, status: 410, body: { error: { code: 'blob_missing', message: BLOB_MISSING } } }] };
  if (isResumableEntry(entry)) {
    if (!transport.sendResumable) return { kind: 'transient', errorClass: 'protocol', status: null, message: 'This transport cannot send files' };
    const metadata: Record<string, string> = { id: key, kind: entry.body.kind === 'video' ? 'video' : 'voice_note' };
    if (typeof entry.body.title === 'string' && entry.body.title) metadata.title = entry.body.title;
    return transport.sendResumable({ db, key: entry.id, recordingId: key, endpoint: entry.path, bytes: new Blob([blob.bytes], { type: blob.type }), metadata }, token);
  }
  if (!transport.sendBlob) return { kind: 'transient', errorClass: 'protocol', status: null, message: 'This transport cannot send files' };
  return transport.sendBlob({ key: entry.id, method: entry.method, path: entry.path, type: blob.type, bytes: blob.bytes }, token);
}

/** Inside the settling transaction: the blobs of entries answered 2xx are no longer needed. */
export async function dropSentBlobs(db: TouchlineDb, sent: OutboxEntry[]): Promise<void> {
  const keys = sent.map(blobKeyOf).filter((k): k is string => k !== null);
  if (keys.length > 0) await db.recordingBlobs.bulkDelete(keys);
}

/**
 * Inside the transaction that removes a blob entry the user gave up (discarded after a refusal,
 * or a note deleted before it was uploaded): its bytes, and the recording's row it added, go with
 * it. The upload never happened, so the row would otherwise read "Uploaded" with nothing behind
 * it (bytes and row share the recording's id). The transaction must cover recordingBlobs and
 * fixtureRecordings.
 */
export async function dropGivenUpBlob(db: TouchlineDb, entry: Pick<OutboxEntry, 'body'>): Promise<void> {
  const key = blobKeyOf(entry);
  if (key === null) return;
  await db.recordingBlobs.delete(key);
  await db.fixtureRecordings.delete(key);
}
