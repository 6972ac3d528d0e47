// The page's side of the commit worker (src/db/commit-worker). Why a worker: after a tap,
// Chromium holds the page's IndexedDB replies back until it has drawn the next frame, so a
// transaction made on the page is seen committed only after that frame and after everything the
// main thread does before it. A dedicated worker's IndexedDB replies are not held: it makes the
// transaction and handles its `complete` on another thread while the page draws, and reports the
// moment it completed (the bench, at 4x CPU: tap to commit p95 ~16 ms on the page, ~9 ms in a
// worker). Its answer reaches the page as a message, which is not held back either.
//
// The worker is used only once it has said it is ready; until then (and where there are no
// workers: the service worker, tests under jsdom) the page commits itself. If it fails to load,
// nothing was sent to it. Should it die while writes wait on it, they are answered with
// 'UnknownError', which the write helper treats as a lost connection: it retries them on the
// page under the same key (the outbox's unique `id` keeps a write that did land from being
// queued twice).
import { COMMIT_WORKER_READY, type CommitReply } from './commit-worker-core';
import type { NativeChange } from './native-commit';

export interface WorkerCommitted {
  seq: number;
  /** When the transaction completed, in ms since the epoch. */
  at: number;
}

let worker: Worker | null = null;
let state: 'unstarted' | 'starting' | 'ready' | 'unavailable' = 'unstarted';
const waiting = new Map<number, { resolve: (r: WorkerCommitted) => void; reject: (e: unknown) => void }>();
let nextId = 1;
// Settles when every commit sent so far has settled.
let settled: Promise<unknown> = Promise.resolve();

function stop(): void {
  state = 'unavailable';
  worker?.terminate();
  worker = null;
  for (const w of waiting.values()) w.reject(new DOMException('The commit worker stopped', 'UnknownError'));
  waiting.clear();
}

function answer(reply: CommitReply): void {
  const w = waiting.get(reply.id);
  if (!w) return;
  waiting.delete(reply.id);
  if ('error' in reply) w.reject(new DOMException(reply.error.message, reply.error.name));
  else w.resolve({ seq: reply.seq, at: reply.at });
}

/** Starts the worker (once); writes go to it when it has said it is ready. */
export function startCommitWorker(): void {
  if (state !== 'unstarted') return;
  state = 'unavailable';
  if (typeof Worker !== 'function') return;
  try {
    worker = new Worker(new URL('./commit-worker.ts', import.meta.url), { type: 'module', name: 'touchline-commit' });
  } catch {
    worker = null;
    return;
  }
  state = 'starting';
  worker.onmessage = (event: MessageEvent<CommitReply | typeof COMMIT_WORKER_READY>) => {
    if (event.data === COMMIT_WORKER_READY) {
      if (state === 'starting') state = 'ready';
    } else answer(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    stop();
  };
}

/**
 * Commits in the worker. Null when the worker is not ready (the caller commits on the page);
 * throws at once when a change cannot be cloned (nothing is written).
 */
export function commitInWorker(idb: IDBDatabase, changes: readonly NativeChange[], entry: object): Promise<WorkerCommitted> | null {
  startCommitWorker();
  if (state !== 'ready' || !worker) return null;
  const id = nextId++;
  const done = new Promise<WorkerCommitted>((resolve, reject) => waiting.set(id, { resolve, reject }));
  try {
    worker.postMessage({ id, database: idb.name, version: idb.version, changes, entry });
  } catch (err) {
    waiting.delete(id);
    throw err;
  }
  settled = Promise.allSettled([settled, done]);
  return done;
}

/** While commits wait on the worker: a promise settling when they have all settled. */
export function commitsInWorker(): Promise<unknown> | null {
  return waiting.size > 0 ? settled : null;
}
