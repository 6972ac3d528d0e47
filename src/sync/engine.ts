// The drain engine: takes the signed-in user's outbox, sends it in bounded batches (order kept
// within each stream) and applies each answer. No React, no window: the page and the service
// worker run the same code. The protocol is described in src/sync/README.md.
//
// Invariants:
// - An entry leaves the outbox only in the same Dexie transaction that applies its 2xx answer.
// - Nothing is deleted on 401, on a network error or on anything that is not a 2xx for that entry.
// - Within a stream, an entry is sent only when every earlier entry of the stream has been
//   answered 2xx: a rejected or waiting entry holds the rest of its stream behind it.
// - Entries of another user than the signed-in one are never sent.
import type { TouchlineDb } from '../db/database';
import { primaryKeyOf, touchKey } from '../db/keys';
import { entriesOf } from '../db/outbox-queries';
import { entriesBySeq } from '../db/outbox-read';
import { READ_MODEL_TABLES, type ErrorClass, type OutboxEntry, type OutboxError, type ReadModelTable } from '../db/schema';
import { noteSettled } from '../db/recent-settles';
import { readSessionMirror } from '../db/session-mirror';
import type { SyncBatchItem } from '../domain/sync/batch-schema';
import { backoffMs } from './backoff';
import { dropSentBlobs, isBlobEntry, sendBlobEntry } from './blob-entries';
import { classifyItem, type Outcome } from './classify';
import { BUSY, createDrainLock, type DrainLock } from './lock';
import type { Transport } from './transport';

/** At most the server's SYNC_BATCH_MAX_ITEMS per request. */
export const BATCH_MAX_ITEMS = 500;
/** Encoded bytes of the items; the server takes up to 2 MB on /sync, so wrappers have room. */
const BATCH_MAX_BYTES = 1024 * 1024;
/** One drain stays well inside Chromium's 3-minute limit for a `sync` event. */
export const DRAIN_BUDGET_MS = 60_000;
/** Error classes that mean "no way through": when the network returns, retry at once. */
const SIGNAL_CLASSES: ErrorClass[] = ['network', 'timeout', 'captive'];

export type StopReason = 'empty' | 'signed-out' | 'paused' | 'transient' | 'budget' | 'lost-lock' | 'busy' | 'user-changed' | 'no-signal';

export interface DrainReport {
  sent: number;
  rejected: number;
  retried: number;
  stoppedBy: StopReason;
  /** Entries of the user still waiting (not rejected) after this drain. */
  remaining: number;
}

export interface DrainOptions {
  /**
   * Send entries held back only by a network-class backoff (the network just came back), and
   * drain even while the engine waits for a signal (see `signalWait` below).
   */
  ignoreBackoff?: boolean;
  budgetMs?: number;
}

export interface SyncEngineDeps {
  db: TouchlineDb;
  transport: Transport;
  lock?: DrainLock;
  now?: () => number;
  random?: () => number;
  batchSize?: number;
  /** Called after a drain that sent something (the page pulls then). */
  onDrained?: (report: DrainReport) => void;
}

export interface SyncEngine {
  /** Drains under the lock; calls made while one runs join it and run it once more after. */
  drain(options?: DrainOptions): Promise<DrainReport>;
}

const pauseKey = (userId: string) => `pause:${userId}`;

/**
 * How far the pick of a batch read the queue: every entry up to `lastSeq` was either taken into
 * the batch or left for a stream in `held` (behind a rejected or backing-off entry). The next
 * pick of the same drain goes on from there instead of reading the batch's entries again.
 */
interface Scan {
  lastSeq: number;
  held: Set<string>;
}

/** A batch whose answers are in, waiting to be settled while the next batch is out. */
interface Answered {
  batch: OutboxEntry[];
  outcomes: Outcome[];
  token: string;
  scan: Scan;
  /** Streams with an entry that was not answered 2xx: the rest of each waits. */
  heldStreams: Set<string>;
}

type Tally = { sent: number; rejected: number; retried: number; unauthorized: boolean };

/** True while the user's queue is paused by a 401 for the token still signed in. */
export async function isPaused(db: TouchlineDb, userId: string, token: string): Promise<boolean> {
  const pause = (await db.meta.get(pauseKey(userId)))?.value as { token: string } | undefined;
  if (!pause) return false;
  if (pause.token === token) return true;
  // The same user signed in again: a new token resumes the queue.
  await db.meta.delete(pauseKey(userId));
  return false;
}

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { db, transport } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const batchSize = deps.batchSize ?? BATCH_MAX_ITEMS;
  const lock = deps.lock ?? createDrainLock(db, { now });

  const encoder = new TextEncoder();

  // Waiting for a signal: after a send found no way through (network error, timeout, captive
  // portal), drains that are not a sign the network is back (a write, the timer) do not try again
  // until this backoff ends: 2 s, 4 s, 8 s ... up to 5 minutes, with jitter, as an entry's own.
  // Why: a phone with no signal often still says it is online, and every burst of taps would
  // otherwise send (and mark, and settle) its new entries every two seconds for nothing, on the
  // main thread the taps need. `online`, return to the foreground, a sign-in, the retry button
  // and Background Sync pass `ignoreBackoff` and try at once. Any answer from the server ends it.
  const signalWait = { failures: 0, until: 0 };
  const noteSignal = (result: { kind: string; errorClass?: ErrorClass }) => {
    if (result.kind === 'transient' && SIGNAL_CLASSES.includes(result.errorClass!)) {
      signalWait.failures++;
      signalWait.until = now() + backoffMs(signalWait.failures, random);
    } else if (result.kind === 'answers' || result.kind === 'unauthorized') {
      signalWait.failures = 0;
      signalWait.until = 0;
    }
  };

  /**
   * The next batch of the user's queue, read a page at a time in seq order and only as far as
   * needed: a long queue is not read whole for every batch. An entry that is rejected or backing
   * off holds the rest of its stream.
   *
   * After an answered batch (not yet settled) the pick goes on where that batch's pick stopped
   * reading (its Scan), with the streams held then and the streams the answers did not get
   * through: the same entries a read from the start would take, as long as nothing before that
   * point changed, without reading the answered batch's entries again. What can change there
   * meanwhile (an entry retried or discarded on the sync screen, a backoff that ended) only
   * frees entries, and the drain after this one reads from the start: nothing is sent early.
   */
  async function nextBatch(userId: string, options: DrainOptions, answered: Answered | null): Promise<{ batch: OutboxEntry[]; scan: Scan }> {
    const at = now();
    const held = new Set<string>(answered?.scan.held);
    for (const stream of answered?.heldStreams ?? []) held.add(stream);
    const batch: OutboxEntry[] = [];
    const scan: Scan = { lastSeq: answered?.scan.lastSeq ?? -Infinity, held };
    let bytes = 0;
    for (;;) {
      const page = await db.outbox.where('[userId+seq]').between([userId, scan.lastSeq], [userId, Infinity], false, true).limit(batchSize).toArray();
      for (const e of page) {
        const signalBack = options.ignoreBackoff && e.lastError !== null && SIGNAL_CLASSES.includes(e.lastError.class);
        if (held.has(e.stream) || e.state === 'rejected' || (e.nextAttemptAt > at && !signalBack)) {
          held.add(e.stream);
          scan.lastSeq = e.seq!;
          continue;
        }
        // A blob entry (a file's bytes) goes alone, straight to its route: it ends the batch.
        if (isBlobEntry(e)) {
          if (batch.length > 0) return { batch, scan };
          scan.lastSeq = e.seq!;
          return { batch: [e], scan };
        }
        const size = encoder.encode(e.path).byteLength + encoder.encode(JSON.stringify(e.body)).byteLength + 200;
        if (batch.length > 0 && bytes + size > BATCH_MAX_BYTES) return { batch, scan };
        batch.push(e);
        bytes += size;
        scan.lastSeq = e.seq!;
        if (batch.length >= batchSize) return { batch, scan };
      }
      if (page.length < batchSize) return { batch, scan };
    }
  }

  /**
   * Applies a batch's outcomes in one transaction, with bulk operations: answered entries leave
   * the outbox together and their answers are written to the read model, except for rows a still
   * queued entry changes (the screen keeps showing that change) or a later entry of the batch
   * changed again: the same outcome as settling the entries one by one, in seq order.
   */
  async function settle(batch: OutboxEntry[], outcomes: Outcome[], tokenUsed: string): Promise<Tally> {
    const tally: Tally = { sent: 0, rejected: 0, retried: 0, unauthorized: false };
    // Every read-model table: an entry's applyTo may name any of them (training start/end answer trainingDetails).
    const tables = [db.outbox, db.meta, db.recordingBlobs, ...READ_MODEL_TABLES.map((t) => db.table(t))];
    await db.transaction('rw', tables, async () => {
      const at = now();
      const currents = await entriesBySeq(db, batch.map((e) => e.seq!));
      const done: number[] = [];
      const doneEntries: OutboxEntry[] = [];
      const changes: OutboxEntry[] = [];
      const answers = new Map<string, { table: ReadModelTable; row: object }>();
      for (let i = 0; i < batch.length; i++) {
        const seq = batch[i]!.seq!;
        const outcome = outcomes[i]!;
        const current = currents[i];
        if (!current) continue; // discarded by the user meanwhile
        switch (outcome.kind) {
          case 'done': {
            done.push(seq);
            doneEntries.push(current);
            tally.sent++;
            // An earlier answer for a row this entry changed again (even a delete) is stale.
            for (const tk of current.touches) answers.delete(tk);
            const answer = outcome.answer;
            if (current.applyTo && answer && typeof answer === 'object') {
              const tk = touchKey(current.applyTo, primaryKeyOf(db.table(current.applyTo), answer));
              answers.delete(tk);
              answers.set(tk, { table: current.applyTo, row: answer });
            }
            break;
          }
          case 'skipped':
            changes.push({ ...current, state: 'pending' });
            break;
          case 'unauthorized':
            tally.unauthorized = true;
            changes.push({ ...current, state: 'pending' });
            break;
          case 'retry': {
            const attempts = current.attempts + 1;
            const lastError: OutboxError = { class: outcome.errorClass, status: outcome.status, code: outcome.code, message: outcome.message, at };
            changes.push({ ...current, state: 'pending', attempts, nextAttemptAt: at + backoffMs(attempts, random, outcome.retryAfterMs), lastError });
            tally.retried++;
            break;
          }
          case 'reject': {
            const lastError: OutboxError = { class: 'refused', status: outcome.status, code: outcome.code, message: outcome.message, at };
            changes.push({ ...current, state: 'rejected', attempts: current.attempts + 1, lastError });
            tally.rejected++;
            break;
          }
        }
      }
      if (done.length > 0) await db.outbox.bulkDelete(done);
      await noteSettled(db, doneEntries.flatMap((e) => e.touches), at);
      await dropSentBlobs(db, doneEntries);
      // Entries read in this transaction, changed and put back whole (no second read of each).
      if (changes.length > 0) await db.outbox.bulkPut(changes);
      if (answers.size > 0) {
        // A later local change to the same row is still queued: the screen keeps showing it.
        const stillTouched = new Set(await db.outbox.where('touches').anyOf([...answers.keys()]).keys());
        const rows = new Map<ReadModelTable, object[]>();
        for (const [tk, a] of answers) {
          if (stillTouched.has(tk)) continue;
          const list = rows.get(a.table) ?? [];
          list.push(a.row);
          rows.set(a.table, list);
        }
        for (const [table, list] of rows) await db.table(table).bulkPut(list);
      }
      if (tally.unauthorized) await db.meta.put({ key: pauseKey(batch[0]!.userId), value: { token: tokenUsed, at } });
    });
    return tally;
  }

  async function drainLocked(options: DrainOptions, stillOwner: () => Promise<boolean>): Promise<DrainReport> {
    const started = now();
    const budget = options.budgetMs ?? DRAIN_BUDGET_MS;
    const report: DrainReport = { sent: 0, rejected: 0, retried: 0, stoppedBy: 'empty', remaining: 0 };
    let userId: string | null = null;
    let firstBatch = true;
    // Pipelining: a batch answered in full by the server (no 401) is settled while the next batch
    // is out, so the device's IndexedDB work overlaps the server's. The next batch is chosen
    // from what the answers say (entries of the answered batch and the streams it did not get
    // through are left out), so the order rules hold exactly as if it had been settled first.
    // Settling stays one batch at a time, in order. If the page dies in between, the answered
    // entries are still in the outbox (`sending`, i.e. pending): they are sent again and the
    // server replays its stored answers, so nothing is lost or applied twice.
    let answered: Answered | null = null;
    const count = (tally: Tally) => {
      report.sent += tally.sent;
      report.rejected += tally.rejected;
      report.retried += tally.retried;
    };
    const settleAnswered = async () => {
      if (!answered) return;
      const a = answered;
      answered = null;
      count(await settle(a.batch, a.outcomes, a.token));
    };
    try {
      for (;;) {
        // The token is read afresh for every batch: a new sign-in is used at once.
        const member = await readSessionMirror(db);
        if (!member) {
          report.stoppedBy = 'signed-out';
          break;
        }
        if (userId !== null && member.id !== userId) {
          report.stoppedBy = 'user-changed';
          break;
        }
        userId = member.id;
        if (await isPaused(db, member.id, member.accessToken)) {
          report.stoppedBy = 'paused';
          break;
        }
        if (now() - started > budget) {
          report.stoppedBy = 'budget';
          break;
        }
        if (!(await stillOwner())) {
          report.stoppedBy = 'lost-lock';
          break;
        }
        // After a lost signal, first ask whether the server is there at all: with no signal still,
        // the queue is left as it is (marking a long queue `sending` and settling it back cost the
        // main thread two writes of every entry for each try).
        if (firstBatch && signalWait.failures > 0 && transport.probe) {
          const probe = await transport.probe(member.accessToken);
          if (probe) {
            noteSignal(probe);
            report.stoppedBy = 'transient';
            break;
          }
        }
        firstBatch = false;
        const before: Answered | null = answered;
        const { batch, scan }: { batch: OutboxEntry[]; scan: Scan } = await db.transaction('r', db.outbox, () => nextBatch(member.id, options, before));
        if (batch.length === 0) {
          report.stoppedBy = 'empty';
          break;
        }
        // The batch is marked `sending` while it is out, not before: writing 500 entries back is
        // most of the device's work between two batches, and the server would wait for it. Only
        // on entries still there (a discard meanwhile is not undone). A blob entry is marked
        // before its bytes are read: cancelling a voice note's upload relies on that
        // (features/fixtures/data/recordings.ts).
        const markSending = () =>
          db.transaction('rw', db.outbox, async () => {
            const still = (await entriesBySeq(db, batch.map((e) => e.seq!))).filter((e) => e !== undefined);
            await db.outbox.bulkPut(still.map((e) => ({ ...e, state: 'sending' as const })));
          });
        const blob = batch.length === 1 && isBlobEntry(batch[0]!);
        if (blob) await markSending();
        const items: SyncBatchItem[] = batch.map((e) => ({ key: e.id, method: e.method, path: e.path, body: e.body, stream: e.stream }));
        const sending = blob ? sendBlobEntry(db, transport, batch[0]!, member.accessToken) : transport.send(items, member.accessToken);
        // All awaited to the end: a settle that fails does not leave this send unanswered.
        const [sent, settled, marked] = await Promise.allSettled([sending, settleAnswered(), blob ? null : markSending()]);
        if (settled.status === 'rejected') throw settled.reason;
        if (marked.status === 'rejected') throw marked.reason;
        if (sent.status === 'rejected') throw sent.reason;
        const result = sent.value;
        noteSignal(result);
        let outcomes: Outcome[];
        if (result.kind === 'answers') {
          const byKey = new Map(result.results.map((r) => [r.key, r]));
          outcomes = batch.map((e) => {
            const r = byKey.get(e.id);
            return r ? classifyItem(r.status, r.body, r.retryAfter) : { kind: 'retry', errorClass: 'protocol', status: null, code: 'missing', message: 'No answer for this change' };
          });
          if (!outcomes.some((o) => o.kind === 'unauthorized')) {
            const heldStreams = new Set(batch.filter((_, i) => outcomes[i]!.kind !== 'done').map((e) => e.stream));
            answered = { batch, outcomes, token: member.accessToken, scan, heldStreams };
            continue;
          }
        } else if (result.kind === 'unauthorized') {
          outcomes = batch.map(() => ({ kind: 'unauthorized' }));
        } else {
          outcomes = batch.map(() => ({ kind: 'retry', errorClass: result.errorClass, status: result.status, code: result.errorClass, message: result.message, retryAfterMs: result.retryAfterMs }));
        }
        const tally = await settle(batch, outcomes, member.accessToken);
        count(tally);
        if (tally.unauthorized) {
          report.stoppedBy = 'paused';
          break;
        }
        report.stoppedBy = 'transient';
        break;
      }
    } finally {
      // The last answered batch, whatever ended the loop (also an error: its answers are kept).
      await settleAnswered();
    }
    if (userId) report.remaining = (await entriesOf(userId, db)).filter((e) => e.state !== 'rejected').length;
    return report;
  }

  let running: Promise<DrainReport> | null = null;
  let again: DrainOptions | null = null;

  async function runOnce(options: DrainOptions): Promise<DrainReport> {
    if (!options.ignoreBackoff && now() < signalWait.until) return { sent: 0, rejected: 0, retried: 0, stoppedBy: 'no-signal', remaining: -1 };
    const result = await lock.run((stillOwner) => drainLocked(options, stillOwner));
    if (result === BUSY) return { sent: 0, rejected: 0, retried: 0, stoppedBy: 'busy', remaining: -1 };
    if (result.sent > 0) deps.onDrained?.(result);
    return result;
  }

  return {
    drain(options = {}) {
      if (running) {
        again = { ignoreBackoff: again?.ignoreBackoff || options.ignoreBackoff, budgetMs: options.budgetMs };
        return running;
      }
      running = (async () => {
        try {
          let report = await runOnce(options);
          while (again) {
            const next = again;
            again = null;
            report = await runOnce(next);
          }
          return report;
        } finally {
          running = null;
        }
      })();
      return running;
    },
  };
}
