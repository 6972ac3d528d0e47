// Reads over the outbox for the indicator, the sync screen and sign-out.
import { getDb, type TouchlineDb } from './database';
import type { OutboxEntry } from './schema';

/** A user's queue in the order it was made. */
export function entriesOf(userId: string, db: TouchlineDb = getDb()): Promise<OutboxEntry[]> {
  return db.outbox.where('[userId+seq]').between([userId, -Infinity], [userId, Infinity]).toArray();
}

export async function countWaiting(userId: string, db: TouchlineDb = getDb()): Promise<{ waiting: number; rejected: number }> {
  const all = await entriesOf(userId, db);
  const rejected = all.filter((e) => e.state === 'rejected').length;
  return { waiting: all.length - rejected, rejected };
}

/** Makes a rejected or waiting entry due now (the user pressed retry). */
export async function retryEntry(id: string, db: TouchlineDb = getDb()): Promise<void> {
  await db.outbox.where('id').equals(id).modify({ state: 'pending', nextAttemptAt: 0 });
}

/**
 * Discards an entry the user chose to drop. Its local change stays on screen until the next pull
 * brings the server's state (the pull no longer skips it once nothing pending touches it).
 */
export async function discardEntry(id: string, db: TouchlineDb = getDb()): Promise<void> {
  await db.outbox.where('id').equals(id).delete();
}
