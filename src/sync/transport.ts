// Sends a batch of outbox entries to POST /api/v1/sync with fetch, from the page or the service
// worker alike, and classifies the answer to the batch as a whole. The token is the one passed
// in for this send (read from the session mirror just before), never one frozen at enqueue time.
// The XSRF value comes from GET /api/v1/auth/xsrf with the same token (the service worker cannot
// read cookies); the browser keeps the matching cookie.
// It also makes the one call outside the outbox that needs the same care: DELETE /api/v1/auth for
// a token signed out without signal (revoke; src/sync/token-revocation.ts keeps the tokens).
import { API_BASE, TOKEN_HEADER, XSRF_HEADER } from '../domain/session';
import type { SyncBatchItem, SyncItemAnswer } from '../domain/sync/batch-schema';
import type { ErrorClass } from '../db/schema';
import type { BlobCall, ResumableSend } from './blob-entries';
import { errorOf, parseRetryAfter } from './classify';
import type { sendResumable as sendResumableUpload } from '../media/resumable-upload';

export type BatchResult =
  | { kind: 'answers'; results: SyncItemAnswer[] }
  | { kind: 'unauthorized' }
  | { kind: 'transient'; errorClass: ErrorClass; status: number | null; message: string; retryAfterMs?: number };

export interface Transport {
  send(items: SyncBatchItem[], token: string): Promise<BatchResult>;
  /** Sends one blob entry's bytes to its own route (src/sync/blob-entries.ts); answers as a one-item batch. */
  sendBlob?(call: BlobCall, token: string): Promise<BatchResult>;
  /** Sends one blob entry over the resumable (tus) pipeline, src/media; answers as a one-item batch. */
  sendResumable?(call: ResumableSend, token: string): Promise<BatchResult>;
  /**
   * Asks whether the server can be reached (GET auth/xsrf, whose value the next send needs
   * anyway): null when it answered, a transient result (network, timeout, captive) when not.
   */
  probe?(token: string): Promise<BatchResult | null>;
}

/** revoked: the server answered 2xx or 401, nothing left to do; retry: no answer that settles it. */
export type RevokeOutcome = 'revoked' | 'retry';
export type RevokeSend = (token: string) => Promise<RevokeOutcome>;

export interface HttpTransportOptions {
  fetch?: typeof fetch;
  /** Origin for absolute URLs (tests); the app uses relative ones. */
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => number;
  /** Resumable uploads' own quick retries within one attempt (tests: none). */
  resumableRetryDelays?: number[];
  /** Resumable uploads' chunk size (tests: small files in several chunks). */
  resumableChunkBytes?: number;
  /**
   * How the tus client is reached. Given by the caller, never imported here: the page loads it
   * when a file is first sent (src/sync/resumable-loader.ts keeps it out of the first load), and
   * the service worker imports it statically (import() is not allowed in a service worker, and
   * the bundler's helper for it broke the worker's evaluation). Without one, a resumable entry
   * waits (transient) rather than failing.
   */
  resumable?: ResumableLoader;
}

export type ResumableLoader = () => Promise<{ sendResumable: typeof sendResumableUpload }>;

function isOurAnswer(data: unknown, items: SyncBatchItem[]): data is { results: SyncItemAnswer[] } {
  const results = (data as { results?: unknown } | null)?.results;
  if (!Array.isArray(results) || results.length !== items.length) return false;
  return results.every((r, i) => r && typeof r === 'object' && (r as SyncItemAnswer).key === items[i]!.key && typeof (r as SyncItemAnswer).status === 'number');
}

/** No answer at all: the request failed or timed out. */
function unreachable(err: unknown): BatchResult {
  const aborted = (err as { name?: string })?.name === 'AbortError';
  return { kind: 'transient', errorClass: aborted ? 'timeout' : 'network', status: null, message: aborted ? 'timeout' : String((err as Error)?.message ?? err) };
}

/** A 2xx that is not Touchline's answer (a captive portal's login page, a proxy) proves nothing. */
const notOurs = (status: number): BatchResult => ({ kind: 'transient', errorClass: 'captive', status, message: 'The answer was not from Touchline' });

export function createHttpTransport(options: HttpTransportOptions = {}): Transport & { revoke: RevokeSend } {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = `${options.baseUrl ?? ''}${API_BASE}`;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const now = options.now ?? Date.now;
  let xsrf: { token: string; value: string } | null = null;

  async function timed(url: string, init: RequestInit, ms = timeoutMs): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    try {
      return await doFetch(url, { ...init, signal: controller.signal, credentials: 'same-origin', cache: 'no-store' });
    } finally {
      clearTimeout(timer);
    }
  }

  /** GET auth/xsrf with this token: its status, and the value when the answer was ours (kept). */
  async function askXsrf(token: string): Promise<{ res: Response; value: string | null }> {
    const res = await timed(`${base}/auth/xsrf`, { method: 'GET', headers: { [TOKEN_HEADER]: token, accept: 'application/json' } });
    const data = (await res.json().catch(() => null)) as { token?: unknown } | null;
    const value = res.ok && typeof data?.token === 'string' ? data.token : null;
    if (value) xsrf = { token, value };
    return { res, value };
  }

  /** The XSRF value for this token (null: the token was refused, 401); throws when none came. */
  async function xsrfFor(token: string, fresh: boolean): Promise<string | null> {
    if (!fresh && xsrf?.token === token) return xsrf.value;
    const { res, value } = await askXsrf(token);
    if (res.status === 401) return null;
    if (!value) throw new Error(`xsrf ${res.status}`);
    return value;
  }

  /**
   * A write with this token's XSRF value; refused for a stale value (403 xsrf), asked for afresh
   * and made once more. Throws when no answer came (the caller classifies that).
   */
  async function withXsrf(token: string, write: (value: string | null) => Promise<Response>): Promise<Response> {
    const res = await write(await xsrfFor(token, false));
    if (res.status !== 403 || errorOf(await res.clone().json().catch(() => null))?.code !== 'xsrf') return res;
    return write(await xsrfFor(token, true));
  }

  async function post(items: SyncBatchItem[], token: string, value: string | null): Promise<Response> {
    const headers: Record<string, string> = { [TOKEN_HEADER]: token, 'content-type': 'application/json', accept: 'application/json' };
    if (value) headers[XSRF_HEADER] = value;
    return timed(`${base}/sync`, { method: 'POST', headers, body: JSON.stringify({ items }) });
  }

  /** Blob entries: the bytes as the body, the entry's key as Idempotency-Key; at least 2 minutes. */
  async function sendBlob(call: BlobCall, token: string): Promise<BatchResult> {
    const put = (value: string | null) => {
      const headers: Record<string, string> = { [TOKEN_HEADER]: token, 'content-type': call.type || 'application/octet-stream', accept: 'application/json', 'idempotency-key': call.key };
      if (value) headers[XSRF_HEADER] = value;
      return timed(`${options.baseUrl ?? ''}${call.path}`, { method: call.method, headers, body: call.bytes }, Math.max(timeoutMs, 120_000));
    };
    let res: Response;
    try {
      res = await withXsrf(token, put);
    } catch (err) {
      return unreachable(err);
    }
    if (res.status === 401) return { kind: 'unauthorized' };
    const json = (res.headers.get('content-type') ?? '').includes('application/json');
    const data: unknown = json ? await res.json().catch(() => null) : null;
    if (res.ok && (data === null || typeof data !== 'object')) return notOurs(res.status);
    const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), now());
    return { kind: 'answers', results: [{ key: call.key, status: res.status, body: data, ...(retryAfterMs !== undefined ? { retryAfter: Math.ceil(retryAfterMs / 1000) } : {}) }] };
  }

  /** Resumable entries: tus requests through this transport's fetch, with the token and XSRF value. */
  async function sendResumable(call: ResumableSend, token: string): Promise<BatchResult> {
    const run = async (fresh: boolean): Promise<BatchResult> => {
      const value = await xsrfFor(token, fresh);
      if (value === null) return { kind: 'unauthorized' };
      const fetchFor = (url: string, init: RequestInit) => doFetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
      // tus-js-client resolves the upload's Location against the endpoint: it must be absolute.
      const origin = options.baseUrl ?? globalThis.location?.origin ?? '';
      if (!options.resumable) throw new Error('resumable uploads are not available here');
      const { sendResumable: runResumable } = await options.resumable();
      return runResumable({ ...call, endpoint: `${origin}${call.endpoint}`, retryDelays: options.resumableRetryDelays, chunkBytes: options.resumableChunkBytes, fetch: fetchFor, headers: { [TOKEN_HEADER]: token, [XSRF_HEADER]: value, accept: 'application/json' } });
    };
    try {
      const first = await run(false);
      const refused = first.kind === 'answers' && first.results[0]?.status === 403 && errorOf(first.results[0].body)?.code === 'xsrf';
      return refused ? await run(true) : first;
    } catch (err) {
      return unreachable(err);
    }
  }

  return {
    sendBlob,
    sendResumable,
    async probe(token) {
      try {
        const { res, value } = await askXsrf(token);
        // Any answer but a 2xx that is not ours came from the network; the batch's own send will
        // classify what the server says.
        return res.ok && !value ? notOurs(res.status) : null;
      } catch (err) {
        return unreachable(err);
      }
    },
    /**
     * DELETE /api/v1/auth with a token kept after a sign-out without signal. The XSRF value must
     * be bound to that token, so it is asked for with it. The server's logout answers 200 for a
     * token it no longer knows, so any 2xx of ours, or a 401, settles it. The browser's XSRF
     * cookie is then bound to no one: a member signed in meanwhile has their next write refused
     * once for it and retried with a fresh value, as every write after a change of session is.
     */
    async revoke(token) {
      try {
        // Asked for with this token (a 401 there settles it), not the value the last send used.
        if ((await xsrfFor(token, true)) === null) return 'revoked';
        const res = await withXsrf(token, (value) => timed(`${base}/auth`, { method: 'DELETE', headers: { [TOKEN_HEADER]: token, accept: 'application/json', ...(value ? { [XSRF_HEADER]: value } : {}) } }));
        if (res.status === 401) return 'revoked';
        // A 2xx that is not our JSON is a captive portal or a proxy: nothing was revoked.
        return res.ok && (res.headers.get('content-type') ?? '').includes('application/json') ? 'revoked' : 'retry';
      } catch {
        // No answer (no signal, timeout): try again later.
        return 'retry';
      }
    },
    async send(items, token) {
      let res: Response;
      try {
        res = await withXsrf(token, (value) => post(items, token, value));
      } catch (err) {
        return unreachable(err);
      }
      const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), now());
      if (res.status === 401) return { kind: 'unauthorized' };
      if (res.status === 408 || res.status === 429 || res.status >= 500) {
        return { kind: 'transient', errorClass: res.status === 429 ? 'rate' : res.status === 408 ? 'timeout' : 'server', status: res.status, message: `HTTP ${res.status}`, retryAfterMs };
      }
      let data: unknown = null;
      const json = (res.headers.get('content-type') ?? '').includes('application/json');
      try {
        data = json ? await res.json() : null;
      } catch {
        data = null;
      }
      if (res.ok) {
        if (!isOurAnswer(data, items)) return notOurs(res.status);
        return { kind: 'answers', results: data.results };
      }
      // Any other refusal of the batch as a whole is ours to fix (or a proxy's): keep and retry.
      return { kind: 'transient', errorClass: 'protocol', status: res.status, message: errorOf(data)?.message ?? `HTTP ${res.status}`, retryAfterMs };
    },
  };
}

/** The revoke call alone (src/sync/token-revocation.ts; the server's tests drive it too). */
export function createHttpRevoke(options: HttpTransportOptions = {}): RevokeSend {
  const transport = createHttpTransport(options);
  return (token) => transport.revoke(token);
}
