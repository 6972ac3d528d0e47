// The one write helper. Every local write of the app goes through `localWrite`: one IndexedDB
// transaction changes the read-model rows and adds the outbox entry that will carry the same
// change to the server. Screens follow Dexie through live queries, so they show the change when it
// is on disk; the one exception is the rows a write puts, announced as in flight when the helper is
// called (src/db/in-flight), which the live match lays over its read to show a tap in the frame it
// was made (Chromium holds the commit's reply back until after that frame). The durable state is
// only what committed.
//
// Failures are never silent: a lost connection is retried on a fresh one; a full disk (or a
// connection that stays lost) keeps the write in memory, shows a storage problem and retries it
// until it commits. The promise resolves only when the write is on disk.
import Dexie, { type IndexableType } from 'dexie';
import { getDb, onCommitted, reopenDb, type TouchlineDb } from './database';
import { commitsInWorker } from './commit-worker-client';
import { directCommit } from './direct-commit';
import { holdInFlight, inFlightShown } from './in-flight';
import { rememberCommitted } from './outbox-queries';
import { primaryKeyOf, touchKey } from './keys';
import type { EntryDescription, OutboxEntry, OutboxMethod, ReadModelTable } from './schema';
import { getStorageHealth, setStorageHealth, storageProblemOf } from './storage-health';
import { uuidv7 } from './uuidv7';

export type ReadModelChange = { table: ReadModelTable; put: object } | { table: ReadModelTable; delete: IndexableType };

export interface QueuedCall {
  method: OutboxMethod;
  /** Full API path per calls.md, e.g. /api/v1/fixture/{clubId}/{fixtureId}/event. */
  path: string;
  body: Record<string, unknown>;
  /** Ordering stream, e.g. 'fixture:<id>'. */
  stream: string;
  /** Table that receives the server's 2xx answer (a row), if any. */
  applyTo?: ReadModelTable;
  describe: EntryDescription;
}

export interface Actor {
  userId: string;
  clubId: string | null;
}

export class NotSignedInError extends Error {
  constructor() {
    super('No signed-in member to queue this change for');
    this.name = 'NotSignedInError';
  }
}

type WriteListener = (entry: OutboxEntry) => void;
const writeListeners = new Set<WriteListener>();

/** Sync triggers listen here: a committed write is a reason to drain now. */
export function onLocalWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => {
    writeListeners.delete(listener);
  };
}

// The signed-in member as the mirror holds it, kept per connection so a write does not have to
// read it inside its transaction. Forgotten whenever the session table changes (here, in another
// tab or in the service worker: Dexie reports those too); `generation` keeps a read that raced
// with such a change from caching the old member.
let actors = new WeakMap<TouchlineDb, Actor>();
let generation = 0;
let watchingSession = false;

function watchSession(): void {
  if (watchingSession) return;
  watchingSession = true;
  Dexie.on('storagemutated', (parts) => {
    // Keys look like idb://<database>/<table>/<index>.
    if (Object.keys(parts).some((k) => k === 'all' || k.split('/')[3] === 'session')) {
      generation++;
      actors = new WeakMap();
    }
  });
}

function outboxEntry(call: QueuedCall, who: Actor, id: string, now: number, touches: string[]): OutboxEntry {
  return {
    id,
    userId: who.userId,
    clubId: who.clubId,
    stream: call.stream,
    method: call.method,
    path: call.path,
    // Spec §7: writes carry the member's userId in the body.
    body: { ...call.body, userId: who.userId },
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    lastError: null,
    touches,
    applyTo: call.applyTo ?? null,
    describe: call.describe,
  };
}

const touchesOf = (db: TouchlineDb, changes: ReadModelChange[]): string[] =>
  changes.map((c) => touchKey(c.table, 'put' in c ? primaryKeyOf(db.table(c.table), c.put) : c.delete));

async function commit(db: TouchlineDb, changes: ReadModelChange[], call: QueuedCall, actor: Actor | undefined, id: string, now: number): Promise<OutboxEntry> {
  watchSession();
  const known = actor ?? actors.get(db);
  if (known) {
    // The tap's path: straight to IndexedDB (src/db/direct-commit), when the connection is open.
    const entry = outboxEntry(call, known, id, now, touchesOf(db, changes));
    const direct = directCommit(db, changes, entry, (completedAt) => markCommitted(id, completedAt));
    if (direct) {
      entry.seq = await direct;
      rememberCommitted(db, entry);
      return entry;
    }
  }
  // Behind the writes still in the worker's hands, so the outbox keeps the order of the calls
  // (a Dexie transaction made now would otherwise be made before theirs). Not inside a caller's
  // transaction, which would commit while this waits; no caller writes from within one.
  const inWorker = Dexie.currentTransaction ? null : commitsInWorker();
  if (inWorker) await inWorker;
  const tableNames = [...new Set(changes.map((c) => c.table))];
  // The smallest scope: the tables changed and the outbox (the session only when it must be read).
  const scope = [db.outbox, ...(known ? [] : [db.session]), ...tableNames.map((t) => db.table(t))];
  const gen = generation;
  let marked = false;
  const entry = await db.transaction('rw', scope, async () => {
    let who = known;
    if (!who) {
      const s = await db.session.get('current');
      if (!s?.member) throw new NotSignedInError();
      who = { userId: s.member.id, clubId: s.member.clubId };
      if (gen === generation) actors.set(db, who);
    }
    // Every request goes out at once (IndexedDB runs them in order within the transaction): one
    // round trip to the storage process instead of one per row.
    const requests: Promise<unknown>[] = changes.map((change) => ('put' in change ? db.table(change.table).put(change.put) : db.table(change.table).delete(change.delete)));
    const entry = outboxEntry(call, who, id, now, touchesOf(db, changes));
    // The mark is set at the commit itself, ahead of the live queries the commit wakes up.
    marked = onCommitted(() => markCommitted(id));
    const added = db.outbox.add(entry);
    await Promise.all(requests);
    entry.seq = await added;
    return entry;
  });
  if (!marked) markCommitted(entry.id);
  rememberCommitted(db, entry);
  return entry;
}

/** Performance mark set when a write is on disk; tap-to-persisted is measured against it. */
export const WRITE_COMMITTED_MARK = 'touchline:write-committed';
/**
 * Performance mark set when the page learns the write is on disk: the commit mark itself for a
 * transaction made on the page; for one made in the commit worker, when its answer arrives.
 */
export const WRITE_SEEN_MARK = 'touchline:write-seen';
/** Performance mark set when the write helper is called (same detail.id as its commit mark). */
export const WRITE_STARTED_MARK = 'touchline:write-started';

function mark(name: string, detail: { id: string; in?: 'worker' | 'page' }, startTime?: number): void {
  try {
    globalThis.performance?.mark?.(name, startTime === undefined ? { detail } : { detail, startTime });
  } catch {
    /* marks are instrumentation: never a reason for a write to fail */
  }
}

/**
 * `completedAt` (ms since the epoch): when the transaction completed in the commit worker. The
 * mark's detail says where it was made (`in`: 'worker' or 'page').
 */
function markCommitted(id: string, completedAt?: number): void {
  const origin = globalThis.performance?.timeOrigin;
  const inWorker = completedAt !== undefined && !!origin;
  mark(WRITE_COMMITTED_MARK, { id, in: inWorker ? 'worker' : 'page' }, inWorker ? Math.max(0, completedAt - origin) : undefined);
  mark(WRITE_SEEN_MARK, { id });
}

// A write whose rows a screen already shows in flight goes to IndexedDB one task later, so the
// tap's frame is drawn first: making the transaction (cloning the row and its outbox entry) in
// the tap's own task held that frame back, ~2 ms a tap on a phone at 4x CPU (the 300-event bench:
// tap to row p95 17 -> 12.5 ms, with no later commit, since Chromium answers IndexedDB only after
// that frame anyway). Writes made while one waits wait behind it, so the transactions, and the
// outbox's order, are still those of the calls. Screens that do not show rows in flight (the
// dashboard's answers) write at once: for them the commit is what is seen.
let waitingForFrame = 0;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Waits between attempts: at once on a fresh connection, then a little later, then every 3 s. */
const RETRY_DELAYS_MS = [0, 50, 250];
const STALLED_RETRY_MS = 3000;
/** Writes that failed at least once and have not landed yet. */
let stalled = 0;

/**
 * Writes read-model changes and their outbox entry in one transaction. Resolves with the entry
 * once committed. `actor` defaults to the mirrored session (src/db/session-mirror).
 *
 * A full disk or a lost connection is shown at once (storage health: the problem and how many
 * writes wait in memory) and the write is tried again, after a lost connection on a freshly
 * reopened one, until it lands; the problem clears when the last waiting write has landed.
 */
export function localWrite(changes: ReadModelChange[], call: QueuedCall, options: { db?: TouchlineDb; actor?: Actor } = {}): Promise<OutboxEntry> {
  const written = writeUntilLanded(changes, call, options);
  inHand.add(written);
  const settled = () => inHand.delete(written);
  written.then(settled, settled);
  return written;
}

// The writes called and not yet landed or failed for good.
const inHand = new Set<Promise<OutboxEntry>>();

/**
 * Settles when every write called so far has landed or failed for good: for what must not go on
 * while writes are in hand (a test's teardown, which would close the database under them).
 */
export function writesSettled(): Promise<void> {
  return Promise.allSettled([...inHand]).then(() => undefined);
}

async function writeUntilLanded(changes: ReadModelChange[], call: QueuedCall, options: { db?: TouchlineDb; actor?: Actor }): Promise<OutboxEntry> {
  // The key is made once, so however often the commit is retried it stays one entry.
  const id = uuidv7();
  // The start mark carries the time of this call but is made after the wait below: making a
  // mark (its detail is cloned) cost a tap ~0.3 ms of its frame on a phone at 4x CPU.
  const startedAt = globalThis.performance?.now?.();
  const now = Date.now();
  const db = options.db ?? getDb();
  // Shown at once by the screens that merge rows in flight (src/db/in-flight), until it settles.
  const held = holdInFlight(db.name, changes, (table, row) => primaryKeyOf(db.table(table), row));
  // Never inside a caller's transaction: it would commit while this waits for the next task.
  if (!Dexie.currentTransaction && (waitingForFrame > 0 || (held.holding && inFlightShown()))) {
    waitingForFrame++;
    try {
      await nextTask();
    } finally {
      waitingForFrame--;
    }
  }
  mark(WRITE_STARTED_MARK, { id }, startedAt);
  let failed = false;
  const landed = (entry: OutboxEntry): OutboxEntry => {
    held.committed();
    if (failed) {
      stalled = Math.max(0, stalled - 1);
      setStorageHealth({ unsaved: stalled, problem: stalled > 0 ? getStorageHealth().problem : null });
    }
    for (const l of [...writeListeners]) l(entry);
    return entry;
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return landed(await commit(db, changes, call, options.actor, id, now));
    } catch (err) {
      // A retry that finds its own entry queued: the attempt that seemed to fail did land (the
      // commit worker stopped before it could say so). The write is done, once.
      const queued = failed && (err as { name?: string } | null)?.name === 'ConstraintError' ? await db.outbox.get({ id }).catch(() => undefined) : undefined;
      if (queued) return landed(queued);
      const problem = err instanceof NotSignedInError ? null : storageProblemOf(err);
      if (!problem) {
        held.dropped();
        throw err;
      }
      if (!failed) {
        failed = true;
        stalled += 1;
      }
      setStorageHealth({ problem, unsaved: stalled });
      // A lost connection never works again: close it and open a fresh one before retrying.
      if (problem === 'connection') await reopenDb(db).catch(() => undefined); // the next attempt reports it again
      await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt] ?? STALLED_RETRY_MS));
    }
  }
}
