// Pictures (profile pictures, club and team badges) are stored through the file store
// (server/lib/storage), named by the server (never by the client), so a name can neither escape
// the folder nor pick its type. The key kept in the row (`pictures/<hex>.jpg`) is also the path
// under <data dir>/files where they were kept before, so those files are still found.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { HttpError } from './http-error';
import type { ImageKind } from './image-check';
import type { FileStore } from './storage/file-store';
import { sendStored } from './storage/send-stored';

const EXT: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg' };
export const CONTENT_TYPE: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg' };
const SAFE = /^[a-z]+\/[a-z0-9-]+\.(png|jpg)$/;

/** Stores a checked, re-encoded image (small: already decoded in memory) and answers its key. */
export async function storeImage(store: FileStore, folder: string, kind: ImageKind, bytes: Uint8Array): Promise<string> {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${EXT[kind]}`;
  await store.put(key, Readable.from([Buffer.from(bytes)]), { contentType: CONTENT_TYPE[kind], size: bytes.length });
  return key;
}

/** Sends a stored image inline with safe headers, cached briefly by the browser only. */
export function sendImage(reply: FastifyReply, image: { path: string; kind: ImageKind; name: string; missing: HttpError }): Promise<FastifyReply> {
  if (!SAFE.test(image.path)) throw new Error('unexpected stored file path');
  return sendStored(reply, {
    key: image.path,
    type: CONTENT_TYPE[image.kind],
    disposition: `inline; filename="${image.name}.${EXT[image.kind]}"`,
    cacheControl: 'private, max-age=300',
    missing: image.missing,
  });
}
