// The drain as the service worker runs it on a `sync` event: same engine, same lock, the session
// from the IndexedDB mirror. Rejects when work that can still go remains, so the browser
// schedules the sync event again (Background Sync's own retry), on top of the page's triggers.
import { getDb } from '../db/database';
import { createSyncEngine, type DrainReport } from './engine';
import * as resumable from '../media/resumable-upload';
import { createHttpTransport } from './transport';

/** Well inside Chromium's 3-minute limit for one sync event. */
const WORKER_BUDGET_MS = 60_000;

let engine: ReturnType<typeof createSyncEngine> | null = null;

export async function drainFromWorker(): Promise<DrainReport> {
  // The tus client imported statically: import() is not allowed in a service worker.
  engine ??= createSyncEngine({ db: getDb(), transport: createHttpTransport({ resumable: async () => resumable }) });
  const report = await engine.drain({ ignoreBackoff: true, budgetMs: WORKER_BUDGET_MS });
  if (report.stoppedBy === 'transient' || report.stoppedBy === 'budget') {
    throw new Error(`outbox not drained (${report.stoppedBy}); ${report.remaining} waiting`);
  }
  return report;
}
