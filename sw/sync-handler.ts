/// <reference lib="webworker" />
// Background Sync: where the browser has it (Chromium), the page registers SYNC_TAG after each
// write and the browser fires `sync` here when it believes there is a connection, even with the
// app closed. Safari and Firefox have no SyncManager: there the page's own triggers carry the
// queue (src/sync/page-triggers.ts); this handler is a bonus, never the only way.
import { SYNC_TAG } from '../src/sync/sync-tag';
import { drainFromWorker } from '../src/sync/worker-drain';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function registerSyncHandler(): void {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag === SYNC_TAG) event.waitUntil(drainFromWorker());
  }) as EventListener);
  // The page can also ask the worker to drain (for example right after a write when the page
  // is about to be hidden).
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'DRAIN_OUTBOX') event.waitUntil(drainFromWorker().catch(() => undefined));
  });
}
