// Rows whose queued change the server has just answered, kept for a short while in `meta`.
// Why: a pull whose GET was answered before the server had a queued change, but applied after
// the drain settled that change (the entry gone from the outbox), would take the row for one the
// server no longer has and delete it: a synced event vanished from the screen on reconnecting
// (the drain and the pull start together). A pull leaves these rows in place; the next pull,
// made after the change landed, has them. Written by the drain's settle, in its transaction.
import type { TouchlineDb } from './database';

const KEY = 'settled:recent';
/** Longer than any pull's GET takes; a row is only kept, never invented, for this long. */
export const RECENT_SETTLE_MS = 2 * 60_000;

type Log = Record<string, number>;

const readLog = async (db: TouchlineDb): Promise<Log> => ((await db.meta.get(KEY))?.value as Log | undefined) ?? {};

/** Notes the touch keys of entries just answered 2xx (call inside a transaction over `meta`). */
export async function noteSettled(db: TouchlineDb, touches: string[], at: number): Promise<void> {
  if (touches.length === 0) return;
  const old = await readLog(db);
  const log: Log = {};
  for (const [k, t] of Object.entries(old)) if (at - t < RECENT_SETTLE_MS) log[k] = t;
  for (const k of touches) log[k] = at;
  await db.meta.put({ key: KEY, value: log });
}

/**
 * Forgets rows whose queued change the user discarded (inside a transaction over `meta`): such a
 * row holds nothing the server took, so a pull must be free to replace or remove it at once. A
 * settle after the discard notes it again.
 */
export async function forgetSettled(db: TouchlineDb, touches: string[]): Promise<void> {
  if (touches.length === 0) return;
  const log = await readLog(db);
  let changed = false;
  for (const k of touches) {
    if (k in log) {
      delete log[k];
      changed = true;
    }
  }
  if (changed) await db.meta.put({ key: KEY, value: log });
}

/** Of `touches`, those settled at or after `since` (the server took a change of the row since then). */
export async function settledSince(db: TouchlineDb, touches: string[], since: number): Promise<Set<string>> {
  const log = await readLog(db);
  return new Set(touches.filter((k) => (log[k] ?? -Infinity) >= since));
}

/** Touch keys of `table` settled within the window before `now`. */
export async function recentlySettled(db: TouchlineDb, table: string, now: number): Promise<Set<string>> {
  const log = await readLog(db);
  const prefix = `${table}:`;
  return new Set(Object.keys(log).filter((k) => k.startsWith(prefix) && now - log[k]! < RECENT_SETTLE_MS));
}
