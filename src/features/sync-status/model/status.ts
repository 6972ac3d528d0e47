// The one-word state of the queue: all saved / N waiting / offline / needs attention.
import type { OutboxEntry } from '../../../db/schema';
import type { StorageHealth } from '../../../db/storage-health';

export type OverallKind = 'saved' | 'waiting' | 'offline' | 'attention';

export interface OverallStatus {
  kind: OverallKind;
  waiting: number;
  rejected: number;
  /** Storage itself is failing (disk full, lost connection): writes are held in memory. */
  storage: StorageHealth['problem'];
  unsaved: number;
}

export function overallStatus(queue: OutboxEntry[], online: boolean, health: StorageHealth): OverallStatus {
  const rejected = queue.filter((e) => e.state === 'rejected').length;
  const paused = queue.some((e) => e.lastError?.class === 'unauthorized');
  const waiting = queue.length - rejected;
  const base = { waiting, rejected, storage: health.problem, unsaved: health.unsaved };
  if (rejected > 0 || health.problem || paused) return { kind: 'attention', ...base };
  if (waiting > 0 && !online) return { kind: 'offline', ...base };
  if (waiting > 0) return { kind: 'waiting', ...base };
  return { kind: online ? 'saved' : 'offline', ...base };
}

/** Why an entry is still waiting, as a key the screen turns into words. */
export type WaitReason = 'signal' | 'server' | 'sending' | 'queued' | 'refused' | 'sign-in';

export function waitReason(e: OutboxEntry, online: boolean): WaitReason {
  if (e.state === 'rejected') return 'refused';
  if (e.state === 'sending') return 'sending';
  if (!online || e.lastError?.class === 'network' || e.lastError?.class === 'timeout' || e.lastError?.class === 'captive') return 'signal';
  if (e.lastError?.class === 'unauthorized') return 'sign-in';
  if (e.lastError) return 'server';
  return 'queued';
}
