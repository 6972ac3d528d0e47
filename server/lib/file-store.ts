// Uploaded files live outside the database under <data dir>/files, named by the server
// (never by the client), so a name can neither escape the folder nor pick its type.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ImageKind } from './image-check';

const EXT: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg' };
export const CONTENT_TYPE: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg' };
const SAFE = /^[a-z]+\/[a-z0-9-]+\.(png|jpg)$/;

export async function storeImage(dataDir: string, folder: string, kind: ImageKind, bytes: Uint8Array): Promise<string> {
  const rel = `${folder}/${randomBytes(16).toString('hex')}.${EXT[kind]}`;
  const full = path.join(dataDir, 'files', rel);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, bytes);
  return rel;
}

export async function readStored(dataDir: string, rel: string): Promise<Buffer> {
  if (!SAFE.test(rel)) throw new Error('unexpected stored file path');
  return readFile(path.join(dataDir, 'files', rel));
}
