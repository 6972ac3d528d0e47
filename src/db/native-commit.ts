// One native IndexedDB read-write transaction for the write helper's fast path: the read-model
// changes and the outbox entry, requests issued and `commit()` called in the same task. Used on
// the page (src/db/direct-commit) and in the commit worker (src/db/commit-worker-core), so it
// imports nothing: the worker's bundle stays small.
//
// Atomicity: the requests are plain IndexedDB requests whose error events nobody cancels, so a
// failed request aborts the whole transaction, also after commit() (pending requests are still
// allowed to fail, and their failure aborts). Nothing is half-written.

/** A read-model change as the write helper hands it over (a row to put or a key to delete). */
export type NativeChange = { table: string; put: object } | { table: string; delete: unknown };

/**
 * Starts the transaction. Throws at once when it cannot be made (a closing or lost connection)
 * or a row cannot be taken (an invalid key, a value that cannot be cloned): nothing is written.
 * Resolves with the entry's seq once committed.
 */
export function nativeCommit(idb: IDBDatabase, changes: readonly NativeChange[], entry: object): Promise<number> {
  const storeNames = [...new Set(['outbox', ...changes.map((c) => c.table)])];
  const tx = idb.transaction(storeNames, 'readwrite');
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
    try {
      tx.abort();
    } catch {
      /* already finished */
    }
    throw err;
  }
  return new Promise<number>((resolve, reject) => {
    tx.oncomplete = () => resolve(added.result as number);
    tx.onabort = () => reject(tx.error ?? new DOMException('The write was aborted', 'AbortError'));
  });
}
