// Back to the server's truth after a discard (see "Discarding" in src/sync/README.md). A
// discarded entry's change is still in the read model (the row it put, the row it deleted) and
// nothing will ever send it; the screens must show what the server holds again, also for rows a
// pull never brings back (a row the server never had, a player's attendance, which no list GET
// returns) and rows a pull would not touch (a row just settled by an earlier entry).
//
// Features register a refresher per stream prefix ('fixture:', 'training:', ...): given the
// resource's id it asks the server for that resource and hands each answer to `apply`. Nothing
// is written while it asks. Once it resolves, one transaction removes the discarded entries'
// rows that no queued entry changes and that the server has not taken a change of since the
// discard (only in the tables the refresher answered for, or in all of them when the server no
// longer has the resource: 404/410), and writes the answers (applyPulled's rules: a row a queued
// entry changes stays as it is). So a row comes back as the server has it, a row the server never
// had goes, and no screen shows it missing in between.
//
// Refreshes owed are kept in `meta` (src/db/pending-refresh.ts) until one runs: offline, or with
// the server unreachable, they wait for the next drain that sends something, `online`, the page
// becoming visible, start, or "Send now". Only the page runs them (the service worker registers
// no refreshers); a record stays until its member is signed in here again.
import type { TouchlineDb } from '../db/database';
import { pendingRefreshes, refreshDone, type PendingRefresh } from '../db/pending-refresh';
import { settledSince } from '../db/recent-settles';
import { READ_MODEL_TABLES, type ReadModelTable } from '../db/schema';
import { readSessionMirror } from '../db/session-mirror';
import { applyPulled, createGetter, PullError, type Getter, type PullSink } from './pull';

export interface RefreshRequest {
  /** The stream's name after its prefix: 'fixture:<id>' gives '<id>'. */
  id: string;
  clubId: string | null;
  /** The rows the discarded entries changed. */
  rows: { table: ReadModelTable; key: unknown }[];
  /** The discarded calls' paths, for ids the stream's name does not carry (a recording's fixture). */
  paths: string[];
  get: Getter;
  /** Hands over what the server answered; written once the refresher resolves. */
  apply: PullSink;
}

/** Asks the server for one resource; throws when it cannot (a PullError 404 means it is gone). */
export type Refresher = (request: RefreshRequest) => Promise<void>;

const refreshers = new Map<string, Refresher>();

/** Registers the refresher of streams named `<prefix><id>`; returns a function that removes it. */
export function registerRefresher(prefix: string, refresher: Refresher): () => void {
  refreshers.set(prefix, refresher);
  return () => {
    if (refreshers.get(prefix) === refresher) refreshers.delete(prefix);
  };
}

function refresherOf(stream: string): { refresher: Refresher; id: string } | null {
  let best: string | null = null;
  for (const prefix of refreshers.keys()) if (stream.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  return best === null ? null : { refresher: refreshers.get(best)!, id: stream.slice(best.length) };
}

interface Touch {
  tk: string;
  table: ReadModelTable;
  key: unknown;
}

function parseTouch(tk: string): Touch | null {
  const at = tk.indexOf(':');
  const table = tk.slice(0, at) as ReadModelTable;
  if (at < 0 || !READ_MODEL_TABLES.includes(table)) return null;
  try {
    return { tk, table, key: JSON.parse(tk.slice(at + 1)) as unknown };
  } catch {
    return null;
  }
}

type Failure = 'gone' | 'later' | 'give-up';

function failureOf(err: unknown): Failure {
  if (!(err instanceof PullError)) return 'later'; // no answer: the network, a timeout
  if (err.status === 404 || err.status === 410) return 'gone';
  // Another refusal (no longer allowed to see it) will not change by asking again; the rows stay
  // until a later pull. A 401, 408, 429 or 5xx is worth another try.
  if (err.status >= 400 && err.status < 500 && ![401, 408, 429].includes(err.status)) return 'give-up';
  return 'later';
}

interface Staged {
  table: ReadModelTable;
  rows: object[];
  scope?: { index: string; value: string };
}

async function restore(db: TouchlineDb, record: PendingRefresh, touched: Touch[], staged: Staged[], gone: boolean): Promise<void> {
  const tables = new Set<ReadModelTable>([...touched.map((t) => t.table), ...staged.map((s) => s.table)]);
  await db.transaction('rw', [db.outbox, db.meta, ...[...tables].map((t) => db.table(t))], async () => {
    // A row a queued entry still changes shows that change until it is sent.
    const still = new Set((await db.outbox.where('touches').anyOf(record.touches).keys()) as string[]);
    // The server took a change of the row after the discard: an answer asked for earlier may lack it.
    const settled = await settledSince(db, record.touches, record.at);
    const answered = new Set(staged.map((s) => s.table));
    const drop = new Map<ReadModelTable, unknown[]>();
    for (const t of touched) {
      if (still.has(t.tk) || settled.has(t.tk) || !(gone || answered.has(t.table))) continue;
      drop.set(t.table, [...(drop.get(t.table) ?? []), t.key]);
    }
    for (const [table, keys] of drop) await db.table(table).bulkDelete(keys as never[]);
    for (const s of staged) await applyPulled(db, s.table, s.rows, s.scope);
    await refreshDone(db, record);
  });
}

async function refreshOne(db: TouchlineDb, record: PendingRefresh, get: Getter): Promise<void> {
  const found = refresherOf(record.stream);
  if (!found) return; // registered by the page only: it waits for one
  const staged: Staged[] = [];
  const apply: PullSink = async (table, rows, scope) => void staged.push({ table, rows, ...(scope ? { scope } : {}) });
  const touched = record.touches.map(parseTouch).filter((t): t is Touch => t !== null);
  const rows = touched.map(({ table, key }) => ({ table, key }));
  try {
    await found.refresher({ id: found.id, clubId: record.clubId, rows, paths: record.paths, get, apply });
  } catch (err) {
    const failure = failureOf(err);
    if (failure === 'later') return;
    if (failure === 'give-up') {
      await db.transaction('rw', db.meta, () => refreshDone(db, record));
      return;
    }
    // What was answered before the 404 is written too (the club's list, without the resource).
    await restore(db, record, touched, staged, true);
    return;
  }
  await restore(db, record, touched, staged, false);
}

async function refreshAll(db: TouchlineDb, get: Getter): Promise<void> {
  const member = await readSessionMirror(db);
  if (!member) return;
  for (const record of await pendingRefreshes(db)) {
    // Asked as the member who made the changes, as their entries would have been sent.
    if (record.userId !== member.id) continue;
    await refreshOne(db, record, get).catch(() => undefined);
  }
}

const running = new WeakMap<TouchlineDb, { run: Promise<void>; again: boolean }>();

/**
 * Runs the refreshes owed (call when the server may be reachable). Calls made while one runs
 * join it and run it once more after, so a discard made meanwhile is not left waiting.
 */
export function runRefreshes(db: TouchlineDb, get: Getter = createGetter(db)): Promise<void> {
  const current = running.get(db);
  if (current) {
    current.again = true;
    return current.run;
  }
  const state = { run: Promise.resolve(), again: false };
  state.run = (async () => {
    try {
      do {
        state.again = false;
        await refreshAll(db, get);
      } while (state.again);
    } finally {
      running.delete(db);
    }
  })();
  running.set(db, state);
  return state.run;
}
