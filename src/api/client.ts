// The one HTTP client of the app (spec §7): base /api/v1, credentials, the `touchlinetoken`
// header, the XSRF double submit, userId from the stored member in the query of reads and the
// body of writes, 200-299 as success, and no timeout (calls end when the caller aborts).
// Retries are off: a write must never be sent twice behind the caller's back; the outbox owns
// retrying queued work with its Idempotency-Key.
import { createFetch, type FetchResponse } from 'ofetch';
import type { ApiErrorBody } from '../domain/api-error';
import { API_BASE, TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../domain/session';
import { ApiError, ClientErrorCode, clientErrorMessage } from './api-error';
import { clearMember, getMember } from './session-store';

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a write sent directly (not through the outbox). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** The fetch to send with (tests observe requests through it). */
  fetch?: typeof globalThis.fetch;
  /** Where a 401 sends the browser; the app passes the router's navigate. */
  navigate?: (to: string) => void;
  baseURL?: string;
  /** Reads document.cookie by default. */
  readCookies?: () => string;
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, options?: CallOptions): Promise<T>;
  put<T>(path: string, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const XSRF_PATH = '/auth/xsrf';

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return value || null;
    }
  }
  return null;
}

function errorBodyOf(data: unknown): ApiErrorBody | null {
  if (!data || typeof data !== 'object') return null;
  const error = (data as { error?: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const e = error as Record<string, unknown>;
  if (typeof e.code !== 'string' || typeof e.message !== 'string') return null;
  return { code: e.code, message: e.message, ...(e.fields && typeof e.fields === 'object' ? { fields: e.fields as Record<string, string> } : {}) };
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  const cause = (error as { cause?: unknown })?.cause;
  return (cause as { name?: string } | undefined)?.name === 'AbortError' || (error as { name?: string })?.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? API_BASE;
  const navigate = options.navigate ?? ((to: string) => window.location.assign(to));
  const readCookies = options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  // Resolved per call so a fetch replaced after start-up (tests, instrumentation) is used.
  const $fetch = createFetch({ fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init) });

  const xsrfCookie = () => readCookie(readCookies(), XSRF_COOKIE);

  async function send(method: Method, path: string, token: string | null, xsrf: string | null, call: CallOptions): Promise<FetchResponse<unknown>> {
    const headers: Record<string, string> = { ...call.headers, accept: 'application/json' };
    if (token) headers[TOKEN_HEADER] = token;
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    try {
      return await $fetch.raw(path, {
        baseURL,
        method,
        headers,
        credentials: 'include',
        query: call.query,
        body: call.body,
        signal: call.signal,
        retry: false,
        ignoreResponseError: true,
      });
    } catch (error) {
      throw isAbort(error, call.signal)
        ? new ApiError(null, { code: ClientErrorCode.aborted, message: clientErrorMessage.aborted })
        : new ApiError(null, { code: ClientErrorCode.network, message: clientErrorMessage.network });
    }
  }

  /** Asks the server for an XSRF cookie; the cookie wins, the body is for cookie-less contexts. */
  async function fetchXsrf(token: string | null, signal?: AbortSignal): Promise<string | null> {
    const res = await send('GET', XSRF_PATH, token, null, { signal });
    const fromBody = (res._data as { token?: unknown } | undefined)?.token;
    return xsrfCookie() ?? (typeof fromBody === 'string' ? fromBody : null);
  }

  async function request<T>(method: Method, path: string, call: CallOptions = {}): Promise<T> {
    const member = getMember();
    const token = member?.accessToken ?? null;
    const userId = member?.id;
    const isWrite = method !== 'GET';
    const withUser: CallOptions = isWrite
      ? { ...call, body: userId ? { ...call.body, userId } : call.body }
      : { ...call, query: userId ? { ...call.query, userId } : call.query };

    let xsrf = xsrfCookie();
    if (isWrite && !xsrf) xsrf = await fetchXsrf(token, call.signal);
    let res = await send(method, path, token, isWrite ? xsrf : null, withUser);

    // The server refuses a stale XSRF cookie and sets a fresh one with the refusal: retry once.
    if (isWrite && res.status === 403 && errorBodyOf(res._data)?.code === 'xsrf') {
      const fresh = xsrfCookie();
      xsrf = fresh && fresh !== xsrf ? fresh : await fetchXsrf(token, call.signal);
      res = await send(method, path, token, xsrf, withUser);
    }

    if (res.status >= 200 && res.status < 300) return res._data as T;

    if (res.status === 401 && token) {
      // Only the session this call was sent with is ended: a newer sign-in stays. Queued work
      // (the outbox) is left alone; it waits for the same user to sign in again.
      if (getMember()?.accessToken === token) clearMember();
      navigate('/');
    }
    throw new ApiError(res.status, errorBodyOf(res._data) ?? { code: ClientErrorCode.http, message: `Request failed with status code ${res.status}` });
  }

  return {
    get: (path, o) => request('GET', path, o),
    post: (path, o) => request('POST', path, o),
    put: (path, o) => request('PUT', path, o),
    delete: (path, o) => request('DELETE', path, o),
  };
}

let current: ApiClient = createApiClient();

/** Replaces the client every API module uses (the app sets navigate; tests set fetch). */
export function configureApi(options: ApiClientOptions): void {
  current = createApiClient(options);
}

export const api = (): ApiClient => current;
