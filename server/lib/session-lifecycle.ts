// The lifecycle both fixtures and training sessions follow (spec §4):
//   setup --start--> in_progress --end--> ended;  setup | in_progress --cancel--> cancelled.
// A cancellation may carry a new date/time: the replacement is a copy of the session (same
// details, status setup) at that time, and the cancelled one points to it (replaced_by).
// Every change is a conditional UPDATE on the expected status, so two devices racing to start
// the same game cannot both succeed. The second start (or end) is not a mistake, though: both
// coaches kick off offline, and the one who syncs later asks for what is already so. It is
// answered as done (the caller answers with the session as it stands, which the device then
// takes); only a change the status rules out (starting a cancelled game, ending one that never
// started) gets a 409 that says why.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { conflict } from './http-error';
import type { SessionKind } from './session-kind';

export type SessionStatus = 'setup' | 'in_progress' | 'ended' | 'cancelled';

const STATUS_WORDS: Record<SessionStatus, string> = {
  setup: 'has not started yet',
  in_progress: 'has already started',
  ended: 'has already ended',
  cancelled: 'has been cancelled',
};

export const statusConflict = (kind: SessionKind, status: SessionStatus) =>
  conflict(`This ${kind.noun} ${STATUS_WORDS[status]}`, 'invalid_status');

/**
 * Moves the session from one of `from` to `to`, setting `set` (column -> value) too, and answers
 * true. Answers false, changing nothing, when the session is already in one of `already` (the
 * change was made before, e.g. from another device). Throws 409 naming the current status
 * otherwise.
 */
export async function transition(
  tx: Queryable,
  kind: SessionKind,
  id: string,
  from: SessionStatus[],
  to: SessionStatus,
  set: Record<string, unknown> = {},
  already: SessionStatus[] = [],
): Promise<boolean> {
  const cols = Object.keys(set);
  const params: unknown[] = [id, from, to, ...cols.map((c) => set[c])];
  const assignments = cols.map((c, i) => `${c} = $${i + 4}`);
  const rows = await tx.query(
    `UPDATE ${kind.table} SET status = $3, ${[...assignments, 'updated_at = now()'].join(', ')}
     WHERE id = $1 AND status = ANY($2::text[]) RETURNING id`,
    params,
  );
  if (rows.length === 0) {
    const row = await tx.one<{ status: SessionStatus }>(`SELECT status FROM ${kind.table} WHERE id = $1`, [id]);
    if (already.includes(row.status)) return false;
    throw statusConflict(kind, row.status);
  }
  return true;
}

/** Requires the session to be in one of `allowed` (for writes that do not change the status). */
export async function requireStatus(tx: Queryable, kind: SessionKind, id: string, allowed: SessionStatus[]): Promise<SessionStatus> {
  const row = await tx.one<{ status: SessionStatus }>(`SELECT status FROM ${kind.table} WHERE id = $1 FOR UPDATE`, [id]);
  if (!allowed.includes(row.status)) throw statusConflict(kind, row.status);
  return row.status;
}

/** How long before the session was due a tap may be (a device clock far behind is not believed). */
export const TAP_BEFORE_DUE_MS = 24 * 3600_000;

/**
 * When a start, end, extra time or shoot-out happened: the device's `at` (the coach's tap, perhaps
 * long before a queue brought it here). A time the device's clock cannot have right is not
 * believed, and the server's now stands as before: later than now (a clock running ahead), or
 * more than a day before the session was due (`dueAt`; a clock reset, say, to 2010).
 */
export function tappedAt(at: string | undefined, dueAt: Date, now = new Date()): Date {
  const t = at === undefined ? NaN : Date.parse(at);
  if (Number.isNaN(t) || t > now.getTime() || t < dueAt.getTime() - TAP_BEFORE_DUE_MS) return now;
  return new Date(t);
}

/** Starts the session at `when` (see tappedAt); false when it had already started (or ended). */
export const start = (tx: Queryable, kind: SessionKind, id: string, when: Date) => transition(tx, kind, id, ['setup'], 'in_progress', { started_at: when }, ['in_progress', 'ended']);

/**
 * Ends the session at `when` (see tappedAt); false when it had already ended. Never before its
 * start: two devices' clocks may disagree by more than the game lasted.
 */
export async function end(tx: Queryable, kind: SessionKind, id: string, when: Date, set: Record<string, unknown> = {}): Promise<boolean> {
  const ended = await transition(tx, kind, id, ['in_progress'], 'ended', { ended_at: when, ...set }, ['ended']);
  if (ended) await tx.query(`UPDATE ${kind.table} SET ended_at = started_at WHERE id = $1 AND ended_at < started_at`, [id]);
  return ended;
}

/**
 * Copies a session to a new id at a new start (a training session keeps its length). The copy
 * starts in setup. Answers the new id. A device's replay of the same call is answered from the
 * idempotency store before this runs, so an id already in the table is another row's: 409, which
 * the app's outbox shows rather than retrying forever (a 500 would hold its stream for good).
 */
export async function copySession(tx: Queryable, kind: SessionKind, sourceId: string, newStart: string, createdBy: string, newId: string = randomUUID(), newEnd?: string): Promise<string> {
  if (await tx.maybeOne(`SELECT 1 FROM ${kind.table} WHERE id = $1`, [newId])) throw conflict('This id is already in use', 'id_taken');
  const cols = kind.copyColumns.join(', ');
  const timeCols = kind.table === 'training_sessions' ? 'starts_at, ends_at' : 'kickoff_at';
  const timeValues =
    kind.table === 'training_sessions' ? `$3::timestamptz, COALESCE($5::timestamptz, $3::timestamptz + (ends_at - starts_at))` : '$3::timestamptz';
  const params: unknown[] = [newId, sourceId, newStart, createdBy];
  if (kind.table === 'training_sessions') params.push(newEnd ?? null);
  await tx.query(
    `INSERT INTO ${kind.table} (id, ${cols}, ${timeCols}, created_by)
     SELECT $1, ${cols}, ${timeValues}, $4 FROM ${kind.table} WHERE id = $2`,
    params,
  );
  return newId;
}

export interface CancelResult {
  replacementId: string | null;
}

/** Cancels from setup or in progress, with the reason; a new date/time adds the replacement. */
export async function cancel(
  tx: Queryable,
  kind: SessionKind,
  id: string,
  reason: string,
  by: string,
  newDateTime?: string | null,
  replacementId?: string,
): Promise<CancelResult> {
  await transition(tx, kind, id, ['setup', 'in_progress'], 'cancelled', { cancelled_at: new Date(), cancel_reason: reason });
  if (!newDateTime) return { replacementId: null };
  const newId = await copySession(tx, kind, id, newDateTime, by, replacementId);
  await tx.query(`UPDATE ${kind.table} SET replaced_by = $2 WHERE id = $1`, [id, newId]);
  return { replacementId: newId };
}
