// Recordings (voice notes, videos) of fixtures and training sessions: metadata in
// <kind>_recordings, bytes in the file store under `<table>/<id>` (server/lib/storage). The bytes are checked by their
// signature (media-signature.ts), a video also by its structure (video-structure.ts), and the
// size is capped by the route's body limit. A recording
// is named by the device's id, so a replayed upload writes the same file and finds its row.
import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import type { Queryable } from '../db/db';
import type { Recording, RecordingQuery } from '../../src/domain/session/recording';
import { RECORDING_BAD_FILE, RECORDING_BAD_VIDEO } from '../../src/domain/session/recording';
import { badRequest, conflict, type HttpError } from './http-error';
import { sniffMedia } from './media-signature';
import type { SessionKind } from './session-kind';
import type { FileStore } from './storage/file-store';
import { readVideoStructure } from './video-structure';

/** A parsed upload body. Only sha256 and size are enumerable, so the idempotency hash stays small. */
export interface Upload {
  sha256: string;
  size: number;
  readonly bytes: Buffer;
}

export function toUpload(bytes: Buffer): Upload {
  const upload = { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length } as Upload;
  Object.defineProperty(upload, 'bytes', { value: bytes, enumerable: false });
  return upload;
}

export const isUpload = (body: unknown): body is Upload => typeof body === 'object' && body !== null && Buffer.isBuffer((body as { bytes?: unknown }).bytes);

/** The recording's key in the file store: also its path under <data dir>/files, as it always was. */
export const recordingKey = (kind: SessionKind, id: string) => `${kind.recordingsTable}/${id}`;

interface Row {
  id: string;
  session_id: string;
  kind: Recording['kind'];
  title: string | null;
  mime: string;
  size_bytes: number | string;
  created_by: string | null;
  created_at: Date | string;
}

const toRecording = (r: Row): Recording => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  mime: r.mime,
  sizeBytes: Number(r.size_bytes),
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The refusal of a file that does not fit the kind, in words for where it was uploaded. */
export function badFile(kind: RecordingQuery['kind'], session: SessionKind): HttpError {
  const message = kind === 'video' ? RECORDING_BAD_VIDEO[session.name] : RECORDING_BAD_FILE;
  return badRequest(message, 'bad_file', { file: message });
}

/**
 * Checks the bytes fit the kind and answers their type. A video is watched in the browser's
 * player, so it must be a well-formed MP4/MOV/3GP or WebM/Matroska with a picture track: a
 * container's first bytes followed by anything at all would be stored and then fail to play.
 * A voice note in a container that may hold pictures (MediaRecorder writes WebM, Safari MP4) is
 * served as sound (audio/webm, audio/mp4) when its tracks show no picture, as the browser that
 * recorded it named it; as the container's video type when they cannot be read.
 */
export function checkMedia(upload: Upload, kind: RecordingQuery['kind'], session: SessionKind): string {
  const media = sniffMedia(upload.bytes);
  const fits = media && (kind === 'video' ? media.video && readVideoStructure(upload.bytes)?.video : media.audio);
  if (!media || !fits) throw badFile(kind, session);
  if (kind !== 'video' && media.mime.startsWith('video/')) {
    const tracks = readVideoStructure(upload.bytes);
    if (tracks && !tracks.video) return media.mime.replace('video/', 'audio/');
  }
  return media.mime;
}

export async function addRecording(tx: Queryable, store: FileStore, kind: SessionKind, sessionId: string, by: string, q: RecordingQuery, upload: Upload, mime: string): Promise<Recording> {
  const existing = await tx.maybeOne<Row>(`SELECT * FROM ${kind.recordingsTable} WHERE id = $1`, [q.id]);
  if (existing) {
    if (existing.session_id !== sessionId) throw conflict('This recording id is already in use', 'id_taken');
    return toRecording(existing);
  }
  await store.put(recordingKey(kind, q.id), Readable.from([upload.bytes]), { contentType: mime, size: upload.size });
  const row = await tx.one<Row>(
    `INSERT INTO ${kind.recordingsTable} (id, session_id, kind, title, mime, size_bytes, sha256, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [q.id, sessionId, q.kind, q.title || null, mime, upload.size, upload.sha256, by],
  );
  return toRecording(row);
}

/**
 * A recording whose bytes arrived by a resumable upload (server/lib/uploads): streamed from
 * `source` into the store (hashed on the way), then its row. Exactly once per recording id: a
 * recording already stored for this session is answered as it is, and nothing is stored again.
 */
export async function addStreamedRecording(db: Queryable, store: FileStore, kind: SessionKind, sessionId: string, by: string, q: RecordingQuery, source: Readable, size: number, mime: string): Promise<Recording> {
  const select = `SELECT * FROM ${kind.recordingsTable} WHERE id = $1`;
  const existing = await db.maybeOne<Row>(select, [q.id]);
  if (existing) {
    source.destroy();
    if (existing.session_id !== sessionId) throw conflict('This recording id is already in use', 'id_taken');
    return toRecording(existing);
  }
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  pipeline(source, hashing, () => {});
  await store.put(recordingKey(kind, q.id), hashing, { contentType: mime, size });
  const row = await db.maybeOne<Row>(
    `INSERT INTO ${kind.recordingsTable} (id, session_id, kind, title, mime, size_bytes, sha256, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING RETURNING *`,
    [q.id, sessionId, q.kind, q.title || null, mime, size, hash.digest('hex'), by],
  );
  return toRecording(row ?? (await db.one<Row>(select, [q.id])));
}

export async function listRecordings(db: Queryable, kind: SessionKind, sessionId: string): Promise<Recording[]> {
  const rows = await db.query<Row>(`SELECT * FROM ${kind.recordingsTable} WHERE session_id = $1 ORDER BY created_at, id`, [sessionId]);
  return rows.map(toRecording);
}

export async function findRecording(db: Queryable, kind: SessionKind, sessionId: string, id: string): Promise<Recording | undefined> {
  const row = await db.maybeOne<Row>(`SELECT * FROM ${kind.recordingsTable} WHERE id = $1 AND session_id = $2`, [id, sessionId]);
  return row ? toRecording(row) : undefined;
}

/** Removes the row; the caller removes the file once the transaction has committed. */
export async function deleteRecording(tx: Queryable, kind: SessionKind, sessionId: string, id: string): Promise<boolean> {
  const rows = await tx.query(`DELETE FROM ${kind.recordingsTable} WHERE id = $1 AND session_id = $2 RETURNING id`, [id, sessionId]);
  return rows.length > 0;
}

export const removeFile = (store: FileStore, kind: SessionKind, id: string) => store.delete(recordingKey(kind, id));
