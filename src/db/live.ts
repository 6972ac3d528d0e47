// Live queries for screens: Dexie's liveQuery, wrapped so features get a plain subscribe
// function (features never import Dexie). The callback runs again whenever the data it read
// changes in any tab or in the service worker.
import Dexie, { liveQuery } from 'dexie';
import type { TouchlineDb } from './database';

export function watchQuery<T>(query: () => Promise<T>, onValue: (value: T) => void, onError: (error: unknown) => void = () => undefined): () => void {
  const sub = liveQuery(query).subscribe({ next: onValue, error: onError });
  return () => sub.unsubscribe();
}

/**
 * Runs `read` now and again after every change to `tableName` (in any tab or the service worker),
 * outside a live query: for reads that keep their own cache of rows (the queue's entriesOf), where
 * a live query's bookkeeping of every key read would cost more than the read. Reads run one at a
 * time; changes reported during a read cause one more read after it.
 */
export function watchTable<T>(db: TouchlineDb, tableName: string, read: () => Promise<T>, onValue: (value: T) => void, onError: (error: unknown) => void = () => undefined): () => void {
  const prefix = `idb://${db.name}/${tableName}/`;
  let stopped = false;
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const value = await read();
        if (!stopped) onValue(value);
      } while (again && !stopped);
    } catch (err) {
      if (!stopped) onError(err);
    } finally {
      running = false;
    }
  };
  const onChange = (parts: Record<string, unknown>) => {
    if ('all' in parts || Object.keys(parts).some((k) => k.startsWith(prefix))) void run();
  };
  Dexie.on('storagemutated', onChange);
  void run();
  return () => {
    stopped = true;
    Dexie.on('storagemutated').unsubscribe(onChange);
  };
}
