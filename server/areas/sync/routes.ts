// POST /api/v1/sync: drains a device's queue in a few round trips. Each item is an ordinary API
// call (method, path, body, Idempotency-Key) run through the app's own router in this process
// (server/lib/in-process-call.ts), so it gets exactly the validation, authorization and idempotency it would get alone. Items run in order;
// after an item of a stream fails, later items of that stream answer 424 without running, so a
// stream never applies out of order.
//
// The items of a batch share one transaction (one commit per batch, on PostgreSQL and PGlite):
// keys are locked and looked up once, answers stored together, and every query of an item runs
// in that transaction (server/lib/batch-scope.ts), so an item sees what earlier ones wrote. The
// first pass runs without savepoints; if an item fails inside the transaction, the batch is
// rolled back and redone with a savepoint per item, a failed item rolled back to its own.
// An item reuses the batch's session and skips the XSRF check and the rate limit the batch
// passed; it still gets its route's validation, permission check and idempotency. Sign-in and
// account calls are refused as items (not-in-batch.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SKIPPED_STATUS, syncBatchSchema, type SyncBatchItem, type SyncItemAnswer } from '../../../src/domain/sync/batch-schema';
import { TOKEN_HEADER, XSRF_HEADER } from '../../../src/domain/session';
import type { Queryable } from '../../db/db';
import { requireAuth, type AuthContext } from '../../plugins/auth';
import { IDEMPOTENCY_HEADER, insertAnswers, loadStored } from '../../plugins/idempotency';
import { batchTx, flushHeld, runInBatch, touchesSessions, type BatchScope } from '../../lib/batch-scope';
import { parseOr400 } from '../../lib/validate';
import { callInProcess, type InProcessAnswer } from '../../lib/in-process-call';
import { HttpError } from '../../lib/http-error';

// What a route may read of the caller's request (the XSRF check itself is skipped for items).
// X-Forwarded-For with the batch's own socket gives an item the batch request's address
// (request.ip, through the same TRUST_PROXY rule), so its throttles count the real caller.
const FORWARDED = [TOKEN_HEADER, 'cookie', XSRF_HEADER.toLowerCase(), 'origin', 'host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'sec-fetch-site', 'user-agent', 'accept-language'];

function parseBody(res: InProcessAnswer): unknown {
  if (!res.body) return null;
  try {
    return JSON.parse(res.body);
  } catch {
    return null;
  }
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

const skipped = (key: string): SyncItemAnswer => ({ key, status: SKIPPED_STATUS, body: { error: { code: 'skipped', message: 'An earlier change in the same stream was not saved' } } });

/** One item through its route, inside the batch's context (kept by everything the call starts). */
function call(request: FastifyRequest, item: SyncBatchItem, headers: Record<string, string>, scope: BatchScope): Promise<InProcessAnswer> {
  return runInBatch(scope, () =>
    callInProcess(request.server, {
      method: item.method,
      url: item.path,
      headers: { ...headers, [IDEMPOTENCY_HEADER]: item.key },
      body: item.body ?? {},
      socket: request.raw.socket,
    }),
  );
}

async function runItem(request: FastifyRequest, item: SyncBatchItem, headers: Record<string, string>, scope: BatchScope): Promise<SyncItemAnswer> {
  if (scope.useSavepoints) await scope.tx.query('SAVEPOINT batch_item');
  scope.vouched = false;
  const mailMark = scope.mails.length;
  const res = await call(request, item, headers, scope);
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  // A refused item's mail is never sent (its writes are rolled back or were never made).
  if (!ok) scope.mails.length = mailMark;
  // Reads kept across items (epochMemo) hold only while every item vouches for them.
  if (!ok || !scope.vouched) scope.epoch++;
  if (scope.useSavepoints) {
    if (!ok) {
      await scope.tx.query('ROLLBACK TO SAVEPOINT batch_item');
      // Reads remembered during the item may name rows it made and just lost.
      scope.memo.clear();
    }
    await scope.tx.query('RELEASE SAVEPOINT batch_item');
  }
  // After a call that may revoke or replace tokens, later items look their token up again.
  if (touchesSessions(item.path)) scope.auth = null;
  const answer: SyncItemAnswer = { key: item.key, status: res.statusCode, body: parseBody(res) };
  const retryAfter = Number(res.headers['retry-after']);
  if (Number.isFinite(retryAfter) && retryAfter > 0) answer.retryAfter = retryAfter;
  return answer;
}

async function runItems(request: FastifyRequest, items: SyncBatchItem[], scope: BatchScope, blocked: Set<string>): Promise<SyncItemAnswer[]> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const failed = new Set<string>();
  const results: SyncItemAnswer[] = [];
  for (const item of items) {
    if (failed.has(item.stream)) {
      results.push(skipped(item.key));
      continue;
    }
    let answer: SyncItemAnswer;
    if (blocked.has(item.key.toLowerCase())) {
      answer = { key: item.key, status: 409, body: { error: { code: 'idempotency_in_progress', message: 'This change is still being saved' } }, retryAfter: 1 };
    } else {
      answer = await runItem(request, item, headers, scope);
    }
    if (scope.poisoned) return results;
    results.push(answer);
    if (answer.status < 200 || answer.status >= 300) failed.add(item.stream);
  }
  return results;
}

function newScope(auth: AuthContext, raw: Queryable, useSavepoints: boolean): BatchScope {
  const scope: BatchScope = {
    userId: auth.userId,
    auth,
    tx: raw,
    open: true,
    stored: new Map(),
    fresh: [],
    useSavepoints,
    poisoned: false,
    memo: new Map(),
    epochMemo: new Map(),
    epoch: 0,
    vouched: false,
    held: new Map(),
    beforeCommit: new Map(),
    mails: [],
  };
  // Every query of the batch, its items' and its own, first writes the rows items held back.
  scope.tx = batchTx(scope, raw);
  return scope;
}

class Redo extends Error {}

/** Room for 500 items of up to ~2 KB each; the app's default limit is 1 MB. */
const BATCH_BODY_LIMIT = 2 * 1024 * 1024;

const syncRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { config: { permission: 'self' }, bodyLimit: BATCH_BODY_LIMIT }, async (request) => {
    const auth = requireAuth(request);
    const { items } = parseOr400(syncBatchSchema, request.body, 'The sync batch could not be read');
    if (items.some((i) => i.path.split('?')[0]!.replace(/\/+$/, '') === '/api/v1/sync')) throw new HttpError(400, 'bad_request', 'A sync batch cannot contain a sync batch');
    const keys = [...new Set(items.map((i) => i.key.toLowerCase()))];
    // Items' bodies go to their routes as they are (no copy): frozen, so a route that changed one
    // would fail loudly rather than hand the changed body to the batch's redo with savepoints.
    for (const item of items) deepFreeze(item.body);

    for (const useSavepoints of [false, true]) {
      try {
        return await app.db.transaction(async (tx) => {
          // Every key of the batch is locked for the transaction; a key held by another request
          // still running answers 409 for its item (the client retries it later).
          const locks = await tx.query<{ k: string; locked: boolean }>(
            'SELECT k, pg_try_advisory_xact_lock(hashtextextended($1 || \':\' || k, 0)) AS locked FROM unnest($2::text[]) AS k',
            [auth.userId, keys],
          );
          const blocked = new Set(locks.filter((l) => !l.locked).map((l) => l.k));
          const scope = newScope(auth, tx, useSavepoints);
          try {
            scope.stored = await loadStored(tx, auth.userId, keys);
            const results = await runItems(request, items, scope, blocked);
            if (scope.poisoned) throw new Redo();
            // Rows held back for a multi-row write; if they cannot all be written, redo exactly.
            await flushHeld(scope, tx).catch(() => undefined);
            if (scope.poisoned) throw new Redo();
            for (const work of scope.beforeCommit.values()) await work(scope.tx);
            await insertAnswers(scope.tx, auth.userId, scope.fresh);
            // Last before the commit, by the pass that commits (a redone pass starts a new
            // scope): a failed send rolls the batch back and the device retries it.
            for (const message of scope.mails) await app.mailer.send(message);
            return { results };
          } finally {
            scope.open = false;
          }
        });
      } catch (err) {
        if (!(err instanceof Redo)) throw err;
      }
    }
    throw new Error('sync batch failed with savepoints');
  });
};

export default syncRoutes;
