// The sync screen's actions over the outbox.
import { discardEntry, retryEntry } from '../../../db/outbox-queries';
import { storageStatus, requestPersistence, type StorageStatus } from '../../../db/storage';

export type { StorageStatus };
import { pageSync } from '../../../sync/page-sync';

export async function retry(id: string): Promise<void> {
  await retryEntry(id);
  await pageSync()?.drainNow();
}

export const discard = (id: string): Promise<void> => discardEntry(id);

export async function syncNow(): Promise<void> {
  await pageSync()?.drainNow();
  await pageSync()?.pullNow();
}

export const readStorageStatus = (): Promise<StorageStatus> => storageStatus();
export const askPersistence = (): Promise<boolean> => requestPersistence();
