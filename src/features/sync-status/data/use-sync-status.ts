// What the indicator and the sync screen show, read live from Dexie (never from the network).
import { useSyncExternalStore } from 'react';
import { getDb } from '../../../db/database';
import { entriesOf } from '../../../db/outbox-queries';
import type { OutboxEntry } from '../../../db/schema';
import { getStorageHealth, subscribeStorageHealth, type StorageHealth } from '../../../db/storage-health';
import { getMember, subscribe } from '../../../api/session-store';
import { overallStatus, type OverallStatus } from '../model/status';
import { useLiveTable } from '../../../db/use-live';

export type QueueEntry = OutboxEntry;

export function useOnline(): boolean {
  return useSyncExternalStore(
    (l) => {
      window.addEventListener('online', l);
      window.addEventListener('offline', l);
      return () => {
        window.removeEventListener('online', l);
        window.removeEventListener('offline', l);
      };
    },
    () => navigator.onLine,
  );
}

export function useStorageHealth(): StorageHealth {
  return useSyncExternalStore(subscribeStorageHealth, getStorageHealth);
}

/** The signed-in member's queue, in order (empty when signed out). */
export function useQueue(): OutboxEntry[] | undefined {
  const member = useSyncExternalStore(subscribe, getMember);
  const userId = member?.id ?? null;
  // Not a live query: entriesOf keeps its own cache of entries, and a live query would note every
  // key of a long offline queue after each write (src/db/live: watchTable).
  return useLiveTable('outbox', () => (userId ? entriesOf(userId, getDb()) : Promise.resolve([])), [userId]);
}

export function useSyncStatus(): OverallStatus {
  const queue = useQueue() ?? [];
  return overallStatus(queue, useOnline(), useStorageHealth());
}
