// Web Push (issue 23 item 5) on both databases, against a local push service that checks the
// VAPID signature and decrypts what it receives (web-push-testing, tests/support/push-service.ts):
// the public key, subscribe and unsubscribe with their checks and authorization, a notification
// causing a real encrypted push with the minimal payload (never to the person who made the
// change), the member's contact preferences (a safety notice still goes), a 410 removing the
// subscription, a 429 kept for its Retry-After, at most 10 browsers per member, and the retry delay.
import { createECDH, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelaySeconds } from '../../../server/areas/notifications/push-queue';
import { loadConfig } from '../../../server/config';
import { notify } from '../../../server/lib/notify';
import { loadVapidKeys } from '../../../server/lib/vapid-keys';
import { FIXTURE } from '../../../server/lib/session-kind';
import { pushMessages } from '../../../src/domain/notification/push';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { createUser } from '../../support/factories';
import { startPushService, type LocalPushService } from '../../support/push-service';
import { inDays } from '../../support/session-world';
import { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

// A real browser-like key (a P-256 point); 'B' + 'A' * 86 has the right shape but is no point.
const P256DH = createECDH('prime256v1').generateKeys('base64url');
const AUTH = 'A'.repeat(22);

describe.each(DB_KINDS)('web push on %s', (kind) => {
  let w: ClubWorld;
  let push: LocalPushService;
  let publicKey: string;
  let coach: TestClient;
  let parent: TestClient;
  const PUSH = '/api/v1/user-notification/push';

  /** A browser of this member subscribed through the app: the local service's subscription. */
  const device = async (client: TestClient) => {
    const sub = await push.subscribe(publicKey);
    const res = await client.post(PUSH, { endpoint: sub.endpoint, keys: sub.keys, expirationTime: null });
    expect(res.statusCode).toBe(201);
    return sub;
  };
  const newFixture = async () =>
    (await coach.post(`/api/v1/fixture/${w.clubA}/create`, { teamId: w.teamA, opponent: 'Cedar Town', homeAway: 'home', kickoffAt: inDays(5) }, { 'idempotency-key': randomUUID() })).json().id as string;
  const subscriptionsOf = async (userId: string) => (await w.t.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [userId])).map((r) => r.endpoint);

  beforeAll(async () => {
    push = await startPushService();
    w = await createClubWorld(kind, { pushAgent: push.agent });
    coach = w.client('coach');
    parent = w.client('parent');
    const key = await parent.get(`${PUSH}/key`);
    expect(key.statusCode).toBe(200);
    publicKey = key.json().publicKey as string;
  });
  afterAll(async () => {
    await w?.t.close();
    await push?.close();
  });

  it('answers the VAPID public key made once and kept, to signed-in members only', async () => {
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const kept = await w.t.db.one<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'vapid_keys'`);
    expect(JSON.parse(kept.value).publicKey).toBe(publicKey);
    expect((await coach.get(`${PUSH}/key`)).json().publicKey).toBe(publicKey);
    expect((await new TestClient(w.t.app).get(`${PUSH}/key`)).statusCode).toBe(401);
    // Made once: a second start (another process) reads the same pair; configured keys win.
    expect((await loadVapidKeys(w.t.db, {})).publicKey).toBe(publicKey);
    expect(await loadVapidKeys(w.t.db, { publicKey: 'Bconfigured', privateKey: 'secret' })).toEqual({ publicKey: 'Bconfigured', privateKey: 'secret' });
  });

  it('refuses a bad endpoint or bad keys with a clear message, and anonymous callers', async () => {
    const ok = { endpoint: 'https://push.example.net/abc', keys: { p256dh: P256DH, auth: AUTH } };
    const bad: [unknown, string][] = [
      [{ ...ok, endpoint: 'http://push.example.net/abc' }, pushMessages.endpoint],
      [{ ...ok, endpoint: 'https://user:pw@push.example.net/abc' }, pushMessages.endpoint],
      [{ ...ok, endpoint: 'javascript:alert(1)' }, pushMessages.endpoint],
      [{ ...ok, endpoint: `https://push.example.net/${'a'.repeat(3000)}` }, pushMessages.endpoint],
      [{ ...ok, endpoint: 42 }, pushMessages.endpoint],
      [{ ...ok, keys: { p256dh: 'short', auth: AUTH } }, pushMessages.keys],
      [{ ...ok, keys: { p256dh: 'B' + 'A'.repeat(86), auth: AUTH } }, pushMessages.keys],
      [{ ...ok, keys: { p256dh: P256DH, auth: 'not/base64url+at-all!!' } }, pushMessages.keys],
      [{ endpoint: ok.endpoint }, pushMessages.keys],
    ];
    for (const [body, message] of bad) {
      const res = await w.client('user').post(PUSH, body as object);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await subscriptionsOf(w.ids.user)).toEqual([]);
    const anonymous = await new TestClient(w.t.app).post(PUSH, ok);
    expect([401, 403]).toContain(anonymous.statusCode);
    expect((await w.client('user').delete(PUSH, { endpoint: 'ftp://x' })).statusCode).toBe(400);
  });

  it('a notification becomes an encrypted push to each browser of the member, not to the person who made the change', async () => {
    const phone = await device(parent);
    const coachPhone = await device(coach);
    const id = await newFixture();
    await w.t.app.push.drain();
    const notification = await w.t.db.one<{ id: string }>(`SELECT id FROM notifications WHERE user_id = $1 AND params->>'sessionId' = $2`, [w.ids.parent, id]);
    const got = push.received(phone.clientHash);
    expect(got).toContainEqual({ id: notification.id, title: 'New game', body: 'Alder U12 against Cedar Town', link: `/secure/fixtures/${id}`, at: expect.any(String) });
    expect(push.received(coachPhone.clientHash)).toEqual([]);
    expect((await w.t.db.query('SELECT 1 FROM push_deliveries')).length).toBe(0);
  });

  it("respects the member's contact preferences, except for a cancellation", async () => {
    const player = w.client('player');
    const phone = await device(player);
    expect((await player.put(`/api/v1/user/${w.ids.player}/preferences`, { preferences: { preFixture: false } })).statusCode).toBe(200);
    const id = await newFixture();
    expect((await coach.put(`/api/v1/fixture/${w.clubA}/${id}/cancel`, { reason: 'cancelled' })).statusCode).toBe(200);
    await w.t.app.push.drain();
    const titles = push.received(phone.clientHash).map((m) => (m as { title: string }).title);
    expect(titles).toEqual(['Game cancelled']);
  });

  it('a rolled-back write queues no push; the member\'s language is used', async () => {
    const player = w.client('player');
    await device(player);
    const fixtureId = await newFixture();
    await w.t.app.push.drain();
    await expect(
      w.t.db.transaction(async (tx) => {
        await notify(tx, { kind: 'fixture_changed', session: FIXTURE, sessionId: fixtureId, actorId: w.ids.coach });
        expect((await tx.query('SELECT 1 FROM push_deliveries')).length).toBeGreaterThan(0);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await w.t.db.query('SELECT 1 FROM push_deliveries')).length).toBe(0);

    const esPhone = await device(w.client('assistant_coach'));
    await w.t.db.query(`UPDATE users SET language = 'es' WHERE id = $1`, [w.ids.assistant_coach]);
    await newFixture();
    await w.t.app.push.drain();
    expect(push.received(esPhone.clientHash)).toMatchObject([{ title: 'Nuevo partido', body: 'Alder U12 contra Cedar Town' }]);
    await w.t.db.query(`UPDATE users SET language = NULL WHERE id = $1`, [w.ids.assistant_coach]);
  });

  it('a push service answering 410 removes that subscription', async () => {
    const keeper = (await createUser(w.t.db, { clubId: w.clubA, teamId: w.teamA, role: 'player', firstName: 'Kim', lastName: 'Alder' })).id;
    const gone = await device(await w.asUser(keeper));
    push.expire(gone.clientHash);
    await newFixture();
    await w.t.app.push.drain();
    expect(await subscriptionsOf(keeper)).toEqual([]);
    expect((await w.t.db.query('SELECT 1 FROM push_deliveries')).length).toBe(0);
  });

  it("a busy push service (429) keeps the push for later, when its Retry-After says", async () => {
    const busy = (await createUser(w.t.db, { clubId: w.clubA, teamId: w.teamA, role: 'player', firstName: 'Bo', lastName: 'Alder' })).id;
    const real = await push.subscribe(publicKey);
    const endpoint = push.busyEndpoint(600);
    expect((await (await w.asUser(busy)).post(PUSH, { endpoint, keys: real.keys })).statusCode).toBe(201);
    await newFixture();
    await w.t.app.push.drain();
    const row = await w.t.db.one<{ attempts: number; wait: number; last_error: string }>(
      `SELECT d.attempts, EXTRACT(EPOCH FROM d.next_attempt_at - now())::int AS wait, d.last_error
         FROM push_deliveries d JOIN push_subscriptions s ON s.id = d.subscription_id WHERE s.endpoint = $1`,
      [endpoint],
    );
    expect(row.attempts).toBe(1);
    expect(row.wait).toBeGreaterThan(590);
    expect(row.wait).toBeLessThanOrEqual(600);
    expect(row.last_error).toMatch(/^429/);
    expect(await subscriptionsOf(busy)).toEqual([endpoint]);
    await w.t.db.query('DELETE FROM push_subscriptions WHERE user_id = $1', [busy]);
  });

  it("unsubscribe removes only the caller's own browser; another member's endpoint is left alone", async () => {
    const target = await w.asUser(w.ids.target);
    const phone = await device(target);
    const other = await w.client('user').delete(PUSH, { endpoint: phone.endpoint });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ deleted: false });
    expect(await subscriptionsOf(w.ids.target)).toEqual([phone.endpoint]);
    expect((await target.delete(PUSH, { endpoint: phone.endpoint })).json()).toEqual({ deleted: true });
    expect((await target.delete(PUSH, { endpoint: phone.endpoint })).json()).toEqual({ deleted: false });
    await newFixture();
    await w.t.app.push.drain();
    expect(push.received(phone.clientHash)).toEqual([]);
  });

  it('keeps at most 10 browsers per member, the longest unseen going first; the same browser again is one', async () => {
    const user = w.client('user');
    const endpoint = (i: number) => `https://push.example.net/device-${i}`;
    for (let i = 0; i < 11; i++) {
      const res = await user.post(PUSH, { endpoint: endpoint(i), keys: { p256dh: P256DH, auth: AUTH } });
      expect(res.statusCode).toBe(201);
      // Distinct times, so "longest unseen" is well defined on a fast machine.
      await w.t.db.query(`UPDATE push_subscriptions SET last_seen_at = now() - make_interval(mins => $2) WHERE endpoint = $1`, [endpoint(i), 100 - i]);
    }
    const kept = await subscriptionsOf(w.ids.user);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(endpoint(0));
    expect((await user.post(PUSH, { endpoint: endpoint(5), keys: { p256dh: P256DH, auth: AUTH } })).statusCode).toBe(200);
    expect(await subscriptionsOf(w.ids.user)).toHaveLength(10);
  });
});

describe('push retry delay', () => {
  it("waits 30 s, 2, 8, 32 min, or what the service's Retry-After says (seconds or a date, at most a day)", () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, undefined))).toEqual([30, 120, 480, 1920]);
    expect(retryDelaySeconds(1, '90')).toBe(90);
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(retryDelaySeconds(1, 'Sun, 29 Nov 2026 10:05:00 GMT', now)).toBe(300);
    expect(retryDelaySeconds(1, '9999999')).toBe(86400);
    expect(retryDelaySeconds(2, 'soon')).toBe(120);
  });
});

describe('VAPID configuration', () => {
  const pair = { VAPID_PUBLIC_KEY: 'B' + 'x'.repeat(86), VAPID_PRIVATE_KEY: 'y'.repeat(43) };
  it('takes both keys or neither, and a mailto: or https subject (default: the support address)', () => {
    expect(loadConfig({}).vapid).toEqual({ publicKey: undefined, privateKey: undefined, subject: 'mailto:support@touchline.local' });
    expect(loadConfig({ ...pair, VAPID_SUBJECT: 'https://club.example.org' }).vapid).toEqual({ publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY, subject: 'https://club.example.org' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/together, or neither/);
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://club.example.org' })).toThrow(/VAPID_SUBJECT/);
  });
});
