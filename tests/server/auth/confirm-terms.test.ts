import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createClub, createInvite, createTeam, createUser, signIn } from '../../support/factories';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import { RoleId } from '../../../src/domain/roles';
import { AUTH, expectError } from './helpers';

const FAILED = 'There has been an error activating your account';

describe.each(DB_KINDS)('POST auth/confirm and POST auth/terms on %s', (kind) => {
  let t: TestApp;
  let clubId: string;
  let otherClubId: string;
  let teamId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clubId = (await createClub(t.db, { name: 'Home FC' })).id;
    otherClubId = (await createClub(t.db, { name: 'Second FC', primaryColour: '#0000ff' })).id;
    teamId = (await createTeam(t.db, { clubId: otherClubId, name: 'Under 16s' })).id;
  });
  afterAll(() => t?.close());

  it('joins a signed-in user to the invite club and team, and spends the invite', async () => {
    const u = await createUser(t.db, { role: 'player', clubId });
    const inv = await createInvite(t.db, { clubId: otherClubId, teamId, role: 'coach', email: u.email!.toUpperCase() });
    const c = t.client();
    await signIn(c, u.email!);
    const res = await c.post(`${AUTH}/confirm`, { data: inv.guid, userId: u.id });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as SessionAnswer;
    expect(a.user.id).toBe(u.id);
    expect(a.member).toMatchObject({ accessToken: c.token, roleId: RoleId.coach, clubId: otherClubId });
    expect(a.memberships.map((m) => [m.clubId, m.role]).sort()).toEqual(
      [
        [clubId, 'player'],
        [otherClubId, 'coach'],
      ].sort(),
    );
    const row = await t.db.one<{ status: string; accepted_by: string }>('SELECT status, accepted_by FROM invites WHERE id = $1', [inv.id]);
    expect(row).toEqual({ status: 'accepted', accepted_by: u.id });
    expectError(await c.post(`${AUTH}/confirm`, { data: inv.guid }), 400, FAILED, 'activation_failed');
  });

  it('makes a signed-in parent the guardian of the invite child', async () => {
    const child = await createUser(t.db, { email: null, password: null, role: 'player', clubId });
    const parent = await createUser(t.db);
    const inv = await createInvite(t.db, { clubId, role: 'parent', childId: child.id });
    const c = t.client();
    await signIn(c, parent.email!);
    const a = (await c.post(`${AUTH}/confirm`, { data: inv.guid })).json() as SessionAnswer;
    expect(a.member).toMatchObject({ roleId: RoleId.parent, selectedChildId: child.id });
  });

  it('refuses an invite addressed to someone else, an expired one and a child login meant for another account', async () => {
    const u = await createUser(t.db);
    const c = t.client();
    await signIn(c, u.email!);
    const addressed = await createInvite(t.db, { clubId, role: 'coach', email: 'someone.else@example.test' });
    const expired = await createInvite(t.db, { clubId, role: 'coach', expiresInMinutes: -1 });
    const child = await createUser(t.db, { email: null, password: null });
    const childLogin = await createInvite(t.db, { clubId, role: 'player', childId: child.id });
    for (const inv of [addressed, expired, childLogin]) {
      expectError(await c.post(`${AUTH}/confirm`, { data: inv.guid }), 400, FAILED, 'activation_failed');
    }
    const m = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM memberships WHERE user_id = $1', [u.id]);
    expect(m.n).toBe(0);
  });

  it.each([
    ['no data', {}],
    ['an empty string', { data: '' }],
    ['not a uuid', { data: 'activate-me' }],
    ['a number', { data: 42 }],
    ['a huge string', { data: 'd'.repeat(200_000) }],
  ])('refuses %s with the activation message', async (_n, body) => {
    const u = await createUser(t.db);
    const c = t.client();
    await signIn(c, u.email!);
    expectError(await c.post(`${AUTH}/confirm`, body), 400, FAILED, 'activation_failed');
  });

  it('confirm: malformed JSON, no session, over-long body', async () => {
    const u = await createUser(t.db);
    const c = t.client();
    await signIn(c, u.email!);
    expectError(await c.request('POST', `${AUTH}/confirm`, '{"data":', { 'content-type': 'application/json' }), 400, FAILED, 'activation_failed');
    expect((await c.post(`${AUTH}/confirm`, { data: 'x'.repeat(1024 * 1024 + 1) })).statusCode).toBe(413);
    expectError(await t.client().post(`${AUTH}/confirm`, { data: '7d8b4a3e-2b1c-4d5e-8f90-123456789abc' }), 401, 'Token has expired', 'token_expired');
  });

  it('records terms acceptance for the signed-in user', async () => {
    const u = await createUser(t.db, { termsAccepted: false });
    const c = t.client();
    const login = await signIn(c, u.email!);
    expect(login.user.termsAccepted).toBe(false);
    const res = await c.post(`${AUTH}/terms`, { userId: u.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SessionAnswer).user.termsAccepted).toBe(true);
    const row = await t.db.one<{ ok: boolean }>('SELECT terms_accepted_at IS NOT NULL AS ok FROM users WHERE id = $1', [u.id]);
    expect(row.ok).toBe(true);
  });

  it('terms: no session 401, accepted=false 400, malformed JSON 400', async () => {
    expectError(await t.client().post(`${AUTH}/terms`, {}), 401, 'Token has expired', 'token_expired');
    const u = await createUser(t.db);
    const c = t.client();
    await signIn(c, u.email!);
    expectError(await c.post(`${AUTH}/terms`, { accepted: false }), 400, 'Please accept the terms of use to continue');
    expectError(await c.request('POST', `${AUTH}/terms`, '{', { 'content-type': 'application/json' }), 400, 'Please accept the terms of use to continue');
  });
});
