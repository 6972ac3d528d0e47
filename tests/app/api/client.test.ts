import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, api, readCookie } from '../../../src/api/client';
import { ApiError } from '../../../src/api/api-error';
import { getMember, setMember } from '../../../src/api/session-store';
import { MEMBER_STORAGE_KEY, type StoredMember } from '../../../src/domain/session';
import { RoleId } from '../../../src/domain/roles';
import { clearCookies, fakeServer, json } from './fake-server';

const member: StoredMember = { id: 'u-1', accessToken: 'tok-1', roleId: RoleId.coach, selectedChildId: null, clubId: 'c-1', clubs: [{ clubId: 'c-1', colour: '#ff0000' }] };

function setup(...replies: Parameters<typeof fakeServer>) {
  const server = fakeServer(...replies);
  const navigate = vi.fn();
  configureApi({ fetch: server.fetch, navigate });
  return { ...server, navigate };
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(() => configureApi({}));

describe('api client: requests', () => {
  it('sends to /api/v1 with credentials and the stored token', async () => {
    setMember(member);
    const { seen } = setup(json(200, { ok: true }));
    await expect(api().get('/club')).resolves.toEqual({ ok: true });
    expect(seen[0]!.url.startsWith('/api/v1/club')).toBe(true);
    expect(seen[0]!.credentials).toBe('include');
    expect(seen[0]!.headers.get('touchlinetoken')).toBe('tok-1');
  });

  it('sends no token header when signed out', async () => {
    const { seen } = setup(json(200, {}));
    await api().get('/club');
    expect(seen[0]!.headers.has('touchlinetoken')).toBe(false);
  });

  it('adds userId to the query of reads', async () => {
    setMember(member);
    const { seen } = setup(json(200, {}));
    await api().get('/fixture/c-1', { query: { teamId: 't-1', playerId: undefined } });
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/fixture/c-1');
    expect(url.searchParams.get('userId')).toBe('u-1');
    expect(url.searchParams.get('teamId')).toBe('t-1');
    expect(url.searchParams.has('playerId')).toBe(false);
    expect(seen[0]!.body).toBeUndefined();
  });

  it.each(['post', 'put', 'delete'] as const)('adds userId to the body of %s and echoes the XSRF cookie', async (method) => {
    setMember(member);
    document.cookie = 'XSRF-TOKEN=abc.def; path=/';
    const { seen } = setup(json(200, { done: 1 }));
    await expect(api()[method]('/thing', { body: { a: 1 } })).resolves.toEqual({ done: 1 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe(method.toUpperCase());
    expect(seen[0]!.body).toEqual({ a: 1, userId: 'u-1' });
    expect(seen[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc.def');
    expect(new URL(seen[0]!.url, 'http://x').searchParams.has('userId')).toBe(false);
  });

  it('sends a write without userId when signed out', async () => {
    document.cookie = 'XSRF-TOKEN=abc.def; path=/';
    const { seen } = setup(json(200, {}));
    await api().post('/auth/login', { body: { email: 'a@b.c', password: 'x' } });
    expect(seen[0]!.body).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('does not send the XSRF header on reads', async () => {
    document.cookie = 'XSRF-TOKEN=abc.def; path=/';
    const { seen } = setup(json(200, {}));
    await api().get('/club');
    expect(seen[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('fetches an XSRF cookie first when a write finds none', async () => {
    const { seen } = setup(json(200, { token: 'n1.s1' }, 'XSRF-TOKEN=n1.s1; path=/'), json(200, { ok: 1 }));
    await api().post('/auth/login', { body: {} });
    expect(seen.map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname}`)).toEqual(['GET /api/v1/auth/xsrf', 'POST /api/v1/auth/login']);
    expect(seen[1]!.headers.get('X-XSRF-TOKEN')).toBe('n1.s1');
  });

  it('retries a write once when the server refuses the XSRF cookie and sends a fresh one', async () => {
    setMember(member);
    document.cookie = 'XSRF-TOKEN=old.sig; path=/';
    const { seen } = setup(
      json(403, { error: { code: 'xsrf', message: 'Your session needs refreshing. Please try again.' } }, 'XSRF-TOKEN=new.sig; path=/'),
      json(200, { saved: true }),
    );
    await expect(api().put('/thing', { body: { a: 1 } })).resolves.toEqual({ saved: true });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.headers.get('X-XSRF-TOKEN')).toBe('old.sig');
    expect(seen[1]!.headers.get('X-XSRF-TOKEN')).toBe('new.sig');
    expect(seen[1]!.body).toEqual({ a: 1, userId: 'u-1' });
  });

  it('retries only once on repeated XSRF refusals', async () => {
    document.cookie = 'XSRF-TOKEN=old.sig; path=/';
    const refusal = { error: { code: 'xsrf', message: 'Your session needs refreshing. Please try again.' } };
    const { seen } = setup(json(403, refusal, 'XSRF-TOKEN=n2.s; path=/'), json(403, refusal, 'XSRF-TOKEN=n3.s; path=/'));
    await expect(api().post('/thing')).rejects.toMatchObject({ status: 403, code: 'xsrf' });
    expect(seen).toHaveLength(2);
  });

  it('passes the caller AbortSignal and sets no timeout of its own', async () => {
    const controller = new AbortController();
    const { seen } = setup(json(200, {}));
    await api().get('/club', { signal: controller.signal });
    expect(seen[0]!.signal).toBe(controller.signal);
  });
});

describe('api client: answers', () => {
  it('treats any 2xx as success and returns the data', async () => {
    const { seen } = setup(json(201, { id: 'x' }), json(204));
    await expect(api().get('/a')).resolves.toEqual({ id: 'x' });
    await expect(api().get('/b')).resolves.toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it('rejects with the error field of the body', async () => {
    setup(json(400, { error: { code: 'validation', message: 'Please enter a valid email and password', fields: { email: 'Please enter a valid email address' } } }));
    const error = await api().get('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Please enter a valid email and password', fields: { email: 'Please enter a valid email address' } });
  });

  it('does not retry a failed read', async () => {
    const { seen } = setup(json(503, { error: { code: 'internal', message: 'Oops, there has been an error!' } }));
    await expect(api().get('/a')).rejects.toMatchObject({ status: 503, code: 'internal' });
    expect(seen).toHaveLength(1);
  });

  it('gives a client error for an answer without an error body', async () => {
    setup(json(502, 'Bad gateway'));
    await expect(api().get('/a')).rejects.toMatchObject({ status: 502, code: 'http' });
  });

  it('rejects a network failure with "Network Error"', async () => {
    setup(new TypeError('Failed to fetch'));
    await expect(api().get('/a')).rejects.toMatchObject({ status: null, code: 'network', message: 'Network Error' });
  });

  it('rejects an aborted call with "Request aborted"', async () => {
    const controller = new AbortController();
    setup(() => {
      controller.abort();
      return Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    });
    await expect(api().get('/a', { signal: controller.signal })).rejects.toMatchObject({ code: 'aborted', message: 'Request aborted' });
  });
});

describe('api client: 401', () => {
  it('clears the stored member and sends the browser to /', async () => {
    setMember(member);
    localStorage.setItem('touchline-outbox-marker', 'queued work');
    const { navigate } = setup(json(401, { error: { code: 'unauthorized', message: 'Token has expired' } }));
    await expect(api().get('/club')).rejects.toMatchObject({ status: 401 });
    expect(getMember()).toBeNull();
    expect(localStorage.getItem(MEMBER_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    // Nothing else is cleared: queued work waits for the same user.
    expect(localStorage.getItem('touchline-outbox-marker')).toBe('queued work');
  });

  it('keeps a newer session that replaced the one the call was sent with', async () => {
    setMember(member);
    const newer = { ...member, accessToken: 'tok-2' };
    const { navigate } = setup(() => {
      setMember(newer);
      return json(401, { error: { code: 'unauthorized', message: 'Token has expired' } });
    });
    await expect(api().get('/club')).rejects.toMatchObject({ status: 401 });
    expect(getMember()).toEqual(newer);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('leaves an anonymous failure (wrong password) on the page', async () => {
    document.cookie = 'XSRF-TOKEN=a.b; path=/';
    const { navigate } = setup(json(401, { error: { code: 'invalid_credentials', message: 'Please enter a valid email and password' } }));
    await expect(api().post('/auth/login', { body: {} })).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%2Ey; b=2', 'XSRF-TOKEN')).toBe('x.y');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });
});
