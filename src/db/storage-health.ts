// What is wrong with local storage right now, as a small observable store the indicator shows.
// A write that could not be committed (disk full, connection lost) is kept here in memory and
// retried; it is never dropped without the user seeing it.
export type StorageProblem = 'quota' | 'connection' | null;

export interface StorageHealth {
  problem: StorageProblem;
  /** Writes made but not yet on disk. */
  unsaved: number;
}

let state: StorageHealth = { problem: null, unsaved: 0 };
const listeners = new Set<() => void>();

export const getStorageHealth = (): StorageHealth => state;

export function setStorageHealth(next: Partial<StorageHealth>): void {
  const merged = { ...state, ...next };
  if (merged.problem === state.problem && merged.unsaved === state.unsaved) return;
  state = merged;
  for (const l of [...listeners]) l();
}

export function subscribeStorageHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Classifies an IndexedDB failure: disk full, a dead connection, or something else. */
export function storageProblemOf(error: unknown): StorageProblem {
  const e = error as { name?: string; message?: string; inner?: { name?: string; message?: string } } | null;
  const names = [e?.name, e?.inner?.name];
  const text = `${e?.message ?? ''} ${e?.inner?.message ?? ''}`;
  if (names.includes('QuotaExceededError') || /quota/i.test(text)) return 'quota';
  if (
    names.some((n) => n === 'DatabaseClosedError' || n === 'UnknownError' || n === 'InvalidStateError' || n === 'OpenFailedError') ||
    /connection to indexed database server lost|database connection is closing|backing store/i.test(text)
  ) {
    return 'connection';
  }
  return null;
}
