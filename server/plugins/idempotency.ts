// Idempotency for every write. A write that carries `Idempotency-Key` is answered once per
// (user, key): the first 2xx answer is stored with the write's own transaction and replayed for
// any repeat; the same key with a different method, path or body is refused with 422; a repeat
// that arrives while the first is still running gets 409 (the client backs off and retries).
// Failed answers (4xx/5xx) are not stored: nothing was written, so a retry is evaluated afresh.
//
// Write routes run their database work through `idempotentWrite`, which takes a transaction-level
// advisory lock on the key, re-checks the store, runs the write and stores the answer in that
// same transaction. A route that does not use it still gets replay protection from the onSend
// fallback below (answer stored right after the write, not atomically with it).
//
// The sync batch endpoint (server/areas/sync) runs queued calls through the real routes with
// `inject`, all of a batch in one transaction (server/lib/batch-scope.ts), so a long queue costs a
// few commits instead of thousands: the batch locks and looks up its keys once, and its items'
// answers are stored together, in that transaction, before it commits.
//
// Personal data is not kept for 90 days: a route whose answer carries it (profile, medical,
// emergency, picture, passwords and sessions, registration, invites) is marked
// `config: { idempotency: 'minimal' }` (a whole area with `minimalReplays(app)`), and for it
// the store keeps only the status and the answer's ids (minimalAnswer). Its replay answers that
// minimal body with the original status; the client queues no such call whose answer it applies
// (src/sync/README.md, applyTo). The request body is kept only as its SHA-256 (body_hash).
import fp from 'fastify-plugin';
import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { currentBatch, type BatchScope } from '../lib/batch-scope';
import { canonicalJson } from '../lib/canonical-json';
import { HttpError, conflict } from '../lib/http-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/**
 * Keys are kept at least this long (the brief asks for 90 days; devices are offline far less).
 * Rows of 'minimal' routes hold only a status and ids by then, so the long retention keeps no
 * personal data.
 */
export const KEY_RETENTION_DAYS = 90;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StoredAnswer {
  bodyHash: string;
  statusCode: number;
  response: unknown;
}

export interface FreshAnswer extends StoredAnswer {
  key: string;
  method: string;
  path: string;
}

/** The batch this request is an item of, if any (and only for the batch's own user). */
export function batchOf(request: FastifyRequest): BatchScope | undefined {
  const s = currentBatch();
  return s && request.auth?.userId === s.userId ? s : undefined;
}

/** True for an item of a sync batch: the batch request itself was rate-limited and XSRF-checked. */
export const inBatch = (): boolean => currentBatch() !== undefined;

/** Memoises a read (club access, a fixture's team) for the rest of the batch; runs it directly outside one. */
export function batchMemo<T>(request: FastifyRequest, key: string, load: () => Promise<T>): Promise<T> {
  const s = batchOf(request);
  if (!s) return load();
  let p = s.memo.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    s.memo.set(key, p);
    // Failures and "not found" are not remembered: a later item may find what an earlier one made.
    p.then((v) => v === undefined && s.memo.delete(key)).catch(() => s.memo.delete(key));
  }
  return p;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { key: string; bodyHash: string; path: string; handled: boolean } | null;
  }
  interface FastifyContextConfig {
    /** 'minimal': the answer carries personal data; only its status and ids are stored for a replay. */
    idempotency?: 'minimal';
  }
}

/** Marks every route registered after this in the plugin (and its children) 'minimal'. */
export function minimalReplays(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, idempotency: 'minimal' };
  });
}

/**
 * What a 'minimal' route's answer keeps: its ids (`id` or `...Id` keys with string or number
 * values), nested objects followed, everything else (names, contacts, notes, tokens, arrays)
 * left out. `{ user: { id, firstName, medical... } }` keeps `{ user: { id } }`.
 */
export function minimalAnswer(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if ((k === 'id' || k.endsWith('Id')) && (typeof v === 'string' || typeof v === 'number')) out[k] = v;
    else {
      const inner = minimalAnswer(v);
      if (inner && Object.keys(inner).length > 0) out[k] = inner;
    }
  }
  return out;
}

/** The answer as the store keeps it for this request's route. */
const toStore = (request: FastifyRequest, response: unknown): unknown => (request.routeOptions.config?.idempotency === 'minimal' ? minimalAnswer(response) : response);

// One-shot hash: made for every item of a sync batch, and cheaper than a Hash object each time.
export const requestHash = (method: string, path: string, body: unknown): string => hash('sha256', `${method} ${path}\n${canonicalJson(body)}`, 'hex');

const mismatch = () => new HttpError(422, 'idempotency_mismatch', 'This change was already sent with different content');
const inProgress = () => conflict('This change is still being saved', 'idempotency_in_progress');

function send(reply: FastifyReply, stored: StoredAnswer) {
  return reply.code(stored.statusCode).header('idempotent-replayed', 'true').send(stored.response);
}

export async function loadStored(db: Queryable, userId: string, keys: string[]): Promise<Map<string, StoredAnswer>> {
  const rows = await db.query<{ key: string; body_hash: string; status_code: number; response: unknown }>(
    'SELECT key, body_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = ANY($2::text[])',
    [userId, keys],
  );
  return new Map(rows.map((r) => [r.key, { bodyHash: r.body_hash, statusCode: r.status_code, response: r.response }]));
}

export async function insertAnswers(db: Queryable, userId: string, answers: FreshAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  await db.query(
    `INSERT INTO idempotency_keys (user_id, key, method, path, body_hash, status_code, response)
     SELECT $1, k, m, p, h, s, r::jsonb FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[]) AS t(k, m, p, h, s, r)
     ON CONFLICT (user_id, key) DO NOTHING`,
    [
      userId,
      answers.map((a) => a.key),
      answers.map((a) => a.method),
      answers.map((a) => a.path),
      answers.map((a) => a.bodyHash),
      answers.map((a) => a.statusCode),
      answers.map((a) => JSON.stringify(a.response ?? null)),
    ],
  );
}

/** Deletes stored answers older than the retention; returns how many went. */
export async function pruneIdempotencyKeys(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1) RETURNING key', [KEY_RETENTION_DAYS]);
  return rows.length;
}

class Replay extends Error {
  constructor(readonly stored: StoredAnswer) {
    super('replay');
  }
}

/**
 * Runs a write route's database work so that it happens at most once per Idempotency-Key: one
 * transaction holds an advisory lock on the key, checks the store, runs `write`, and stores the
 * answer. A repeat gets the stored answer (the status is set on `reply`). Without a key the
 * write simply runs in a transaction.
 */
export async function idempotentWrite<T>(request: FastifyRequest, reply: FastifyReply, write: (tx: Queryable) => Promise<T>, statusCode = 200): Promise<T> {
  const idem = request.idempotency;
  const batch = batchOf(request);
  reply.code(statusCode);
  if (batch) return batchWrite(batch, batch.tx, request, write, statusCode);
  const db = request.server.db;
  if (!idem || !request.auth) return db.transaction(write);
  const userId = request.auth.userId;
  try {
    return await db.transaction(async (tx) => {
      const lock = await tx.one<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked', [`${userId}:${idem.key}`]);
      if (!lock.locked) throw inProgress();
      const stored = (await loadStored(tx, userId, [idem.key])).get(idem.key);
      if (stored) throw new Replay(stored);
      const result = await write(tx);
      await insertAnswers(tx, userId, [{ key: idem.key, method: request.method, path: idem.path, bodyHash: idem.bodyHash, statusCode, response: toStore(request, result) }]);
      idem.handled = true;
      return result;
    });
  } catch (err) {
    if (!(err instanceof Replay)) throw err;
    idem.handled = true;
    if (err.stored.bodyHash !== idem.bodyHash) throw mismatch();
    reply.code(err.stored.statusCode).header('idempotent-replayed', 'true');
    return err.stored.response as T;
  }
}

async function batchWrite<T>(batch: BatchScope, tx: Queryable, request: FastifyRequest, write: (tx: Queryable) => Promise<T>, statusCode: number): Promise<T> {
  const idem = request.idempotency;
  let result: T;
  try {
    result = await write(tx);
  } catch (err) {
    // Without its own savepoint the shared transaction may hold part of this item: redo the batch
    // with one per item (the sync route rolls a failed item back to it).
    if (!batch.useSavepoints) batch.poisoned = true;
    throw err;
  }
  if (idem) {
    const fresh = { key: idem.key, method: request.method, path: idem.path, bodyHash: idem.bodyHash, statusCode, response: toStore(request, result) };
    batch.fresh.push(fresh);
    batch.stored.set(idem.key, fresh);
    idem.handled = true;
  }
  return result;
}

export default fp(async (app) => {
  app.decorateRequest('idempotency', null);

  // preHandler runs after auth and body parsing: a repeat is answered from the store before the
  // route runs again.
  app.addHook('preHandler', async (request, reply) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const raw = request.headers[IDEMPOTENCY_HEADER];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (key === undefined) return;
    if (!KEY_PATTERN.test(key)) throw new HttpError(400, 'invalid_idempotency_key', 'The Idempotency-Key must be a UUID');
    if (!request.auth) return; // the route answers 401; nothing is stored for anonymous calls
    const path = request.url.split('?')[0]!;
    const bodyHash = requestHash(request.method, path, request.body ?? null);
    request.idempotency = { key: key.toLowerCase(), bodyHash, path, handled: false };
    const batch = batchOf(request);
    const stored = batch ? batch.stored.get(request.idempotency.key) : (await loadStored(app.db, request.auth.userId, [request.idempotency.key])).get(request.idempotency.key);
    if (!stored) return;
    request.idempotency.handled = true;
    if (stored.bodyHash !== bodyHash) throw mismatch();
    return send(reply, stored);
  });

  // Fallback for write routes that do not use idempotentWrite: store their 2xx answer afterwards.
  app.addHook('onSend', async (request, reply, payload) => {
    const idem = request.idempotency;
    if (!idem || idem.handled || !request.auth || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    idem.handled = true;
    let response: unknown = null;
    try {
      response = typeof payload === 'string' && payload ? JSON.parse(payload) : null;
    } catch {
      response = payload;
    }
    const fresh = { key: idem.key, method: request.method, path: idem.path, bodyHash: idem.bodyHash, statusCode: reply.statusCode, response: toStore(request, response) };
    const batch = batchOf(request);
    // In a batch it is stored with the others, in the batch's transaction, before the commit.
    if (batch) {
      batch.fresh.push(fresh);
      batch.stored.set(idem.key, fresh);
    } else await insertAnswers(app.db, request.auth.userId, [fresh]);
    return payload;
  });

  // Keys older than the retention are pruned now and then; never younger ones.
  const prune = () => pruneIdempotencyKeys(app.db).catch((err) => app.log.warn({ err }, 'idempotency prune failed'));
  const timer = setInterval(prune, 6 * 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
