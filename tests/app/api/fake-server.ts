// A fetch stand-in for API client and screen tests: records every request and answers from a
// script (fakeServer: replies in order) or from one handler (fakeApi: by path).
import { vi } from 'vitest';

export interface SeenRequest {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type Reply = { status: number; body?: unknown; setCookie?: string } | Error;

export const json = (status: number, body?: unknown, setCookie?: string): Reply => ({ status, body, setCookie });

function fakeFetch(answer: (req: SeenRequest) => Reply) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req: SeenRequest = {
      url: String(input),
      path: new URL(String(input), 'http://x').pathname,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
    };
    seen.push(req);
    const reply = answer(req);
    if (reply instanceof Error) throw reply;
    // A browser stores Set-Cookie from a same-origin answer; document.cookie is how jsdom does it.
    if (reply.setCookie) document.cookie = reply.setCookie;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: reply.body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

export function fakeServer(...replies: (Reply | ((req: SeenRequest) => Reply))[]) {
  return fakeFetch((req) => {
    const next = replies.shift();
    if (!next) throw new Error(`unexpected request ${req.method} ${req.url}`);
    return typeof next === 'function' ? next(req) : next;
  });
}

export function fakeApi(handler: (req: SeenRequest) => Reply) {
  return fakeFetch(handler);
}

export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
