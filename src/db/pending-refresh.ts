// Resources owed a refresh: after the user discards queued changes, the rows those changes made
// must go back to what the server holds (src/sync/refresh.ts does it). One record per stream, in
// `meta`, written in the very transaction that removes the entries, so a refresh owed offline
// survives a reload, a crash or a day without signal and runs when the server can be asked.
import type { TouchlineDb } from './database';
import type { OutboxEntry } from './schema';

const KEY = 'refresh:pending';

export interface PendingRefresh {
  stream: string;
  userId: string;
  clubId: string | null;
  /** Read-model rows the discarded entries changed ('table:key'). */
  touches: string[];
  /** The discarded calls' paths: ids a stream's name does not carry (a recording's fixture). */
  paths: string[];
  /** When the last discard of this stream happened; settles after it protect a row again. */
  at: number;
  /** Changes with every discard: a refresh that ran meanwhile leaves the newer record in place. */
  version: number;
}

type Log = Record<string, PendingRefresh>;

const read = async (db: TouchlineDb): Promise<Log> => ((await db.meta.get(KEY))?.value as Log | undefined) ?? {};

/** Notes the streams of discarded entries as owed a refresh (call inside a transaction over `meta`). */
export async function noteRefresh(db: TouchlineDb, discarded: OutboxEntry[], at: number): Promise<void> {
  if (!discarded.some((e) => e.touches.length > 0)) return;
  const log = await read(db);
  for (const e of discarded) {
    // A call that changed no row here (an onboarding step) leaves nothing to put back.
    if (e.touches.length === 0) continue;
    const old = log[e.stream];
    log[e.stream] = {
      stream: e.stream,
      userId: e.userId,
      clubId: e.clubId,
      touches: [...new Set([...(old?.touches ?? []), ...e.touches])],
      paths: [...new Set([...(old?.paths ?? []), e.path])],
      at,
      version: (old?.version ?? 0) + 1,
    };
  }
  await db.meta.put({ key: KEY, value: log });
}

export async function pendingRefreshes(db: TouchlineDb): Promise<PendingRefresh[]> {
  return Object.values(await read(db));
}

/** Drops a refresh that has run, unless another discard renewed it meanwhile (inside a transaction over `meta`). */
export async function refreshDone(db: TouchlineDb, done: PendingRefresh): Promise<void> {
  const log = await read(db);
  if (log[done.stream]?.version !== done.version) return;
  delete log[done.stream];
  await db.meta.put({ key: KEY, value: log });
}
