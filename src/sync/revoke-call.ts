// The call that revokes a signed-out token: DELETE /api/v1/auth made with that token, outside the
// app's API client (which sends the signed-in member's token, if any) and outside the outbox.
// Used by src/sync/token-revocation.ts; no storage here, so the server's tests drive it too.
import { API_BASE, TOKEN_HEADER, XSRF_HEADER } from '../domain/session';

/** revoked: the server answered 2xx or 401, nothing left to do; retry: no answer that settles it. */
export type RevokeOutcome = 'revoked' | 'retry';
export type RevokeSend = (token: string) => Promise<RevokeOutcome>;

export interface HttpRevokeOptions {
  fetch?: typeof fetch;
  /** Origin for absolute URLs (tests); the app uses relative ones. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * DELETE /api/v1/auth with the kept token. The anti-forgery value must be bound to that token,
 * so it is asked for first (GET auth/xsrf with the token; the answer carries it, and sets the
 * cookie the DELETE sends back); a refusal for a stale value is retried once. The server's
 * logout answers 200 for a token it no longer knows, so any 2xx of ours, or a 401, settles it.
 * The browser's XSRF cookie is left bound to no one: a member signed in meanwhile has their next
 * write refused once for it and retried with a fresh value, as the client and the engine do after
 * any change of session.
 */
export function createHttpRevoke(options: HttpRevokeOptions = {}): RevokeSend {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = `${options.baseUrl ?? ''}${API_BASE}`;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const isJson = (res: Response) => (res.headers.get('content-type') ?? '').includes('application/json');

  async function call(method: 'GET' | 'DELETE', path: string, token: string, headers: Record<string, string> = {}): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await doFetch(`${base}${path}`, {
        method,
        headers: { [TOKEN_HEADER]: token, accept: 'application/json', ...headers },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  return async (token) => {
    try {
      for (let tries = 0; tries < 2; tries++) {
        const x = await call('GET', '/auth/xsrf', token);
        if (x.status === 401) return 'revoked';
        const value = x.ok && isJson(x) ? ((await x.json().catch(() => null)) as { token?: unknown } | null)?.token : null;
        if (typeof value !== 'string') return 'retry';
        const res = await call('DELETE', '/auth', token, { [XSRF_HEADER]: value });
        if (res.status === 401) return 'revoked';
        // A 2xx that is not our JSON is a captive portal or a proxy: nothing was revoked.
        if (res.ok) return isJson(res) ? 'revoked' : 'retry';
        const body = (await res.json().catch(() => null)) as { error?: { code?: unknown } } | null;
        if (!(res.status === 403 && body?.error?.code === 'xsrf')) return 'retry';
      }
      return 'retry';
    } catch {
      // No answer (no signal, timeout): try again later.
      return 'retry';
    }
  };
}
