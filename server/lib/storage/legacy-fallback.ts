// Reading files stored before object storage was configured: the keys are the paths under
// <data dir>/files, so a key missing from the bucket is looked for on this server's disk. New
// files go to the bucket only; a delete removes both copies. (Copying the folder into the bucket,
// e.g. `aws s3 sync <data dir>/files s3://bucket/prefix`, makes every process see the old files.)
import type { FileStore } from './file-store';

export function withLegacyFallback(primary: FileStore, legacy: FileStore): FileStore {
  return {
    kind: primary.kind,
    put: (key, body, opts) => primary.put(key, body, opts),
    get: async (key, range) => (await primary.get(key, range)) ?? legacy.get(key, range),
    head: async (key) => (await primary.head(key)) ?? legacy.head(key),
    async delete(key) {
      await primary.delete(key);
      await legacy.delete(key);
    },
    async close() {
      await primary.close();
      await legacy.close();
    },
  };
}
