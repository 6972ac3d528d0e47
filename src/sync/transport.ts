// Sends a batch of outbox entries to POST /api/v1/sync with fetch, from the page or the service
// worker alike, and classifies the answer to the batch as a whole. The token is the one passed
// in for this send (read from the session mirror just before), never one frozen at enqueue time.
// The XSRF value comes from GET /api/v1/auth/xsrf with the same token (the service worker cannot
// read cookies); the browser keeps the matching cookie.
import { API_BASE, TOKEN_HEADER, XSRF_HEADER } from '../domain/session';
import type { SyncBatchItem, SyncItemAnswer } from '../domain/sync/batch-schema';
import type { ErrorClass } from '../db/schema';
import type { BlobCall } from './blob-entries';
import { errorOf, parseRetryAfter } from './classify';

export type BatchResult =
  | { kind: 'answers'; results: SyncItemAnswer[] }
  | { kind: 'unauthorized' }
  | { kind: 'transient'; errorClass: ErrorClass; status: number | null; message: string; retryAfterMs?: number };

export interface Transport {
  send(items: SyncBatchItem[], token: string): Promise<BatchResult>;
  /** Sends one blob entry's bytes to its own route (src/sync/blob-entries.ts); answers as a one-item batch. */
  sendBlob?(call: BlobCall, token: string): Promise<BatchResult>;
  /**
   * Asks whether the server can be reached (GET auth/xsrf, whose value the next send needs
   * anyway): null when it answered, a transient result (network, timeout, captive) when not.
   */
  probe?(token: string): Promise<BatchResult | null>;
}

export interface HttpTransportOptions {
  fetch?: typeof fetch;
  /** Origin for absolute URLs (tests); the app uses relative ones. */
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => number;
}

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

export function createHttpTransport(options: HttpTransportOptions = {}): Transport {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = `${options.baseUrl ?? ''}${API_BASE}`;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const now = options.now ?? Date.now;
  let xsrf: { token: string; value: string } | null = null;

  async function timed(url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
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

  async function xsrfFor(token: string, fresh: boolean): Promise<string | null> {
    if (!fresh && xsrf?.token === token) return xsrf.value;
    const { res, value } = await askXsrf(token);
    if (res.status === 401) return null;
    if (!value) throw new Error(`xsrf ${res.status}`);
    return value;
  }

  async function post(items: SyncBatchItem[], token: string, value: string | null): Promise<Response> {
    const headers: Record<string, string> = { [TOKEN_HEADER]: token, 'content-type': 'application/json', accept: 'application/json' };
    if (value) headers[XSRF_HEADER] = value;
    return timed(`${base}/sync`, { method: 'POST', headers, body: JSON.stringify({ items }) });
  }

  /** Blob entries: the bytes as the body, the entry's key as Idempotency-Key; at least 2 minutes. */
  async function sendBlob(call: BlobCall, token: string): Promise<BatchResult> {
    const put = async (value: string | null) => {
      const headers: Record<string, string> = { [TOKEN_HEADER]: token, 'content-type': call.type || 'application/octet-stream', accept: 'application/json', 'idempotency-key': call.key };
      if (value) headers[XSRF_HEADER] = value;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), Math.max(timeoutMs, 120_000));
      try {
        return await doFetch(`${options.baseUrl ?? ''}${call.path}`, { method: call.method, headers, body: call.bytes, signal: controller.signal, credentials: 'same-origin', cache: 'no-store' });
      } finally {
        clearTimeout(timer);
      }
    };
    let res: Response;
    try {
      res = await put(await xsrfFor(token, false));
      if (res.status === 403 && errorOf(await res.clone().json().catch(() => null))?.code === 'xsrf') res = await put(await xsrfFor(token, true));
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

  return {
    sendBlob,
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
    async send(items, token) {
      let res: Response;
      try {
        res = await post(items, token, await xsrfFor(token, false));
        if (res.status === 403) {
          const body = await res.clone().json().catch(() => null);
          if (errorOf(body)?.code === 'xsrf') res = await post(items, token, await xsrfFor(token, true));
        }
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
