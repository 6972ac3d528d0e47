// The page's sync triggers, which work in every browser (Safari and Firefox have no Background
// Sync): page start, `online`, return to the foreground, right after each local write, and a
// timer while entries wait. Writes trigger with a short debounce. Where SyncManager exists, a write also registers the Background
// Sync tag so the service worker drains even after the page is gone. The lock in the engine
// makes the page and the worker take turns. Pulls follow a drain that sent something, start,
// return to the foreground and `online`; so do the refreshes owed after a discard (src/sync/refresh.ts).
import type { TouchlineDb } from '../db/database';
import type { OutboxEntry } from '../db/schema';
import { onLocalWrite } from '../db/write';
import type { SyncEngine } from './engine';
import type { Puller } from './pull';
import { SYNC_TAG } from './sync-tag';

/** How often the page looks for due entries while some wait. */
export const TIMER_MS = 15_000;
/** Quiet time after a write before the drain starts, and the longest a burst can hold it. */
export const WRITE_DEBOUNCE_MS = 300;
export const WRITE_MAX_WAIT_MS = 2_000;

export interface PageGlobals {
  addEventListener(type: string, fn: () => void): void;
  removeEventListener(type: string, fn: () => void): void;
  document?: { visibilityState: string; addEventListener(type: string, fn: () => void): void; removeEventListener(type: string, fn: () => void): void };
  navigator?: {
    onLine?: boolean;
    serviceWorker?: { ready: Promise<{ sync?: { register(tag: string): Promise<void> }; active?: { postMessage(m: unknown): void } | null }> };
  };
}

export interface PageSync {
  /** Drain now (the retry button); ignores a network backoff. */
  drainNow(): Promise<void>;
  /** Pull now (pull-to-refresh). */
  pullNow(): Promise<void>;
  /**
   * The user discarded queued entries: drain at once (an entry of the same stream held behind a
   * discarded one need not wait for the timer) and run the refreshes owed, when online.
   */
  discarded(): Promise<void>;
  stop(): void;
}

export function startPageTriggers(db: TouchlineDb, engine: SyncEngine, puller: Puller | null, refresh: (() => Promise<void>) | null = null): PageSync {
  const g = globalThis as unknown as PageGlobals;
  const online = () => g.navigator?.onLine !== false;
  const runRefreshes = async () => {
    if (!refresh || !online()) return;
    await refresh().catch(() => undefined);
  };
  const pull = async () => {
    if (!online()) return;
    await runRefreshes();
    await puller?.pullClub().catch(() => undefined);
  };
  const drain = async (ignoreBackoff = false) => {
    if (!online()) return;
    await engine.drain({ ignoreBackoff }).catch(() => undefined);
  };

  const onOnline = () => void drain(true).then(pull);
  const onVisible = () => {
    if (g.document?.visibilityState === 'visible') void drain(true).then(pull);
  };
  // A write is a reason to drain, but not this instant: a burst of taps (a match, a register)
  // becomes one drain and one Background Sync registration a moment after the last tap, so no
  // drain or worker message competes with the next tap's write.
  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  let firstWriteAt = 0;
  const afterWrites = () => {
    writeTimer = null;
    firstWriteAt = 0;
    void drain();
    // Background Sync where it exists: the worker drains even if this page is closed first.
    void g.navigator?.serviceWorker?.ready.then((reg) => reg.sync?.register(SYNC_TAG)).catch(() => undefined);
  };
  const stopWrites = onLocalWrite(() => {
    const at = Date.now();
    firstWriteAt ||= at;
    if (writeTimer) clearTimeout(writeTimer);
    // Never later than WRITE_MAX_WAIT_MS after the first write of a burst.
    writeTimer = setTimeout(afterWrites, Math.max(0, Math.min(WRITE_DEBOUNCE_MS, firstWriteAt + WRITE_MAX_WAIT_MS - at)));
  });
  const timer = setInterval(() => {
    // Two counts IndexedDB answers from the index at once; anyOf(...).count() walks a cursor one
    // entry per round trip, which held the main thread for most of a second every 15 s in a long
    // offline queue (taps waited behind it).
    const count = (state: OutboxEntry['state']) => db.outbox.where('state').equals(state).count();
    void Promise.all([count('pending'), count('sending')])
      .then(([pending, sending]) => (pending + sending > 0 ? drain() : undefined))
      .catch(() => undefined);
  }, TIMER_MS);

  g.addEventListener('online', onOnline);
  g.document?.addEventListener('visibilitychange', onVisible);
  void drain(true).then(pull);

  return {
    drainNow: () => drain(true),
    pullNow: pull,
    discarded: async () => {
      await Promise.all([drain(true), runRefreshes()]);
    },
    stop() {
      stopWrites();
      if (writeTimer) clearTimeout(writeTimer);
      clearInterval(timer);
      g.removeEventListener('online', onOnline);
      g.document?.removeEventListener('visibilitychange', onVisible);
    },
  };
}
