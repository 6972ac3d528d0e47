// Reading outbox entries by seq, for the engine and the queue read.
import type { TouchlineDb } from './database';
import type { OutboxEntry } from './schema';

/** Up to this many entries are read one by one; more, as one range when they lie close together. */
const ONE_BY_ONE = 8;

/**
 * The entries with these seqs (undefined where one is gone), in the order asked. Many seqs that lie
 * close together are read with one range read instead of one request each: in a browser each
 * request's answer is its own task on the main thread, so a bulkGet of 500 entries was 500 small
 * tasks between a user's taps.
 */
export async function entriesBySeq(db: TouchlineDb, seqs: readonly number[]): Promise<(OutboxEntry | undefined)[]> {
  if (seqs.length <= ONE_BY_ONE) return db.outbox.bulkGet([...seqs]);
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of seqs) {
    if (s < lo) lo = s;
    if (s > hi) hi = s;
  }
  // Far apart (long held streams between them): reading the range would read far more than asked.
  if (hi - lo + 1 > 4 * seqs.length) return db.outbox.bulkGet([...seqs]);
  const read = await db.outbox.where(':id').between(lo, hi, true, true).toArray();
  const bySeq = new Map(read.map((e) => [e.seq!, e]));
  return seqs.map((s) => bySeq.get(s));
}
