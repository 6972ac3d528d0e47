// The transport's XSRF handling (src/sync/transport.ts): a write refused for a stale value (403
// xsrf) is made once more with a value asked for afresh, for a sync batch and for the revocation
// of a signed-out token alike; a second refusal is not retried in a loop.
import { describe, expect, it } from 'vitest';
import { createHttpTransport } from '../../src/sync/transport';
import { fakeServer, json } from '../app/api/fake-server';

const refusedXsrf = json(403, { error: { code: 'xsrf', message: 'Please reload the page' } });
const item = { key: '0190a6f2-0000-7000-8000-000000000001', method: 'PUT' as const, path: '/api/v1/fixture/c/f/event', body: { id: 'e' }, stream: 'fixture:f' };

describe('a stale XSRF value', () => {
  it('a sync batch: asked for afresh and sent once more', async () => {
    const api = fakeServer(json(200, { token: 'x1' }), refusedXsrf, json(200, { token: 'x2' }), json(200, { results: [{ key: item.key, status: 200, body: {} }] }));
    const result = await createHttpTransport({ fetch: api.fetch }).send([item], 'tok');
    expect(result).toEqual({ kind: 'answers', results: [{ key: item.key, status: 200, body: {} }] });
    expect(api.seen.map((r) => `${r.method} ${r.path} ${r.headers.get('x-xsrf-token') ?? ''}`.trim())).toEqual(['GET /api/v1/auth/xsrf', 'POST /api/v1/sync x1', 'GET /api/v1/auth/xsrf', 'POST /api/v1/sync x2']);
  });

  it('a sync batch refused twice: no third try, kept to retry later', async () => {
    const api = fakeServer(json(200, { token: 'x1' }), refusedXsrf, json(200, { token: 'x2' }), refusedXsrf);
    const result = await createHttpTransport({ fetch: api.fetch }).send([item], 'tok');
    expect(result).toMatchObject({ kind: 'transient', errorClass: 'protocol', status: 403 });
    expect(api.seen).toHaveLength(4);
  });

  it("a token's revocation: its value asked for with that token, afresh after a refusal", async () => {
    const api = fakeServer(json(200, { token: 'x1' }), refusedXsrf, json(200, { token: 'x2' }), json(200, {}));
    expect(await createHttpTransport({ fetch: api.fetch }).revoke('old-tok')).toBe('revoked');
    expect(api.seen.map((r) => `${r.method} ${r.path} ${r.headers.get('touchlinetoken')} ${r.headers.get('x-xsrf-token') ?? ''}`.trim())).toEqual([
      'GET /api/v1/auth/xsrf old-tok',
      'DELETE /api/v1/auth old-tok x1',
      'GET /api/v1/auth/xsrf old-tok',
      'DELETE /api/v1/auth old-tok x2',
    ]);
  });

  it('a revocation refused twice, or a token the server no longer knows', async () => {
    const twice = fakeServer(json(200, { token: 'x1' }), refusedXsrf, json(200, { token: 'x2' }), refusedXsrf);
    expect(await createHttpTransport({ fetch: twice.fetch }).revoke('old-tok')).toBe('retry');
    const unknown = fakeServer(json(401, { error: { code: 'token_expired', message: 'Token has expired' } }));
    expect(await createHttpTransport({ fetch: unknown.fetch }).revoke('old-tok')).toBe('revoked');
    expect(unknown.seen).toHaveLength(1);
  });
});
