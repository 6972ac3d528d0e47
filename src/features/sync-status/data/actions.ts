// The sync screen's actions over the outbox.
import { retryEntry } from '../../../db/outbox-queries';
import { storageStatus, requestPersistence, type StorageStatus } from '../../../db/storage';
import { discardQueued } from '../../../sync/discard';
import { pageSync } from '../../../sync/page-sync';

export type { StorageStatus };

export async function retry(id: string): Promise<void> {
  await retryEntry(id);
  await pageSync()?.drainNow();
}

/** Drops queued entries (one, or a held stream's whole group); the server's rows come back over them. */
export const discard = (ids: readonly string[]): Promise<void> => discardQueued(ids);

export async function syncNow(): Promise<void> {
  await pageSync()?.drainNow();
  await pageSync()?.pullNow();
}

export const readStorageStatus = (): Promise<StorageStatus> => storageStatus();
export const askPersistence = (): Promise<boolean> => requestPersistence();
