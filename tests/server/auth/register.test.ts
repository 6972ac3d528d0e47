import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createClub, createInvite, createTeam, createUser, DEFAULT_PASSWORD } from '../../support/factories';
import { hashToken } from '../../../server/plugins/auth';
import { issueToken } from '../../../server/areas/auth/tokens';
import { RoleId } from '../../../src/domain/roles';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import { AUTH, expectError, from } from './helpers';

const M = {
  invite: 'Please enter a valid invite code',
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid country code and mobile number',
  complete: 'Please ensure all fields are complete',
  match: 'Please ensure passwords match',
  strength: 'Password must be at least 8 characters and include 1 symbol, 1 uppercase letter and 1 number',
  terms: 'Please accept the terms of use to continue',
  taken: 'This email address cannot be used. Please sign in or use a different email address',
};

let n = 0;
const form = (inviteCode: string, over: Record<string, unknown> = {}) => ({
  inviteCode,
  email: `new-${++n}-${Date.now()}@example.test`,
  countryCode: '+44',
  mobile: '07700 900123',
  firstName: 'Nia',
  lastName: 'Newcomer',
  password: 'Brand-new1',
  confirmPassword: 'Brand-new1',
  termsAccepted: true,
  ...over,
});

describe.each(DB_KINDS)('POST auth (register) on %s', (kind) => {
  let t: TestApp;
  let clubId: string;
  let teamId: string;
  beforeAll(async () => {
    // Behind one proxy on loopback: X-Forwarded-For (from()) carries the client's address.
    t = await createTestApp(kind, { TRUST_PROXY: 'loopback' });
    clubId = (await createClub(t.db, { name: 'Hill FC', primaryColour: '#00aa00' })).id;
    teamId = (await createTeam(t.db, { clubId, name: 'Under 9s' })).id;
  });
  afterAll(() => t?.close());

  it('gives the member the club already made (upload, full invite) its login when they type the code', async () => {
    const made = await t.db.one<{ id: string }>("INSERT INTO users (email, first_name, last_name, created_by_club) VALUES ('made.parent@example.test', 'Mo', 'Made', $1) RETURNING id", [clubId]);
    await t.db.query("INSERT INTO memberships (user_id, club_id, team_id, role, active, status) VALUES ($1, $2, $3, 'parent', false, 'invited')", [made.id, clubId, teamId]);
    const invite = await createInvite(t.db, { clubId, teamId, role: 'parent', code: 'MADE-1', email: 'made.parent@example.test', userId: made.id });

    const other = await t.client().post(AUTH, form('MADE-1', { email: 'someone.else@example.test' }));
    expectError(other, 400, 'Please use the email address this invite was sent to', 'email_mismatch');

    const res = await t.client().post(AUTH, form('made-1', { email: 'Made.Parent@example.test' }));
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as SessionAnswer;
    expect(a.user.id).toBe(made.id);
    expect(a.member).toMatchObject({ roleId: RoleId.parent, clubId });
    const rows = await t.db.query<{ active: boolean; status: string }>('SELECT active, status FROM memberships WHERE user_id = $1', [made.id]);
    expect(rows).toEqual([{ active: true, status: 'accepted' }]);
    expect((await t.db.one<{ accepted_by: string }>('SELECT accepted_by FROM invites WHERE id = $1', [invite.id])).accepted_by).toBe(made.id);
  });

  it('refuses a staff invite by its typed code: staff join through the mailed link, which proves the e-mail (issue 18)', async () => {
    for (const role of ['coach', 'assistant_coach', 'club_admin'] as const) {
      const invite = await createInvite(t.db, { clubId, teamId: role === 'club_admin' ? null : teamId, role, email: `staff-${role}@example.test` });
      const res = await t.client().post(AUTH, form(invite.code, { email: `staff-${role}@example.test` }));
      expectError(res, 403, 'Please open the link in your invitation email to join as staff', 'invite_link_required');
      expect((await t.db.one<{ status: string }>('SELECT status FROM invites WHERE id = $1', [invite.id])).status).toBe('sent');
    }
    expect((await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email LIKE 'staff-%'")).n).toBe(0);
  });

  it('never gives new credentials to an account that has a password, and revokes the tokens of an account it gives a login', async () => {
    // An account with a password (its owner registered elsewhere) named by an invite: refused;
    // its owner signs in and confirms instead.
    const owner = await createUser(t.db, { email: 'owner@example.test' });
    const invite = await createInvite(t.db, { clubId, teamId, role: 'parent', email: 'owner@example.test', userId: owner.id });
    expectError(await t.client().post(AUTH, form(invite.code, { email: 'owner@example.test' })), 400, M.taken, 'email_unavailable');
    expect((await t.client().post(`${AUTH}/login`, { email: 'owner@example.test', password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect((await t.db.one<{ status: string }>('SELECT status FROM invites WHERE id = $1', [invite.id])).status).toBe('sent');
    // An account without a password that someone signed in as before (a stale token): the login
    // the invitee sets ends that session.
    const made = await t.db.one<{ id: string }>("INSERT INTO users (email, first_name, last_name, created_by_club) VALUES ('stale@example.test', 'S', 'T', $1) RETURNING id", [clubId]);
    await t.db.query("INSERT INTO memberships (user_id, club_id, team_id, role, active, status) VALUES ($1, $2, $3, 'parent', false, 'invited')", [made.id, clubId, teamId]);
    const staleInvite = await createInvite(t.db, { clubId, teamId, role: 'parent', email: 'stale@example.test', userId: made.id });
    const stale = t.client();
    stale.token = await issueToken(t.db, made.id, 'vitest');
    expect((await stale.get(`${AUTH}/validate`)).statusCode).toBe(200);
    expect((await t.client().post(AUTH, form(staleInvite.code, { email: 'stale@example.test' }))).statusCode).toBe(201);
    expect((await stale.get(`${AUTH}/validate`)).statusCode).toBe(401);
  });

  it('creates the user and membership from the invite, accepts it and signs in (201)', async () => {
    const invite = await createInvite(t.db, { clubId, teamId, role: 'parent', code: 'COACH-1' });
    const c = t.client();
    const body = form('coach-1', { email: 'Fresh.Coach@Example.test' });
    const res = await c.post(AUTH, body);
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as SessionAnswer;
    expect(a.user).toMatchObject({ email: 'fresh.coach@example.test', firstName: 'Nia', lastName: 'Newcomer', termsAccepted: true, mustChangePassword: false });
    expect(a.member).toMatchObject({ roleId: RoleId.parent, clubId, clubs: [{ clubId, colour: '#00aa00' }] });
    expect(a.memberships).toEqual([{ clubId, clubName: 'Hill FC', colour: '#00aa00', teamId, teamName: 'Under 9s', role: 'parent', roleId: RoleId.parent }]);

    const user = await t.db.one<{ password_hash: string; country_code: string; telephone: string }>('SELECT password_hash, country_code, telephone FROM users WHERE id = $1', [a.user.id]);
    expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(user).toMatchObject({ country_code: '+44', telephone: '07700900123' });
    const inv = await t.db.one<{ status: string; accepted_by: string }>('SELECT status, accepted_by FROM invites WHERE id = $1', [invite.id]);
    expect(inv).toEqual({ status: 'accepted', accepted_by: a.user.id });
    const tok = await t.db.query('SELECT 1 FROM auth_tokens WHERE token_hash = $1 AND user_id = $2', [hashToken(a.member.accessToken), a.user.id]);
    expect(tok).toHaveLength(1);

    // Signed in: the session check works, and the password signs in.
    c.token = a.member.accessToken;
    expect((await c.get(`${AUTH}/validate`)).statusCode).toBe(200);
    expect((await t.client().post(`${AUTH}/login`, { email: 'fresh.coach@example.test', password: 'Brand-new1' })).statusCode).toBe(200);

    // The code is spent.
    expectError(await t.client().post(AUTH, form('COACH-1')), 400, M.invite, 'invalid_invite');
  });

  it('links a parent invited for a child as guardian, with the child selected', async () => {
    const child = await createUser(t.db, { email: null, password: null, firstName: 'Kid', role: 'player', clubId, teamId });
    const invite = await createInvite(t.db, { clubId, role: 'parent', childId: child.id });
    const res = await t.client().post(AUTH, form(invite.code));
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as SessionAnswer;
    expect(a.member).toMatchObject({ roleId: RoleId.parent, selectedChildId: child.id });
    expect(a.children.map((k) => k.id)).toEqual([child.id]);
  });

  it('gives a child account made by a parent its own login with a player child invite', async () => {
    const child = await createUser(t.db, { email: null, password: null, firstName: 'Kid', role: 'player', clubId, teamId });
    const invite = await createInvite(t.db, { clubId, teamId, role: 'player', childId: child.id });
    const res = await t.client().post(AUTH, form(invite.code, { email: 'kid-login@example.test', firstName: 'Kiddo' }));
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as SessionAnswer;
    expect(a.user).toMatchObject({ id: child.id, email: 'kid-login@example.test', firstName: 'Kiddo' });
    expect(a.member.roleId).toBe(RoleId.player);
    const m = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM memberships WHERE user_id = $1', [child.id]);
    expect(m.n).toBe(1);
  });

  it.each([
    ['an unknown code', async () => 'NOPE-123'],
    ['an accepted code', async () => (await createInvite(t.db, { clubId, role: 'player', status: 'accepted' })).code],
    ['a revoked code', async () => (await createInvite(t.db, { clubId, role: 'player', status: 'revoked' })).code],
    ['an expired code', async () => (await createInvite(t.db, { clubId, role: 'player', expiresInMinutes: -1 })).code],
    ['a code of an inactive club', async () => (await createInvite(t.db, { clubId: (await createClub(t.db, { active: false })).id, role: 'player' })).code],
  ])('refuses %s with the invite message', async (_n, code) => {
    const res = await t.client().post(AUTH, form(await code()), from('10.20.0.1'));
    expectError(res, 400, M.invite, 'invalid_invite');
  });

  it('refuses an email that already has an account without saying more, and keeps the invite', async () => {
    const existing = await createUser(t.db);
    const invite = await createInvite(t.db, { clubId, role: 'player' });
    const res = await t.client().post(AUTH, form(invite.code, { email: existing.email!.toUpperCase() }));
    expectError(res, 400, M.taken, 'email_unavailable');
    const inv = await t.db.one<{ status: string }>('SELECT status FROM invites WHERE id = $1', [invite.id]);
    expect(inv.status).toBe('sent');
  });

  it('throttles invite code guessing per address', async () => {
    for (let i = 0; i < 20; i++) await t.client().post(AUTH, form(`GUESS-${i}`), from('10.20.9.9'));
    const res = await t.client().post(AUTH, form('GUESS-X'), from('10.20.9.9'));
    expectError(res, 429, 'Too many sign-in attempts. Please wait a few minutes and try again.', 'too_many_attempts');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expectError(await t.client().post(AUTH, form('GUESS-Y'), from('10.20.9.10')), 400, M.invite);
  });

  describe('bad input: 400 with the spec message', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no invite code', { inviteCode: undefined }, M.complete],
      ['an empty invite code', { inviteCode: '' }, M.invite],
      ['a numeric invite code', { inviteCode: 123456 }, M.invite],
      ['a huge invite code', { inviteCode: 'A'.repeat(10_000) }, M.invite],
      ['a malformed email', { email: 'nope@' }, M.email],
      ['a huge email', { email: `${'e'.repeat(5000)}@example.test` }, M.email],
      ['a bad country code', { countryCode: 'UK' }, M.mobile],
      ['a short mobile', { mobile: '123' }, M.mobile],
      ['letters in the mobile', { mobile: '0770abc0123' }, M.mobile],
      ['an empty first name', { firstName: '  ' }, M.complete],
      // Issue 19: the refusal names the limit (it said 'Please ensure all fields are complete').
      ['a huge last name', { lastName: 'L'.repeat(5000) }, 'Please keep this to 100 characters'],
      ['a weak password', { password: 'password', confirmPassword: 'password' }, M.strength],
      ['a password without a symbol', { password: 'Password1', confirmPassword: 'Password1' }, M.strength],
      ['a password without an uppercase letter', { password: 'password1!', confirmPassword: 'password1!' }, M.strength],
      ['a password without a number', { password: 'Password!', confirmPassword: 'Password!' }, M.strength],
      ['a 7-character password', { password: 'Pass1!a', confirmPassword: 'Pass1!a' }, M.strength],
      ['passwords that differ', { confirmPassword: 'Brand-new2' }, M.match],
      ['no confirmation', { confirmPassword: '' }, M.match],
      ['terms not accepted', { termsAccepted: false }, M.terms],
      ['terms as a string', { termsAccepted: 'true' }, M.terms],
    ];
    it.each(cases)('%s', async (_n, over, message) => {
      const invite = await createInvite(t.db, { clubId, role: 'player' });
      const res = await t.client().post(AUTH, form(invite.code, over), from('10.20.1.1'));
      expectError(res, 400, message, 'validation');
      const inv = await t.db.one<{ status: string }>('SELECT status FROM invites WHERE id = $1', [invite.id]);
      expect(inv.status).toBe('sent');
    });

    it('an empty body and malformed JSON', async () => {
      expectError(await t.client().post(AUTH, {}), 400, M.complete);
      expectError(await t.client().request('POST', AUTH, '{"inviteCode":', { 'content-type': 'application/json' }), 400, M.complete, 'validation');
      expectError(await t.client().post(AUTH, null), 400, M.complete);
    });

    it('an over-long body is 413', async () => {
      const res = await t.client().post(AUTH, form('X', { firstName: 'x'.repeat(1100 * 1024) }));
      expect(res.statusCode).toBe(413);
    });
  });
});
