// Answer classes of the outbox protocol (src/sync/README.md). Pure: status + body in, outcome out.
import type { ErrorClass } from '../db/schema';
import { SKIPPED_STATUS } from '../domain/sync/batch-schema';

export type Outcome =
  | { kind: 'done'; answer: unknown }
  | { kind: 'retry'; errorClass: ErrorClass; status: number | null; code: string; message: string; retryAfterMs?: number }
  | { kind: 'reject'; status: number; code: string; message: string }
  | { kind: 'skipped' }
  | { kind: 'unauthorized' };

export function errorOf(body: unknown): { code: string; message: string } | null {
  const e = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (!e || typeof e.message !== 'string') return null;
  return { code: typeof e.code === 'string' ? e.code : 'error', message: e.message };
}

/** Classifies one item's answer inside a well-formed batch answer. */
export function classifyItem(status: number, body: unknown, retryAfterSeconds?: number): Outcome {
  const err = errorOf(body);
  const retryAfterMs = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : undefined;
  if (status >= 200 && status < 300) return { kind: 'done', answer: body };
  if (status === SKIPPED_STATUS && err?.code === 'skipped') return { kind: 'skipped' };
  if (status === 401) return { kind: 'unauthorized' };
  const base = { status, code: err?.code ?? `http_${status}`, message: err?.message ?? `HTTP ${status}` };
  if (status === 408) return { kind: 'retry', errorClass: 'timeout', ...base, retryAfterMs };
  // 409 means "the first send of this key is still running" only with that code; any other
  // conflict (for example a reminder for a game that has started) will never succeed on
  // its own, so it is refused and shown instead of retried forever.
  if (status === 409 && (!err || err.code === 'idempotency_in_progress')) return { kind: 'retry', errorClass: 'busy', ...base, retryAfterMs };
  if (status === 429) return { kind: 'retry', errorClass: 'rate', ...base, retryAfterMs };
  if (status >= 500 || status < 100) return { kind: 'retry', errorClass: 'server', ...base, retryAfterMs };
  return { kind: 'reject', ...base };
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or bad. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}
