/// <reference lib="webworker" />
// The commit worker: runs the write helper's transactions off the page's main thread (see
// src/db/commit-worker-client for why). Its whole job is src/db/commit-worker-core.
import { COMMIT_WORKER_READY, createCommitter, type CommitRequest } from './commit-worker-core';

declare const self: DedicatedWorkerGlobalScope;

const commit = createCommitter(indexedDB, () => performance.timeOrigin + performance.now());
self.onmessage = (event: MessageEvent<CommitRequest>) => {
  void commit(event.data).then((reply) => self.postMessage(reply));
};
self.postMessage(COMMIT_WORKER_READY);
