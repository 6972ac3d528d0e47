// Where a resumable upload's bytes wait until they are all here: @tus/file-store under
// <data dir>/uploads/<folder>, one file per upload plus its `.json` details. Three additions:
// - the first bytes of an upload are checked before any is written (`checkHead`): a text file
//   named .mp4 is refused at its first chunk and the upload removed;
// - an upload moved into the FileStore keeps only its details, marked `stored`, so a device that
//   lost the last answer asks (HEAD) and hears "all here" instead of sending it again;
// - `sweep` removes uploads older than the expiry, finished or not (abandoned ones included).
import { FileStore as TusFileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** Enough for every signature media-signature.ts reads. */
const HEAD_BYTES = 64;

/** A refusal tus sends as the answer (status and plain-text body). */
export interface TusRefusal {
  status_code: number;
  body: string;
}

export const refusal = (status_code: number, body: string): TusRefusal => ({ status_code, body });

/** The refusal of the first bytes, or null when they may go on. */
export type HeadCheck = (head: Buffer, metadata: Record<string, string | null>) => string | null;

/** The first `n` bytes of a stream (fewer if it ends first) and a stream of all of it. */
async function readHead(source: Readable, n: number): Promise<{ head: Buffer; all: Readable }> {
  const it = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const parts: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < n) {
    const next = await it.next();
    if (next.done) {
      ended = true;
      break;
    }
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts);
  const all = Readable.from(
    (async function* () {
      if (head.length) yield head;
      if (ended) return;
      for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
    })(),
    { objectMode: false },
  );
  return { head, all };
}

export class StagedStore extends TusFileStore {
  constructor(
    readonly folder: string,
    readonly expiryMs: number,
    private readonly checkHead: HeadCheck,
  ) {
    super({ directory: folder, expirationPeriodInMilliseconds: expiryMs });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (offset > 0) return super.write(readable, id, offset);
    const info = await this.configstore.get(id);
    const { head, all } = await readHead(readable, HEAD_BYTES);
    const refused = info && head.length > 0 ? this.checkHead(head, info.metadata ?? {}) : null;
    if (refused) {
      // The rest of the body is left to tus, which closes the request (stopping the source
      // here would turn the refusal into its generic 'aborted').
      await this.discard(id);
      throw refusal(400, refused);
    }
    return super.write(all, id, offset);
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.configstore.get(id);
    if (info?.metadata?.stored) return new Upload({ id, size: info.size, offset: info.size ?? 0, metadata: info.metadata, creation_date: info.creation_date });
    return super.getUpload(id);
  }

  /** Where an upload's bytes are (ids are made by the server: uuids). */
  file(id: string): string {
    return path.join(this.folder, id);
  }

  /** The upload's details as stored, or undefined. */
  details(id: string): Promise<Upload | undefined> {
    return this.configstore.get(id);
  }

  /** Its bytes are in the FileStore: drop them here, keep the details marked as stored. */
  async markStored(upload: Upload, recordingId: string): Promise<void> {
    await rm(this.file(upload.id), { force: true });
    const info = (await this.configstore.get(upload.id)) ?? upload;
    info.metadata = { ...(info.metadata ?? {}), stored: recordingId };
    info.offset = info.size ?? 0;
    await this.configstore.set(upload.id, info);
  }

  /** Removes an upload, bytes and details; a missing one is not an error. */
  async discard(id: string): Promise<void> {
    await rm(this.file(id), { force: true });
    await rm(path.join(this.folder, `${id}.json`), { force: true });
  }

  /** Removes every upload older than the expiry (abandoned, refused or long finished). */
  async sweep(now = Date.now()): Promise<number> {
    // Every upload has its details file (tus's own list skips those whose bytes are gone).
    const ids = (await readdir(this.folder).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
    let removed = 0;
    for (const id of ids) {
      const info = await this.configstore.get(id).catch(() => undefined);
      const created = info?.creation_date ? Date.parse(info.creation_date) : 0;
      if (now - created < this.expiryMs) continue;
      await this.discard(id);
      removed++;
    }
    return removed;
  }
}
