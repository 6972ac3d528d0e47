import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createClub, createTeam, createUser, linkGuardian, signIn } from '../../support/factories';
import { hashToken } from '../../../server/plugins/auth';
import { RoleId } from '../../../src/domain/roles';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import { AUTH, expectError } from './helpers';

const EXPIRED = 'Token has expired';

describe.each(DB_KINDS)('GET auth/validate and DELETE auth on %s', (kind) => {
  let t: TestApp;
  let clubId: string;
  let teamId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clubId = (await createClub(t.db)).id;
    teamId = (await createTeam(t.db, { clubId })).id;
  });
  afterAll(() => t?.close());

  it('answers the session for the token sent, with userId in the query ignored', async () => {
    const u = await createUser(t.db, { role: 'coach', clubId, teamId });
    const c = t.client();
    const login = await signIn(c, u.email!);
    const res = await c.get(`${AUTH}/validate?playerId=&userId=${u.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as SessionAnswer;
    expect(a.member).toEqual(login.member);
    expect(a.member.accessToken).toBe(c.token);
  });

  it.each([
    ['no token', null],
    ['an unknown token', 'x'.repeat(43)],
    ['an over-long token', 'y'.repeat(500)],
  ])('answers 401 Token has expired with %s', async (_n, token) => {
    const c = t.client();
    c.token = token;
    expectError(await c.get(`${AUTH}/validate?playerId=`), 401, EXPIRED, 'token_expired');
  });

  it('answers 401 for an expired token and for a disabled account', async () => {
    const u = await createUser(t.db);
    const c = t.client();
    await signIn(c, u.email!);
    await t.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(c.token!)]);
    expectError(await c.get(`${AUTH}/validate`), 401, EXPIRED, 'token_expired');

    const v = await createUser(t.db);
    const d = t.client();
    await signIn(d, v.email!);
    await t.db.query('UPDATE users SET active = false WHERE id = $1', [v.id]);
    expectError(await d.get(`${AUTH}/validate`), 401, EXPIRED, 'token_expired');
  });

  it('slides the expiry of a token in use, within the yearly cap', async () => {
    const u = await createUser(t.db);
    const c = t.client();
    await signIn(c, u.email!);
    const h = hashToken(c.token!);
    await t.db.query(`UPDATE auth_tokens SET last_used_at = now() - interval '2 hours', expires_at = now() + interval '1 day' WHERE token_hash = $1`, [h]);
    expect((await c.get(`${AUTH}/validate`)).statusCode).toBe(200);
    const row = await t.db.one<{ days: number }>(`SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM auth_tokens WHERE token_hash = $1`, [h]);
    expect(row.days).toBe(60);

    await t.db.query(`UPDATE auth_tokens SET created_at = now() - interval '364 days', last_used_at = now() - interval '2 hours', expires_at = now() + interval '1 hour' WHERE token_hash = $1`, [h]);
    expect((await c.get(`${AUTH}/validate`)).statusCode).toBe(200);
    const capped = await t.db.one<{ days: number }>(`SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM auth_tokens WHERE token_hash = $1`, [h]);
    expect(capped.days).toBe(1);
  });

  it('takes a parent child as playerId and refuses anyone else with 403', async () => {
    const parent = await createUser(t.db, { role: 'parent', clubId });
    const a = await createUser(t.db, { email: null, password: null, firstName: 'Ann', role: 'player', clubId, teamId });
    const b = await createUser(t.db, { email: null, password: null, firstName: 'Ben', role: 'player', clubId, teamId });
    const stranger = await createUser(t.db, { role: 'player', clubId, teamId });
    await linkGuardian(t.db, parent.id, a.id);
    await linkGuardian(t.db, parent.id, b.id);
    const c = t.client();
    await signIn(c, parent.email!);

    const res = await c.get(`${AUTH}/validate?playerId=${b.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SessionAnswer).member).toMatchObject({ roleId: RoleId.parent, selectedChildId: b.id });

    expectError(await c.get(`${AUTH}/validate?playerId=${stranger.id}`), 403, 'You do not have access to this screen', 'player_forbidden');
    expectError(await c.get(`${AUTH}/validate?playerId=not-a-uuid`), 403, 'You do not have access to this screen');
  });

  it('takes a player own id as playerId and refuses another player', async () => {
    const p = await createUser(t.db, { role: 'player', clubId, teamId });
    const other = await createUser(t.db, { role: 'player', clubId, teamId });
    const c = t.client();
    await signIn(c, p.email!);
    const ok = await c.get(`${AUTH}/validate?playerId=${p.id}`);
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as SessionAnswer).member).toMatchObject({ roleId: RoleId.player, selectedChildId: null });
    expectError(await c.get(`${AUTH}/validate?playerId=${other.id}`), 403, 'You do not have access to this screen');
    // A repeated query parameter is read, not a 500.
    expect((await c.get(`${AUTH}/validate?playerId=${p.id}&playerId=${p.id}`)).statusCode).toBe(200);
  });

  it('logs out: the token is revoked, validate then answers 401, other sessions stay', async () => {
    const u = await createUser(t.db);
    const phone = t.client();
    const laptop = t.client();
    await signIn(phone, u.email!);
    await signIn(laptop, u.email!);
    const token = phone.token!;

    const res = await phone.delete(AUTH, { userId: u.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    const row = await t.db.one<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM auth_tokens WHERE token_hash = $1', [hashToken(token)]);
    expect(row.revoked).toBe(true);
    expectError(await phone.get(`${AUTH}/validate`), 401, EXPIRED, 'token_expired');
    expect((await laptop.get(`${AUTH}/validate`)).statusCode).toBe(200);
  });

  it('logs out without a live token too, and rebinds the XSRF cookie to no session', async () => {
    const c = t.client();
    c.token = 'z'.repeat(43);
    const res = await c.delete(AUTH);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.some((k) => k.name === 'XSRF-TOKEN')).toBe(true);
  });
});
