// The hook screens use for a file on its way to the server: how much the server has, and pause,
// resume and cancel. Reads Dexie (the outbox entry and its mediaUploads row), so it shows the
// same state in every tab and after a relaunch.
import { useCallback } from 'react';
import { getDb } from '../db/database';
import type { OutboxEntry } from '../db/schema';
import { useLive } from '../db/use-live';
import { blobKeyOf } from '../sync/blob-entries';
import { discardQueued } from '../sync/discard';
import { pageSync } from '../sync/page-sync';
import { cancelUpload, pauseUpload, resumeUpload } from './resumable-upload';

export interface UploadState {
  /** The outbox entry sending it; null once the server has it all (or it was never queued). */
  entryId: string | null;
  sent: number;
  total: number;
  paused: boolean;
  /** The server refused it: its message. */
  refused: string | null;
}

async function readUpload(recordingId: string): Promise<UploadState> {
  const db = getDb();
  const entries = (await db.outbox.where('stream').equals(`recording:${recordingId}`).toArray()) as OutboxEntry[];
  const entry = entries.find((e) => blobKeyOf(e) === recordingId);
  if (!entry) return { entryId: null, sent: 0, total: 0, paused: false, refused: null };
  const row = await db.mediaUploads.get(entry.id);
  const blob = row ? null : await db.recordingBlobs.get(recordingId);
  return {
    entryId: entry.id,
    sent: row?.sent ?? 0,
    total: row?.total || blob?.bytes.byteLength || 0,
    paused: row?.paused ?? false,
    refused: entry.state === 'rejected' ? (entry.lastError?.message ?? '') : null,
  };
}

export function useUpload(recordingId: string): UploadState & { pause(): Promise<void>; resume(): Promise<void>; cancel(): Promise<void> } {
  const state = useLive(() => readUpload(recordingId), [recordingId]) ?? { entryId: null, sent: 0, total: 0, paused: false, refused: null };
  const { entryId } = state;
  const pause = useCallback(async () => {
    if (entryId) await pauseUpload(getDb(), entryId, recordingId);
  }, [entryId, recordingId]);
  const resume = useCallback(async () => {
    if (!entryId) return;
    await resumeUpload(getDb(), entryId);
    await pageSync()?.drainNow();
  }, [entryId]);
  const cancel = useCallback(async () => {
    if (!entryId) return;
    await cancelUpload(getDb(), entryId, recordingId);
    await discardQueued([entryId]);
  }, [entryId, recordingId]);
  return { ...state, pause, resume, cancel };
}
