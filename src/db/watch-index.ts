// The rows of a table that have one value in an index (a match's events: fixtureEvents by
// fixtureId), followed live, read again only where a change report says they changed.
//
// Why not a live query: Dexie's liveQuery reads the whole result again after every change it
// may concern, and notes every row's primary key it read in a range tree to know later what
// concerns it. For a 300-event match that was a read of 300 rows and 300 tree inserts after
// every tap's commit, on the main thread the next tap needs. A tap changes one row: the report
// of its commit names that key, and only that row is read.
//
// Correctness: every change to the table is reported with its primary keys (single keys for
// puts and deletes; a range for a bulk write of 50 rows or more, a range delete or a clear; the
// same reports come from other tabs and the service worker). Single keys are read and each row
// put in, replaced or taken out by whether it still has the value; anything else reads the rows
// again. Reads and updates run one after another, so a report is never applied to an older read.
import Dexie, { cmp, type IndexableType } from 'dexie';
import { flatRanges } from './change-ranges';
import type { TouchlineDb } from './database';
import { primaryKeyOf } from './keys';
import type { ReadModelTable } from './schema';

/** Index in `rows` (sorted by primary key) where `key` is or would go. */
function seek(keys: readonly IndexableType[], key: IndexableType): { at: number; found: boolean } {
  let lo = 0;
  let hi = keys.length;
  // Writes mostly add the newest key (UUIDv7 ids grow): look at the end first.
  if (hi > 0 && cmp(keys[hi - 1]!, key) < 0) return { at: hi, found: false };
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cmp(keys[mid]!, key) < 0) lo = mid + 1;
    else hi = mid;
  }
  return { at: lo, found: lo < keys.length && cmp(keys[lo]!, key) === 0 };
}

/**
 * Calls `onValue` with the rows whose `index` equals `value`, in primary-key order (as a read of
 * the index gives them), now and after every change; returns a function that stops it. Rows that
 * did not change keep their objects; each call gets a new array.
 */
export function watchIndexRows<T extends object>(
  db: TouchlineDb,
  tableName: ReadModelTable,
  index: string,
  value: IndexableType,
  onValue: (rows: readonly T[]) => void,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  const table = db.table<T, IndexableType>(tableName);
  const pkOf = (row: T) => primaryKeyOf(table, row) as IndexableType;
  const belongs = (row: T | undefined): row is T => row !== undefined && cmp((row as Record<string, unknown>)[index] as IndexableType, value) === 0;
  let rows: T[] = [];
  let keys: IndexableType[] = [];
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(() => (stopped ? undefined : work())).catch((err: unknown) => (stopped ? undefined : onError(err)));
  };

  const readAll = async () => {
    const read = await table.where(index).equals(value).toArray();
    if (stopped) return;
    rows = read;
    keys = read.map(pkOf);
    onValue(rows);
  };

  const readKeys = async (changed: IndexableType[]) => {
    const read = await table.bulkGet(changed);
    if (stopped) return;
    let nextRows: T[] | null = null;
    let nextKeys: IndexableType[] = keys;
    changed.forEach((key, i) => {
      const row = read[i];
      const { at, found } = seek(nextKeys, key);
      if (!found && !belongs(row)) return;
      if (!nextRows) {
        nextRows = [...rows];
        nextKeys = [...keys];
      }
      if (found && belongs(row)) nextRows[at] = row;
      else if (found) {
        nextRows.splice(at, 1);
        nextKeys.splice(at, 1);
      } else {
        nextRows.splice(at, 0, row!);
        nextKeys.splice(at, 0, key);
      }
    });
    if (!nextRows) return;
    rows = nextRows;
    keys = nextKeys;
    onValue(rows);
  };

  const primaryPart = `idb://${db.name}/${tableName}/`;
  const onChange = (parts: Record<string, unknown>) => {
    if ('all' in parts) return enqueue(readAll);
    const part = parts[primaryPart];
    if (!part) return;
    const ranges = flatRanges(part);
    if (ranges.length === 0) return;
    if (ranges.some((r) => cmp(r.from as IndexableType, r.to as IndexableType) !== 0)) return enqueue(readAll);
    const changed = ranges.map((r) => r.from as IndexableType);
    enqueue(() => readKeys(changed));
  };

  Dexie.on('storagemutated', onChange);
  enqueue(readAll);
  return () => {
    stopped = true;
    Dexie.on('storagemutated').unsubscribe(onChange);
  };
}
