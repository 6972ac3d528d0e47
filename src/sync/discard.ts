// Discarding queued entries, as the user chose on the sync screen: the entries go in one
// transaction that also notes what they leave behind (src/db/outbox-queries: discardEntries);
// then the page drains at once, since an entry held behind a discarded one in its stream need not
// wait for the timer, and puts the server's rows back over the discarded changes
// (src/sync/refresh.ts), now when online, else as soon as the server answers again.
import { getDb, type TouchlineDb } from '../db/database';
import { discardEntries } from '../db/outbox-queries';
import { pageSync } from './page-sync';
import type { PageSync } from './page-triggers';

export async function discardQueued(ids: readonly string[], o: { db?: TouchlineDb; sync?: Pick<PageSync, 'discarded'> | null } = {}): Promise<void> {
  const removed = await discardEntries(ids, o.db ?? getDb());
  if (removed.length === 0) return;
  const sync = o.sync === undefined ? pageSync() : o.sync;
  await sync?.discarded();
}
