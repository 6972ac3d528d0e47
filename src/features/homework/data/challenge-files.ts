// How a coach challenge's file (the coach's demo, a player's answer) reaches the server: the one
// place to switch when the resumable upload pipeline lands. Today it is the way voice notes go
// (src/sync/blob-entries.ts): the bytes are kept in IndexedDB (`recordingBlobs`) and a blob entry
// of the outbox sends them whole, with its Idempotency-Key, on the challenge's stream, so the file
// waits with no signal and goes before the minutes that follow it. Viewing fetches the file with
// the session's token (the server checks who may see it on every request).
import { getMember } from '../../../api/session-store';
import { getDb } from '../../../db/database';
import type { EntryDescription, ReadModelTable } from '../../../db/schema';
import { localWrite, type ReadModelChange } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import { API_BASE, TOKEN_HEADER } from '../../../domain/session';
import { BLOB_KEY } from '../../../sync/blob-entries';

export interface QueuedFile {
  /** PUT path, under /api/v1. */
  path: string;
  stream: string;
  file: Blob;
  describe: EntryDescription;
  /** The local changes written with the entry (the row that shows "uploaded"). */
  changes: ReadModelChange[];
  applyTo?: ReadModelTable;
}

/** Keeps the file on this device and queues its upload. Resolves once both are on disk. */
export async function queueChallengeFile(q: QueuedFile): Promise<void> {
  const db = getDb();
  const id = uuidv7();
  const type = q.file.type || 'application/octet-stream';
  // The bytes first: an entry never names a blob that is not there.
  await db.recordingBlobs.put({ id, type, bytes: await q.file.arrayBuffer(), createdAt: Date.now() });
  try {
    await localWrite(q.changes, { method: 'PUT', path: `${API_BASE}${q.path}`, body: { [BLOB_KEY]: id }, stream: q.stream, applyTo: q.applyTo, describe: q.describe });
  } catch (err) {
    await db.recordingBlobs.delete(id);
    throw err;
  }
}

/** The stored file (the server checks access), as a blob to show; null when it cannot be read now. */
export async function fetchChallengeFile(path: string): Promise<Blob | null> {
  const member = getMember();
  const res = await fetch(`${API_BASE}${path}`, { headers: member ? { [TOKEN_HEADER]: member.accessToken } : {}, credentials: 'same-origin' }).catch(() => null);
  return res?.ok ? res.blob() : null;
}
