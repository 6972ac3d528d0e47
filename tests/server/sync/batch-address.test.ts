// Issue 18, finding 3: an item of a sync batch is the batch request's own call, so it is throttled
// under the batch request's address; and sign-in and account calls (everything under
// /api/v1/auth, the invite link's registration) are refused inside a batch, so 40 logins can
// never pass as one request.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createMemoryMailer } from '../../../server/lib/mailer';
import { createTestDb, DB_KINDS } from '../../support/test-db';
import { createTestApp, TestClient, type TestApp } from '../../support/test-app';
import { createInvite, createUser, DEFAULT_PASSWORD } from '../../support/factories';
import { buildWorld, clientAs, eventPath, type World } from './world';

const item = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown = {}) => ({ key: randomUUID(), method, path, stream: randomUUID(), body });

describe.each(DB_KINDS)('sign-in and account calls in a sync batch on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
  });
  afterAll(async () => t?.close());

  async function refused(path: string, body: unknown = {}, method: 'POST' | 'PUT' | 'DELETE' = 'POST') {
    const res = await clientAs(t, w.coach).post('/api/v1/sync', { items: [item(method, path, body)] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().results[0] as { status: number; body: { error: { code: string; message: string } } };
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'not_in_batch', message: 'Sign-in and account calls cannot be sent in a sync batch; send them on their own' });
  }

  it('refuses a login item and counts nothing against the account', async () => {
    const u = await createUser(t.db);
    await refused('/api/v1/auth/login', { email: u.email, password: DEFAULT_PASSWORD });
    await refused('/api/v1/auth/login', { email: u.email, password: 'Wrong-1!' });
    expect(await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1', [u.id])).toEqual({ n: 0 });
    expect(await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM login_throttle')).toEqual({ n: 0 });
  });

  it('refuses the other auth calls, however the path is spelt', async () => {
    await refused('/api/v1/auth', {}, 'DELETE');
    await refused('/api/v1/auth/password', { currentPassword: 'x', password: 'y', confirmPassword: 'y' });
    await refused('/api/v1/auth/password/code', { email: 'a@example.test' }, 'PUT');
    await refused('/api/v1/auth/confirm', { data: randomUUID() });
    await refused('/api/v1/%61uth/login', { email: 'a@example.test', password: 'Wrong-1!' });
    await refused('/api/v1/auth/login?x=1', { email: 'a@example.test', password: 'Wrong-1!' });
  });

  it("refuses the invite link's registration, and the invite stays unused", async () => {
    const invite = await createInvite(t.db, { clubId: w.clubId, teamId: w.teamId, role: 'parent' });
    await refused(`/api/v1/open/${invite.guid}/club/invites/password`, {
      email: 'batch.joiner@example.test', countryCode: '+44', mobile: '07700 900456', firstName: 'Bat', lastName: 'Ch',
      password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', termsAccepted: true,
    });
    expect(await t.db.one('SELECT status FROM invites WHERE id = $1', [invite.id])).toEqual({ status: 'sent' });
  });

  it('still runs the other items of the batch', async () => {
    const res = await clientAs(t, w.coach).post('/api/v1/sync', {
      items: [item('POST', '/api/v1/auth/login', { email: 'a@example.test', password: 'Wrong-1!' }), item('PUT', eventPath(w), { id: randomUUID(), kind: 'goal', matchSecond: 60 })],
    });
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([400, 200]);
  });
});

describe.each(DB_KINDS)("a batch item's address on %s", (kind) => {
  const seen: { url: string; ip: string }[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let w: World;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const db = await createTestDb(kind);
    const config = loadConfig({ TOUCHLINE_DATA_DIR: '.test-data', TOUCHLINE_STATIC_DIR: '.test-data/no-static', RATE_LIMIT_MAX: '100000', TRUST_PROXY: '1' });
    app = await buildApp({ config, db, mailer: createMemoryMailer(), logger: false });
    // Every request's address as the routes and throttles see it (request.ip).
    app.addHook('onRequest', async (request) => {
      seen.push({ url: request.url, ip: request.ip });
    });
    await app.ready();
    w = await buildWorld(db);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(async () => close?.());

  it("is the batch request's address, the one its proxy forwarded", async () => {
    const c = new TestClient(app);
    c.token = w.coach.token;
    const goal = item('PUT', eventPath(w), { id: randomUUID(), kind: 'goal', matchSecond: 60 });
    seen.length = 0;
    const res = await c.post('/api/v1/sync', { items: [goal] }, { 'x-forwarded-for': '203.0.113.7' });
    expect(res.json().results[0].status).toBe(200);
    expect(seen.find((s) => s.url === '/api/v1/sync')?.ip).toBe('203.0.113.7');
    expect(seen.find((s) => s.url === goal.path)?.ip).toBe('203.0.113.7');
  });
});
