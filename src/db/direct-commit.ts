// The write helper's fast path: the read-model changes and the outbox entry go to IndexedDB in one
// native read-write transaction (src/db/native-commit), committed as soon as the requests are out,
// in the commit worker once it is ready (src/db/commit-worker-client) and on the page until then;
// once it has committed, Dexie's live queries (in this tab, other tabs and the service worker) are
// told with the same change report Dexie makes for its own transactions.
//
// Why not a Dexie transaction here: after a tap Chromium holds IndexedDB replies back until it has
// drawn the next frame (its renderer scheduler defers such tasks after discrete input), so a write
// is seen committed no sooner than that frame, and all the main thread does before the frame
// delays it. Dexie's transaction (zones, its promise machinery, the middleware stack) cost several
// times the write itself on the tap's path; this does only the requests. And an explicit commit
// lets the storage process commit while the frame is drawn, instead of after the request replies
// have come back through the (busy) main thread.
import Dexie, { RangeSet, type DBCoreTableSchema, type IndexableType, type ObservabilitySet } from 'dexie';
import { commitInWorker } from './commit-worker-client';
import type { TouchlineDb } from './database';
import { nativeCommit } from './native-commit';
import type { OutboxEntry } from './schema';
import type { ReadModelChange } from './write';

/** A change to note in the report: a read-model change, or the outbox entry itself. */
type Noted = ReadModelChange | { table: 'outbox'; put: object };

/**
 * Commits the changes and adds the entry in one native transaction. Answers null when the fast
 * path cannot be taken (the connection is not open yet, or a Dexie transaction is running in this
 * zone and the write must join it); the caller then uses Dexie. Resolves with the entry's seq
 * once committed, after `onCommit` ran (given when it completed, in ms since the epoch, when that
 * was in the worker) and the live queries were told.
 */
export function directCommit(db: TouchlineDb, changes: ReadModelChange[], entry: OutboxEntry, onCommit: (completedAt?: number) => void): Promise<number> | null {
  if (Dexie.currentTransaction || !db.isOpen()) return null;
  const idb = db.backendDB();
  if (!idb) return null;
  // Both throw at once on a connection that is closing or lost, or a row that cannot be taken:
  // nothing is written, and the helper's retry handles a lost connection.
  const inWorker = commitInWorker(idb, changes, entry);
  const committed = inWorker ?? nativeCommit(idb, changes, entry).then((seq) => ({ seq, at: undefined }));
  return committed.then(({ seq, at }) => {
    onCommit(at);
    const parts: ObservabilitySet = {};
    for (const change of changes) noteChange(parts, db, change);
    noteChange(parts, db, { table: 'outbox', put: { ...entry, seq } });
    Dexie.on.storagemutated.fire(parts);
    return seq;
  });
}

/** Adds one change to a Dexie change report, as Dexie's observability middleware does for its own. */
function noteChange(parts: ObservabilitySet, db: TouchlineDb, change: Noted): void {
  const schema: DBCoreTableSchema = db.core.table(change.table).schema;
  const set = (index: string) => (parts[`idb://${db.name}/${change.table}/${index}`] ??= new RangeSet()) as RangeSet;
  if (!('put' in change)) {
    set('').addKey(change.delete);
    set(':dels').addKey(change.delete);
    return;
  }
  const key = schema.primaryKey.extractKey!(change.put) as IndexableType;
  set('').addKey(key);
  // The value it replaced is not known (no read on the tap's path): Dexie reports such a key as
  // possibly deleted too, so queries that held the old row run again.
  set(':dels').addKey(key);
  for (const index of schema.indexes) {
    const value = index.extractKey?.(change.put) as IndexableType | null | undefined;
    if (value == null) continue;
    const keys: IndexableType[] = index.multiEntry && Array.isArray(value) ? (value as unknown as IndexableType[]) : [value];
    for (const k of keys) set(index.name ?? '').addKey(k);
  }
}
