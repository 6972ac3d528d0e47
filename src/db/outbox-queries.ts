// Reads over the outbox for the indicator, the sync screen and sign-out.
import Dexie, { cmp } from 'dexie';
import { getDb, type TouchlineDb } from './database';
import type { OutboxEntry } from './schema';
import { dropGivenUpBlob } from '../sync/blob-entries';
import { flatRanges, type KeyRange } from './change-ranges';
import { entriesBySeq } from './outbox-read';
import { noteRefresh } from './pending-refresh';
import { forgetSettled } from './recent-settles';

// Entries already read, per database name and seq. The indicator on every screen follows the
// whole queue live, and a write re-runs it: reading only the queue's keys and the entries not
// seen before keeps a long offline queue from being read (and cloned) whole after every tap.
// An entry is forgotten as soon as Dexie reports a change to its key, made here, in another tab
// or in the service worker (the same reports that wake live queries; 'all' forgets everything).
const seen = new Map<string, Map<number, OutboxEntry>>();
let watching = false;

function watchOutbox(): void {
  if (watching) return;
  watching = true;
  Dexie.on('storagemutated', (parts) => {
    if ('all' in parts) {
      seen.clear();
      return;
    }
    for (const [part, ranges] of Object.entries(parts)) {
      // idb://<database>/<table>/<index>; the primary key's part has an empty index name.
      const [, , name, table, index] = part.split('/');
      const entries = table === 'outbox' && index === '' ? seen.get(name!) : undefined;
      if (!entries || entries.size === 0) continue;
      // A single key (what a write reports) is forgotten directly; only a real range (a bulk
      // change, a clear) walks the remembered entries.
      const spans: KeyRange[] = [];
      for (const r of flatRanges(ranges)) {
        if (cmp(r.from, r.to) === 0) entries.delete(r.from as number);
        else spans.push(r);
      }
      if (spans.length === 0) continue;
      for (const seq of [...entries.keys()]) if (spans.some((r) => cmp(r.from, seq) <= 0 && cmp(seq, r.to) <= 0)) entries.delete(seq);
    }
  });
}

/**
 * The write helper hands over an entry it has just committed (with its seq), so the queue's next
 * read need not read it back: one IndexedDB transaction less per tap. Only where the queue is
 * already followed: those entries are kept right by the change reports, and the report of this
 * very add has already gone by (it fires at the commit, before the helper gets here).
 */
export function rememberCommitted(db: TouchlineDb, entry: OutboxEntry): void {
  const entries = seen.get(db.name);
  if (entries && entry.seq !== undefined) entries.set(entry.seq, { ...entry });
}

/** A user's queue in the order it was made (the entries are shared: do not change them). */
export async function entriesOf(userId: string, db: TouchlineDb = getDb()): Promise<OutboxEntry[]> {
  watchOutbox();
  const seqs = await db.outbox.where('[userId+seq]').between([userId, -Infinity], [userId, Infinity]).primaryKeys();
  let known = seen.get(db.name);
  if (!known) seen.set(db.name, (known = new Map()));
  const missing = seqs.filter((seq) => !known.has(seq));
  if (missing.length > 0) {
    const read = await entriesBySeq(db, missing);
    read.forEach((e, i) => e && known.set(missing[i]!, e));
  }
  const out: OutboxEntry[] = [];
  for (const seq of seqs) {
    const e = known.get(seq);
    if (e) out.push(e);
  }
  return out;
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
 * Discards entries the user chose to drop, in one transaction: the entries go, a voice note's
 * upload takes its bytes and its row along (bytes nothing will ever send would only fill the
 * device's storage), the rows they changed lose the "recently settled" protection (they hold
 * nothing the server took), and their streams are noted as owed a refresh
 * (src/db/pending-refresh.ts): src/sync/refresh.ts puts the server's rows back. Answers the
 * entries it removed.
 */
export async function discardEntries(ids: readonly string[], db: TouchlineDb = getDb(), at = Date.now()): Promise<OutboxEntry[]> {
  return db.transaction('rw', [db.outbox, db.recordingBlobs, db.fixtureRecordings, db.meta], async () => {
    const entries = await db.outbox.where('id').anyOf([...ids]).toArray();
    if (entries.length === 0) return [];
    await db.outbox.bulkDelete(entries.map((e) => e.seq!));
    for (const e of entries) await dropGivenUpBlob(db, e);
    await forgetSettled(db, entries.flatMap((e) => e.touches));
    await noteRefresh(db, entries, at);
    return entries;
  });
}

