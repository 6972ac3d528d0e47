// The store the configuration asks for. With object storage, files kept on this server's disk
// before it was configured stay readable (legacy-fallback.ts): the keys are the same.
import path from 'node:path';
import { createDiskStore } from './disk-store';
import type { FileStore } from './file-store';
import { withLegacyFallback } from './legacy-fallback';
import { createS3Store } from './s3-store';
import type { StorageConfig } from './storage-config';

/** The folder under the data folder that has always held uploads; its paths are the keys. */
export const filesRoot = (dataDir: string) => path.join(dataDir, 'files');

export function createStorage(config: { dataDir: string; storage: StorageConfig }): FileStore {
  const disk = createDiskStore(filesRoot(config.dataDir));
  if (config.storage.kind === 'disk') return disk;
  return withLegacyFallback(createS3Store(config.storage), disk);
}
