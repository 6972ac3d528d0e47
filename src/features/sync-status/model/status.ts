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
export type WaitReason = 'signal' | 'server' | 'sending' | 'queued' | 'refused' | 'held' | 'sign-in';

/** `held`: a refused entry earlier in its stream holds it (see heldGroups). */
export function waitReason(e: OutboxEntry, online: boolean, held = false): WaitReason {
  if (e.state === 'rejected') return 'refused';
  if (held) return 'held';
  if (e.state === 'sending') return 'sending';
  if (!online || e.lastError?.class === 'network' || e.lastError?.class === 'timeout' || e.lastError?.class === 'captive') return 'signal';
  if (e.lastError?.class === 'unauthorized') return 'sign-in';
  if (e.lastError) return 'server';
  return 'queued';
}

/**
 * Per stream with a refused entry, that entry and every later one of the stream (in queue order):
 * none of them goes until the user retries or discards the refused one, so the screen offers to
 * discard them together (a deleted session's five attendance changes, say).
 */
export function heldGroups(queue: readonly OutboxEntry[]): Map<string, OutboxEntry[]> {
  const groups = new Map<string, OutboxEntry[]>();
  for (const e of queue) {
    const group = groups.get(e.stream);
    if (group) group.push(e);
    else if (e.state === 'rejected') groups.set(e.stream, [e]);
  }
  return groups;
}
