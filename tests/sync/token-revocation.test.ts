// Logging out without signal must still end the session on the server: the token whose DELETE
// /api/v1/auth failed is kept (alone, in meta) and revoked at the next chance, with backoff, until
// the server answers 2xx or 401 (src/sync/token-revocation.ts, src/sync/transport.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { getMember, setMember } from '../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../src/db/database';
import { writeSessionMirror } from '../../src/db/session-mirror';
import { RoleId } from '../../src/domain/roles';
import type { StoredMember } from '../../src/domain/session';
import { logOut } from '../../src/features/access/data/log-out';
import { createHttpRevoke } from '../../src/sync/transport';
import { REVOKE_PREFIX, revokePendingTokens, startTokenRevocation, type PendingRevocation, type TokenRevocation } from '../../src/sync/token-revocation';
import { clearCookies, fakeApi, json, type Reply, type SeenRequest } from '../app/api/fake-server';

const member = (token: string): StoredMember => ({ id: 'u-1', accessToken: token, roleId: RoleId.coach, selectedChildId: null, clubId: 'c-1', clubs: [] });
const offline = () => new TypeError('Failed to fetch');

let db: TouchlineDb;
beforeEach(() => {
  db = new TouchlineDb(`revoke-${Math.random().toString(36).slice(2)}`);
  setSharedDb(db);
  localStorage.clear();
  clearCookies();
  document.cookie = 'XSRF-TOKEN=a.b; path=/';
});
afterEach(() => {
  configureApi({});
  vi.useRealTimers();
});

const kept = async () => (await db.meta.where('key').startsWith(REVOKE_PREFIX).toArray()).map((r) => r.value as PendingRevocation);

/** The server's side of a revocation: its xsrf value, then the DELETE's answer. */
function server(deleteReply: (req: SeenRequest) => Reply) {
  return fakeApi((req) => {
    if (req.method === 'GET' && req.path === '/api/v1/auth/xsrf') return json(200, { token: `x-for-${req.headers.get('touchlinetoken')}` });
    if (req.method === 'DELETE' && req.path === '/api/v1/auth') return deleteReply(req);
    return offline();
  });
}

describe('signing out', () => {
  it('without signal: the session is forgotten on the device and only the token is kept to revoke', async () => {
    setMember(member('tok-offline'));
    configureApi({ fetch: fakeApi(offline).fetch, navigate: vi.fn() });
    await logOut();
    expect(getMember()).toBeNull();
    const rows = await db.meta.where('key').startsWith(REVOKE_PREFIX).toArray();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.value as object).sort()).toEqual(['attempts', 'nextAttemptAt', 'token']);
    expect(rows[0]!.value).toMatchObject({ token: 'tok-offline', attempts: 1 });
    // Under a key of its own, not the token (nothing else of the member is kept with it).
    expect(rows[0]!.key).not.toContain('tok-offline');
  });

  it('with the server answering (200, or 401 for a token it no longer knows): nothing is kept', async () => {
    for (const reply of [json(200, {}), json(401, { error: { code: 'token_expired', message: 'Token has expired' } })]) {
      setMember(member('tok-online'));
      const api = fakeApi((req) => (req.method === 'DELETE' ? reply : offline()));
      configureApi({ fetch: api.fetch, navigate: vi.fn() });
      await logOut();
      expect(api.seen.filter((r) => r.method === 'DELETE')).toHaveLength(1);
      expect(getMember()).toBeNull();
    }
    expect(await kept()).toEqual([]);
  });

  it('after a 5xx the token is kept too', async () => {
    setMember(member('tok-5xx'));
    configureApi({ fetch: fakeApi((req) => (req.method === 'DELETE' ? json(503, {}) : offline())).fetch, navigate: vi.fn() });
    await logOut();
    expect((await kept()).map((k) => k.token)).toEqual(['tok-5xx']);
  });
});

describe('revoking a kept token later', () => {
  async function keep(token: string, over: Partial<PendingRevocation> = {}) {
    await db.meta.put({ key: `${REVOKE_PREFIX}${token}`, value: { token, attempts: 1, nextAttemptAt: 0, ...over } satisfies PendingRevocation });
  }

  it('sends DELETE /api/v1/auth with that token and its own xsrf value, then forgets it', async () => {
    await keep('old-tok');
    const api = server(() => json(200, {}));
    expect(await revokePendingTokens(db, createHttpRevoke({ fetch: api.fetch }))).toBeNull();
    const del = api.seen.find((r) => r.method === 'DELETE')!;
    expect(del.path).toBe('/api/v1/auth');
    expect(del.headers.get('touchlinetoken')).toBe('old-tok');
    expect(del.headers.get('x-xsrf-token')).toBe('x-for-old-tok');
    expect(await kept()).toEqual([]);
  });

  it('keeps trying with a growing backoff while there is no answer, a 5xx or a captive portal', async () => {
    await keep('old-tok');
    let t = 1_000_000;
    const now = () => t;
    let reply: Reply | null = null;
    const api = fakeApi((req) => (reply === null ? offline() : req.method === 'GET' ? json(200, { token: 'x' }) : reply));
    const send = createHttpRevoke({ fetch: api.fetch });
    const next1 = await revokePendingTokens(db, send, { now });
    const [first] = await kept();
    expect(first).toMatchObject({ token: 'old-tok', attempts: 2 });
    expect(next1).toBe(first!.nextAttemptAt);
    expect(first!.nextAttemptAt).toBeGreaterThan(t);
    // Not due yet: nothing is sent.
    const calls = api.seen.length;
    await revokePendingTokens(db, send, { now });
    expect(api.seen.length).toBe(calls);
    // Due: a 5xx, then a 2xx that is not ours, keep it and back off further.
    reply = json(502, {});
    t = first!.nextAttemptAt;
    await revokePendingTokens(db, send, { now });
    expect((await kept())[0]).toMatchObject({ attempts: 3 });
    reply = { status: 200 };
    await revokePendingTokens(db, send, { now, ignoreBackoff: true });
    const [fourth] = await kept();
    expect(fourth).toMatchObject({ attempts: 4 });
    expect(fourth!.nextAttemptAt - t).toBeGreaterThanOrEqual(4_000);
    // The server answers 401 (the token is gone already): forgotten.
    reply = json(401, { error: { code: 'token_expired', message: 'Token has expired' } });
    await revokePendingTokens(db, send, { now, ignoreBackoff: true });
    expect(await kept()).toEqual([]);
  });

  it('asks for a fresh xsrf value once when the first is refused', async () => {
    await keep('old-tok');
    let refusals = 0;
    const api = server(() => (refusals++ === 0 ? json(403, { error: { code: 'xsrf', message: 'Your session needs refreshing. Please try again.' } }) : json(200, {})));
    await revokePendingTokens(db, createHttpRevoke({ fetch: api.fetch }));
    expect(api.seen.filter((r) => r.method === 'DELETE')).toHaveLength(2);
    expect(await kept()).toEqual([]);
  });

  it('never revokes the token the current member is signed in with', async () => {
    await keep('live-tok');
    await writeSessionMirror(member('live-tok'), db);
    const api = server(() => json(200, {}));
    await revokePendingTokens(db, createHttpRevoke({ fetch: api.fetch }));
    expect(api.seen).toEqual([]);
    expect(await kept()).toEqual([]);
  });
});

describe('the revocation schedule', () => {
  let revocation: TokenRevocation | null = null;
  afterEach(() => {
    revocation?.stop();
    revocation = null;
  });

  it('tries at page start, at once on `online` despite the backoff, and on its timer when due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await db.meta.put({ key: `${REVOKE_PREFIX}a`, value: { token: 'old-tok', attempts: 1, nextAttemptAt: Date.now() + 60_000 } satisfies PendingRevocation });
    let answer: 'revoked' | 'retry' = 'retry';
    const send = vi.fn(async () => answer);
    revocation = startTokenRevocation(db, send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1)); // page start: a new chance
    await vi.waitFor(async () => expect((await kept())[0]?.attempts).toBe(2));
    const { nextAttemptAt } = (await kept())[0]!;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect((await kept())[0]?.attempts).toBe(3));
    // The timer, once due, without any other event.
    answer = 'revoked';
    await vi.advanceTimersByTimeAsync(Math.max(nextAttemptAt, (await kept())[0]!.nextAttemptAt) - Date.now() + 1);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    await vi.waitFor(async () => expect(await kept()).toEqual([]));
  });

  it('is woken by a sign-out that could not reach the server', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const send = vi.fn(async () => 'revoked' as const);
    revocation = startTokenRevocation(db, send);
    await vi.advanceTimersByTimeAsync(10);
    expect(send).not.toHaveBeenCalled();
    setMember(member('tok-offline'));
    configureApi({ fetch: fakeApi(offline).fetch, navigate: vi.fn() });
    await logOut();
    // The first retry comes after the backoff, on the page's own timer.
    await vi.advanceTimersByTimeAsync(2_100);
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith('tok-offline'));
    await vi.waitFor(async () => expect(await kept()).toEqual([]));
  });
});
