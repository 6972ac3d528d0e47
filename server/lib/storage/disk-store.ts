// Files on the local disk, under <data dir>/files: the embedded default, one server process.
// A put writes a temporary file beside the final one and renames it, so a reader never sees half
// a file and a failed upload leaves nothing under the key.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, counted, type ByteRange, type FileStore } from './file-store';

const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskStore(root: string): FileStore {
  const full = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'disk',

    async put(key, body, opts = {}) {
      const final = full(key);
      await mkdir(path.dirname(final), { recursive: true });
      const temp = `${final}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
      const c = counted(body, opts.size);
      try {
        await pipeline(c.stream, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, final);
      } catch (e) {
        await rm(temp, { force: true });
        throw e;
      }
      return { size: c.size };
    },

    async get(key, range?: ByteRange) {
      try {
        const handle = await open(full(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {}) as Readable;
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },

    async head(key) {
      try {
        const s = await stat(full(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },

    async delete(key) {
      await rm(full(key), { force: true });
    },

    async close() {},
  };
}
