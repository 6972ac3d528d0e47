// The files of a training session: a row per slot in training_files, the bytes in
// the file store under `training_files/<id>` (named by the server; server/lib/storage). A new upload to a slot replaces the
// old file; the old bytes are removed once the new row has committed.
import { Readable } from 'node:stream';
import type { Queryable } from '../../db/db';
import type { FileStore } from '../../lib/storage/file-store';
import type { TrainingFile, TrainingFiles, TrainingFileSlot } from '../../../src/domain/training/files';

interface Row {
  id: string;
  slot: TrainingFileSlot;
  name: string;
  mime: string;
  size_bytes: number | string;
  uploaded_by: string | null;
  uploaded_at: Date | string;
}

const toFile = (r: Row): TrainingFile => ({ slot: r.slot, name: r.name, mime: r.mime, sizeBytes: Number(r.size_bytes), uploadedBy: r.uploaded_by, uploadedAt: new Date(r.uploaded_at).toISOString() });

/** The file's key in the store: also its path under <data dir>/files, as it always was. */
export const fileKey = (id: string) => `training_files/${id}`;

export async function writeBytes(store: FileStore, id: string, bytes: Buffer, mime: string): Promise<void> {
  await store.put(fileKey(id), Readable.from([bytes]), { contentType: mime, size: bytes.length });
}

export const removeBytes = (store: FileStore, id: string) => store.delete(fileKey(id));

export async function listFiles(db: Queryable, trainingId: string): Promise<TrainingFiles> {
  const rows = await db.query<Row>('SELECT id, slot, name, mime, size_bytes, uploaded_by, uploaded_at FROM training_files WHERE training_id = $1', [trainingId]);
  return Object.fromEntries(rows.map((r) => [r.slot, toFile(r)]));
}

export async function findFile(db: Queryable, trainingId: string, slot: TrainingFileSlot): Promise<(TrainingFile & { id: string }) | undefined> {
  const r = await db.maybeOne<Row>('SELECT id, slot, name, mime, size_bytes, uploaded_by, uploaded_at FROM training_files WHERE training_id = $1 AND slot = $2', [trainingId, slot]);
  return r ? { ...toFile(r), id: r.id } : undefined;
}

/** Puts the file in its slot; answers it and the id of the file it replaced (to remove after the commit). */
export async function putFile(
  tx: Queryable,
  trainingId: string,
  f: { id: string; slot: TrainingFileSlot; name: string; mime: string; size: number; sha256: string; by: string },
): Promise<{ file: TrainingFile; replaced: string | null }> {
  const old = await tx.maybeOne<{ id: string }>('DELETE FROM training_files WHERE training_id = $1 AND slot = $2 RETURNING id', [trainingId, f.slot]);
  const row = await tx.one<Row>(
    `INSERT INTO training_files (id, training_id, slot, name, mime, size_bytes, sha256, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, slot, name, mime, size_bytes, uploaded_by, uploaded_at`,
    [f.id, trainingId, f.slot, f.name, f.mime, f.size, f.sha256, f.by],
  );
  return { file: toFile(row), replaced: old?.id ?? null };
}

export async function deleteFile(tx: Queryable, trainingId: string, slot: TrainingFileSlot): Promise<string | null> {
  const old = await tx.maybeOne<{ id: string }>('DELETE FROM training_files WHERE training_id = $1 AND slot = $2 RETURNING id', [trainingId, slot]);
  return old?.id ?? null;
}
