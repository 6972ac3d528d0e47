// The write helper's fast path: the read-model changes and the outbox entry go to IndexedDB in one
// native read-write transaction, committed as soon as the requests are out; once it has
// committed, Dexie's live queries (in this tab, other tabs and the service worker) are told with
// the same change report Dexie makes for its own transactions.
//
// Why not a Dexie transaction here: after a tap Chromium holds IndexedDB replies back until it has
// drawn the next frame (its renderer scheduler defers such tasks after discrete input), so a write
// is seen committed no sooner than that frame, and all the main thread does before the frame
// delays it. Dexie's transaction (zones, its promise machinery, the middleware stack) cost several
// times the write itself on the tap's path; this does only the requests. And an explicit commit
// lets the storage process commit while the frame is drawn, instead of after the request replies
// have come back through the (busy) main thread.
//
// Atomicity: the requests are plain IndexedDB requests whose error events nobody cancels, so a
// failed request aborts the whole transaction, also after commit() (pending requests are still
// allowed to fail, and their failure aborts). Nothing is half-written.
import Dexie, { RangeSet, type DBCoreTableSchema, type IndexableType, type ObservabilitySet } from 'dexie';
import type { TouchlineDb } from './database';
import type { OutboxEntry } from './schema';
import type { ReadModelChange } from './write';

/** A change to note in the report: a read-model change, or the outbox entry itself. */
type Noted = ReadModelChange | { table: 'outbox'; put: object };

/**
 * Commits the changes and adds the entry in one native transaction. Answers null when the fast
 * path cannot be taken (the connection is not open yet, or a Dexie transaction is running in this
 * zone and the write must join it); the caller then uses Dexie. Resolves with the entry's seq
 * once committed, after `onCommit` ran and the live queries were told.
 */
export function directCommit(db: TouchlineDb, changes: ReadModelChange[], entry: OutboxEntry, onCommit: () => void): Promise<number> | null {
  if (Dexie.currentTransaction || !db.isOpen()) return null;
  const idb = db.backendDB();
  if (!idb) return null;
  const storeNames = [...new Set(['outbox', ...changes.map((c) => c.table)])];
  // Throws at once on a connection that is closing or lost: the helper's retry handles that.
  const tx = idb.transaction(storeNames, 'readwrite');
  const parts: ObservabilitySet = {};
  let added: IDBRequest<IDBValidKey>;
  try {
    for (const change of changes) {
      const store = tx.objectStore(change.table);
      if ('put' in change) store.put(change.put);
      else store.delete(change.delete as IDBValidKey);
    }
    added = tx.objectStore('outbox').add(entry);
    (tx as IDBTransaction & { commit?: () => void }).commit?.();
  } catch (err) {
    // A row IndexedDB cannot take (an invalid key, a value it cannot clone): nothing is written.
    try {
      tx.abort();
    } catch {
      /* already finished */
    }
    throw err;
  }
  return new Promise<number>((resolve, reject) => {
    tx.oncomplete = () => {
      const seq = added.result as number;
      onCommit();
      for (const change of changes) noteChange(parts, db, change);
      noteChange(parts, db, { table: 'outbox', put: { ...entry, seq } });
      Dexie.on.storagemutated.fire(parts);
      resolve(seq);
    };
    tx.onabort = () => reject(tx.error ?? new DOMException('The write was aborted', 'AbortError'));
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
