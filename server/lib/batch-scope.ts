// The scope of one sync batch (POST /api/v1/sync): state shared by the items the batch runs
// through their real routes (server/lib/in-process-call.ts), one after the other.
//
// An item knows it belongs to a batch only through an AsyncLocalStorage context that the sync
// route opens around each item's call (everything the call starts keeps the context, all the
// way through the hooks and the handler). Nothing a client sends can create or name that context:
// an HTTP request from outside always runs outside it. That is what makes it safe for hooks to
// treat an item differently from a lone call:
// - auth: the batch's own session (looked up once, by the batch request) is reused, unless an
//   earlier item of the batch went to an area that can revoke tokens (auth, user);
// - XSRF and the rate limit: already checked and counted once, on the batch request;
// - the database: every query an item makes goes to the batch's transaction (app.db is wrapped
//   by scopedDb), so items see earlier items' writes and the batch commits once;
// - mail: an item's messages are kept (app.mailer is wrapped by scopedMailer) and sent only by
//   the pass that commits, just before it does, and only for items answered 2xx: a mail cannot be
//   taken back, and a batch redone with savepoints, or an item rolled back to its own, would
//   otherwise email every family twice.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from '../db/db';
import type { AuthContext } from '../plugins/auth';
import type { FreshAnswer, StoredAnswer } from '../plugins/idempotency';
import type { Mailer, MailMessage } from './mailer';

export interface BatchScope {
  userId: string;
  /** The batch request's session; null once an item may have changed tokens (look up again). */
  auth: AuthContext | null;
  /** The batch's transaction; every query of an item runs in it. */
  tx: Queryable;
  /** False once the batch has finished: a timer an item left behind gets the plain database. */
  open: boolean;
  /** Answers already stored for the batch's keys, looked up once up front. */
  stored: Map<string, StoredAnswer>;
  /** Answers made in this batch, inserted together before the batch commits. */
  fresh: FreshAnswer[];
  /** Each item runs in its own savepoint, rolled back when it fails (the second pass). */
  useSavepoints: boolean;
  /** An item failed inside the shared transaction without a savepoint: redo the batch with them. */
  poisoned: boolean;
  memo: Map<string, Promise<unknown>>;
  /**
   * Reads that stay right only while nothing else writes (epochMemo): the epoch moves on after
   * every item that did not vouch for them, so any other write makes them be read again.
   */
  epochMemo: Map<string, { epoch: number; value: Promise<unknown> }>;
  epoch: number;
  /** Set by the current item's route when it kept every epoch memo it affected up to date. */
  vouched: boolean;
  /** Rows held back by holdForBatch, written together before the batch's next query. */
  held: Map<string, { rows: unknown[]; write: (tx: Queryable, rows: unknown[]) => Promise<void> }>;
  /** Work done once per key just before the batch commits, in its transaction (deferToBatchCommit). */
  beforeCommit: Map<string, (tx: Queryable) => Promise<unknown>>;
  /** Mail the items asked to send, sent just before the commit (scopedMailer). */
  mails: MailMessage[];
}

const context = new AsyncLocalStorage<BatchScope>();

/** Runs fn (which starts one item's call) inside the batch's context. */
export function runInBatch<T>(scope: BatchScope, fn: () => T): T {
  return context.run(scope, fn);
}

/** The open batch the current code runs for, if any. Never set for a request from outside. */
export function currentBatch(): BatchScope | undefined {
  const s = context.getStore();
  return s?.open ? s : undefined;
}

/**
 * Inside a batch item: keeps `fn` to run once for `key` just before the batch commits (in its
 * transaction) and answers true; outside a batch answers false and the caller does the work now.
 * For side effects that only need to happen once per commit, e.g. one NOTIFY per fixture.
 */
export function deferToBatchCommit(key: string, fn: (tx: Queryable) => Promise<unknown>): boolean {
  const batch = currentBatch();
  if (!batch) return false;
  if (!batch.beforeCommit.has(key)) batch.beforeCommit.set(key, fn);
  return true;
}

/**
 * Memoises a read across consecutive items of a batch for as long as every item since has vouched
 * (vouchForEpochMemos) that it kept the read up to date itself: e.g. a match's events and set-up,
 * which a run of event PUTs extends in memory instead of reading 100 rows again per event. Any
 * other item (a line-up change, a delete, another area) moves the epoch on and the read is made
 * again. Outside a batch it just loads.
 */
export function epochMemo<T>(key: string, load: () => Promise<T>): Promise<T> {
  const batch = currentBatch();
  if (!batch) return load();
  const hit = batch.epochMemo.get(key);
  if (hit && hit.epoch === batch.epoch) return hit.value as Promise<T>;
  const value = load();
  batch.epochMemo.set(key, { epoch: batch.epoch, value });
  value.catch(() => batch.epochMemo.delete(key));
  return value;
}

/** The current item changed nothing that epoch memos hold, or updated them itself. */
export function vouchForEpochMemos(): void {
  const batch = currentBatch();
  if (batch) batch.vouched = true;
}

/**
 * In a batch's first pass: keeps `row` to be written together with the others held under `key`
 * (one multi-row statement instead of a round trip each) and answers true; answers false outside
 * a batch or in the savepoint pass, where the caller writes at once. Held rows are written before
 * the batch's next query of any kind (batchTx), so every later read sees them, and before it
 * commits. `write` must write all of the rows or throw: a failure sends the batch to its exact
 * pass (item by item, with savepoints), so no item is ever answered for a row that is not there.
 */
export function holdForBatch<T>(key: string, row: T, write: (tx: Queryable, rows: T[]) => Promise<void>): boolean {
  const batch = currentBatch();
  if (!batch || batch.useSavepoints) return false;
  const held = batch.held.get(key) ?? { rows: [], write: write as (tx: Queryable, rows: unknown[]) => Promise<void> };
  held.rows.push(row);
  batch.held.set(key, held);
  return true;
}

/** Writes the rows held back so far (see holdForBatch) on the batch's own transaction. */
export async function flushHeld(batch: BatchScope, raw: Queryable): Promise<void> {
  for (const [key, held] of [...batch.held]) {
    batch.held.delete(key);
    try {
      await held.write(raw, held.rows);
    } catch (err) {
      batch.poisoned = true;
      throw err;
    }
  }
}

/**
 * The batch's transaction as items and the sync route use it: one query at a time, in the order
 * they were asked for (a transaction is one connection; routes that read in parallel outside a
 * batch must not pile queries onto it, which node-postgres deprecates), and held rows are written
 * before any query.
 */
export function batchTx(batch: BatchScope, raw: Queryable): Queryable {
  let tail: Promise<unknown> = Promise.resolve();
  const run = <R>(fn: () => Promise<R>): Promise<R> => {
    const next = tail.then(async () => {
      if (batch.held.size > 0) await flushHeld(batch, raw);
      return fn();
    });
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    query: <T>(sql: string, params?: unknown[]) => run(() => raw.query<T>(sql, params)),
    one: <T>(sql: string, params?: unknown[]) => run(() => raw.one<T>(sql, params)),
    maybeOne: <T>(sql: string, params?: unknown[]) => run(() => raw.maybeOne<T>(sql, params)),
  };
}

/** Paths whose items may revoke or replace tokens: the session is looked up afresh after them. */
export const touchesSessions = (path: string): boolean => /^\/api\/v1\/(auth|user)(\/|\?|$)/.test(path);

async function inSavepoint<T>(tx: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await tx.query('SAVEPOINT nested_tx');
  try {
    const result = await fn(tx);
    await tx.query('RELEASE SAVEPOINT nested_tx');
    return result;
  } catch (err) {
    await tx.query('ROLLBACK TO SAVEPOINT nested_tx');
    await tx.query('RELEASE SAVEPOINT nested_tx');
    throw err;
  }
}

/**
 * The app's database as routes see it (app.db): inside a batch item, queries go to the batch's
 * transaction and a nested transaction becomes a savepoint; everywhere else, the database itself.
 * On PGlite (one connection) this is also what keeps an item from waiting on the transaction its
 * own batch holds. A statement that fails in the shared transaction outside a savepoint may have
 * aborted it (PostgreSQL): the batch is marked to be redone with a savepoint per item.
 */
export function scopedDb(db: Db): Db {
  function run<R>(fn: (q: Queryable) => Promise<R>): Promise<R> {
    const batch = currentBatch();
    if (!batch) return fn(db);
    return fn(batch.tx).catch((err: unknown) => {
      if (!batch.useSavepoints) batch.poisoned = true;
      throw err;
    });
  }
  return {
    ...db,
    query: <T>(sql: string, params?: unknown[]) => run((q) => q.query<T>(sql, params)),
    one: <T>(sql: string, params?: unknown[]) => run((q) => q.one<T>(sql, params)),
    maybeOne: <T>(sql: string, params?: unknown[]) => run((q) => q.maybeOne<T>(sql, params)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => {
      const batch = currentBatch();
      return batch ? inSavepoint(batch.tx, fn) : db.transaction(fn);
    },
  };
}

/**
 * The app's mailer as routes use it (app.mailer): inside a batch item a message is kept on the
 * batch, to be sent just before it commits (see the top of this file); everywhere else it is sent
 * at once, inside the caller's own transaction, so a failed send still rolls the write back.
 */
export function scopedMailer(mailer: Mailer): Mailer {
  return {
    send: async (message) => {
      const batch = currentBatch();
      if (batch) batch.mails.push(message);
      else await mailer.send(message);
    },
  };
}
