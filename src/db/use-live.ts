// useLiveQuery without Dexie in the features: re-renders when the watched data changes. The one
// piece of React glue at the storage boundary (like dexie-react-hooks), so features' data
// modules share it instead of each keeping a copy.
import { useEffect, useState } from 'react';
import { getDb } from './database';
import { watchQuery, watchTable } from './live';

/**
 * The value a watcher reports (undefined until its first report), watched again when deps change.
 * For a feature's own watcher built on the ones here (a screen re-renders only when it reports).
 */
export function useWatched<T>(watch: (onValue: (value: T) => void) => () => void, deps: unknown[]): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    setValue(undefined);
    return watch(setValue);
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return value;
}

export function useLive<T>(query: () => Promise<T>, deps: unknown[]): T | undefined {
  return useWatched<T>((onValue) => watchQuery(query, onValue), deps);
}

/** `read` again after every change to `table`, outside a live query (src/db/live: watchTable). */
export function useLiveTable<T>(table: string, read: () => Promise<T>, deps: unknown[]): T | undefined {
  return useWatched<T>((onValue) => watchTable(getDb(), table, read, onValue), deps);
}
