// The one write helper. Every local write of the app goes through `localWrite`: one Dexie
// transaction changes the read-model rows and adds the outbox entry that will carry the same
// change to the server. Nothing in memory changes before the commit: screens follow Dexie through
// useLiveQuery, so they show the change exactly when it is on disk.
//
// Failures are never silent: a lost connection is retried on a fresh one; a full disk (or a
// connection that stays lost) keeps the write in memory, shows a storage problem and retries it
// until it commits. The promise resolves only when the write is on disk.
import Dexie, { type IndexableType } from 'dexie';
import { getDb, onCommitted, reopenDb, type TouchlineDb } from './database';
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

async function commit(db: TouchlineDb, changes: ReadModelChange[], call: QueuedCall, actor: Actor | undefined, id: string, now: number): Promise<OutboxEntry> {
  watchSession();
  const tableNames = [...new Set(changes.map((c) => c.table))];
  const known = actor ?? actors.get(db);
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
    const touches: string[] = [];
    // Every request goes out at once (IndexedDB runs them in order within the transaction): one
    // round trip to the storage process instead of one per row.
    const requests: Promise<unknown>[] = [];
    for (const change of changes) {
      const table = db.table(change.table);
      if ('put' in change) {
        requests.push(table.put(change.put));
        touches.push(touchKey(change.table, primaryKeyOf(table, change.put)));
      } else {
        requests.push(table.delete(change.delete));
        touches.push(touchKey(change.table, change.delete));
      }
    }
    const entry: OutboxEntry = {
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
    // The mark is set at the commit itself, ahead of the live queries the commit wakes up.
    marked = onCommitted(() => markCommitted(id));
    const added = db.outbox.add(entry);
    await Promise.all(requests);
    entry.seq = await added;
    return entry;
  });
  if (!marked) markCommitted(entry.id);
  return entry;
}

/** Performance mark set when a write is on disk; tap-to-persisted is measured against it. */
export const WRITE_COMMITTED_MARK = 'touchline:write-committed';
/** Performance mark set when the write helper is called (same detail.id as its commit mark). */
export const WRITE_STARTED_MARK = 'touchline:write-started';

function mark(name: string, id: string): void {
  try {
    globalThis.performance?.mark?.(name, { detail: { id } });
  } catch {
    /* marks are instrumentation: never a reason for a write to fail */
  }
}

const markCommitted = (id: string) => mark(WRITE_COMMITTED_MARK, id);

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
export async function localWrite(changes: ReadModelChange[], call: QueuedCall, options: { db?: TouchlineDb; actor?: Actor } = {}): Promise<OutboxEntry> {
  // The key is made once, so however often the commit is retried it stays one entry.
  const id = uuidv7();
  mark(WRITE_STARTED_MARK, id);
  const now = Date.now();
  const db = options.db ?? getDb();
  let failed = false;
  for (let attempt = 0; ; attempt++) {
    try {
      const entry = await commit(db, changes, call, options.actor, id, now);
      if (failed) {
        stalled = Math.max(0, stalled - 1);
        setStorageHealth({ unsaved: stalled, problem: stalled > 0 ? getStorageHealth().problem : null });
      }
      for (const l of [...writeListeners]) l(entry);
      return entry;
    } catch (err) {
      if (err instanceof NotSignedInError) throw err;
      const problem = storageProblemOf(err);
      if (!problem) throw err;
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
