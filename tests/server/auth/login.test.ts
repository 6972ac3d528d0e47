import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as argon2 from '@node-rs/argon2';
import { createHash } from 'node:crypto';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { addMembership, createClub, createTeam, createUser, DEFAULT_PASSWORD, linkGuardian } from '../../support/factories';
import { RoleId } from '../../../src/domain/roles';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import { passwords } from '../../../server/areas/auth/passwords';
import { AUTH, expectError, from } from './helpers';

// Lets the test see that an unknown email still runs a real argon2 verify (even timing).
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

const LOGIN_MESSAGE = 'Please enter a valid email and password';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe.each(DB_KINDS)('POST auth/login on %s', (kind) => {
  let t: TestApp;
  let clubId: string;
  let teamId: string;
  beforeAll(async () => {
    // Behind one proxy on loopback: X-Forwarded-For (from()) carries the client's address.
    t = await createTestApp(kind, { TRUST_PROXY: 'loopback' });
    clubId = (await createClub(t.db, { name: 'Riverside FC', primaryColour: '#aa0000' })).id;
    teamId = (await createTeam(t.db, { clubId, name: 'Under 12s' })).id;
  });
  afterAll(() => t?.close());

  it('signs in with a new random token stored only as its SHA-256, and answers the session', async () => {
    const coach = await createUser(t.db, { email: 'Coach.One@example.test', role: 'coach', clubId, teamId, firstName: 'Cora' });
    const c = t.client();
    const res = await c.post(`${AUTH}/login`, { email: '  coach.one@EXAMPLE.test ', password: DEFAULT_PASSWORD, userId: null });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as SessionAnswer;
    expect(a.user).toMatchObject({ id: coach.id, email: 'Coach.One@example.test', firstName: 'Cora', isSuperAdmin: false, mustChangePassword: false });
    expect(a.member).toEqual({
      id: coach.id,
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      roleId: RoleId.coach,
      selectedChildId: null,
      clubId,
      clubs: [{ clubId, colour: '#aa0000' }],
    });
    expect(a.memberships).toEqual([{ clubId, clubName: 'Riverside FC', colour: '#aa0000', teamId, teamName: 'Under 12s', role: 'coach', roleId: RoleId.coach }]);

    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_tokens WHERE user_id = $1', [coach.id]);
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(a.member.accessToken)]);
    const raw = await t.db.query(`SELECT 1 FROM auth_tokens WHERE token_hash = $1`, [a.member.accessToken]);
    expect(raw).toHaveLength(0);
    const life = await t.db.one<{ days: number }>(`SELECT extract(day FROM expires_at - created_at)::int AS days FROM auth_tokens WHERE user_id = $1`, [coach.id]);
    expect(life.days).toBe(60);

    // The new token works, and the XSRF cookie was re-bound to it: a write goes through.
    c.token = a.member.accessToken;
    const write = await c.post(`${AUTH}/terms`, {}, { 'x-retried': '1' });
    expect(write.statusCode, write.body).toBe(200);
  });

  it('issues a different token at every sign-in', async () => {
    const u = await createUser(t.db, { role: 'player', clubId, teamId });
    const one = (await (await t.client().post(`${AUTH}/login`, { email: u.email, password: DEFAULT_PASSWORD })).json()) as SessionAnswer;
    const two = (await (await t.client().post(`${AUTH}/login`, { email: u.email, password: DEFAULT_PASSWORD })).json()) as SessionAnswer;
    expect(one.member.accessToken).not.toBe(two.member.accessToken);
    const n = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1 AND revoked_at IS NULL', [u.id]);
    expect(n.n).toBe(2);
  });

  it('stores the password as argon2id', async () => {
    const u = await createUser(t.db, { password: 'Another1$' });
    const row = await t.db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [u.id]);
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('picks the highest role and its club; super admins get the admin role', async () => {
    const other = await createClub(t.db, { name: 'Other FC', primaryColour: null });
    const u = await createUser(t.db, { role: 'player', clubId, teamId });
    await addMembership(t.db, { userId: u.id, clubId: other.id, role: 'club_admin' });
    const a = (await (await t.client().post(`${AUTH}/login`, { email: u.email, password: DEFAULT_PASSWORD })).json()) as SessionAnswer;
    expect(a.member.roleId).toBe(RoleId.clubAdmin);
    expect(a.member.clubId).toBe(other.id);
    expect(a.member.clubs).toEqual([
      { clubId: other.id, colour: null },
      { clubId, colour: '#aa0000' },
    ]);

    const admin = await createUser(t.db, { isSuperAdmin: true });
    const b = (await (await t.client().post(`${AUTH}/login`, { email: admin.email, password: DEFAULT_PASSWORD })).json()) as SessionAnswer;
    expect(b.member).toMatchObject({ roleId: RoleId.admin, clubId: null, clubs: [], selectedChildId: null });
    expect(b.user.isSuperAdmin).toBe(true);
  });

  it('gives a parent their first child as the selected child, and lists the children', async () => {
    const parent = await createUser(t.db, { role: 'parent', clubId });
    const zed = await createUser(t.db, { email: null, password: null, firstName: 'Zed', lastName: 'Kid', role: 'player', clubId, teamId });
    const amy = await createUser(t.db, { email: null, password: null, firstName: 'Amy', lastName: 'Kid', role: 'player', clubId, teamId });
    await linkGuardian(t.db, parent.id, zed.id);
    await linkGuardian(t.db, parent.id, amy.id);
    const a = (await (await t.client().post(`${AUTH}/login`, { email: parent.email, password: DEFAULT_PASSWORD })).json()) as SessionAnswer;
    expect(a.member.roleId).toBe(RoleId.parent);
    expect(a.member.selectedChildId).toBe(amy.id);
    expect(a.children).toEqual([
      { id: amy.id, firstName: 'Amy', lastName: 'Kid', clubId, teamId, teamName: 'Under 12s' },
      { id: zed.id, firstName: 'Zed', lastName: 'Kid', clubId, teamId, teamName: 'Under 12s' },
    ]);
  });

  it('answers a wrong password, an unknown email, a disabled account and an account without a password alike', async () => {
    const u = await createUser(t.db, { clubId, role: 'coach' });
    const off = await createUser(t.db, { active: false });
    const child = await createUser(t.db, { email: 'nopass@example.test', password: null });
    const cases = [
      { email: u.email, password: 'Wrong-password1' },
      { email: 'nobody-here@example.test', password: DEFAULT_PASSWORD },
      { email: off.email, password: DEFAULT_PASSWORD },
      { email: child.email, password: DEFAULT_PASSWORD },
    ];
    for (const [i, body] of cases.entries()) {
      const res = await t.client().post(`${AUTH}/login`, body, from(`10.9.0.${i + 1}`));
      expectError(res, 400, LOGIN_MESSAGE, 'invalid_credentials');
      expect(Object.keys(res.json().error).sort()).toEqual(['code', 'message']);
    }
    const tokens = await t.db.query('SELECT 1 FROM auth_tokens WHERE user_id = ANY($1::uuid[])', [[u.id, off.id, child.id]]);
    expect(tokens).toHaveLength(0);
  });

  it('runs a real argon2 verify against a dummy hash for an unknown email', async () => {
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();
    const res = await t.client().post(`${AUTH}/login`, { email: 'ghost@example.test', password: 'Whatever1!' }, from('10.9.1.1'));
    expectError(res, 400, LOGIN_MESSAGE);
    expect(verify).toHaveBeenCalledTimes(1);
    const [hash, password] = verify.mock.calls[0]!;
    expect(String(hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(password).toBe('Whatever1!');

    // ...the same parameters as a real account's hash, so the work is the same.
    const u = await createUser(t.db);
    verify.mockClear();
    await t.client().post(`${AUTH}/login`, { email: u.email, password: 'Wrong-password1' }, from('10.9.1.2'));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(String(verify.mock.calls[0]![0])).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('a fault on our side is a 500 with the spec login failure message', async () => {
    const spy = vi.spyOn(passwords, 'verify').mockRejectedValueOnce(new Error('disk on fire'));
    try {
      const res = await t.client().post(`${AUTH}/login`, { email: 'a@example.test', password: 'Secret1!' }, from('10.9.3.1'));
      expectError(res, 500, 'An error has occurred whilst trying to log you in', 'internal');
      expect(res.body).not.toContain('disk on fire');
    } finally {
      spy.mockRestore();
    }
  });

  describe('bad input: 400 with the spec message, never a 500', () => {
    const bodies: [string, unknown][] = [
      ['an empty body', {}],
      ['no password', { email: 'a@example.test' }],
      ['no email', { password: 'Secret1!' }],
      ['an empty email', { email: '', password: 'Secret1!' }],
      ['a malformed email', { email: 'not-an-email', password: 'Secret1!' }],
      ['an empty password', { email: 'a@example.test', password: '' }],
      ['a number for the email', { email: 42, password: 'Secret1!' }],
      ['an object for the password', { email: 'a@example.test', password: { $ne: '' } }],
      ['null fields', { email: null, password: null }],
      ['an array body', [1, 2]],
      ['a string body', 'email=a@example.test'],
      ['a huge email', { email: `${'a'.repeat(100_000)}@example.test`, password: 'Secret1!' }],
      ['a huge password', { email: 'a@example.test', password: 'P1!'.repeat(50_000) }],
    ];
    it.each(bodies)('%s', async (_name, body) => {
      const res = await t.client().post(`${AUTH}/login`, body, from('10.9.2.1'));
      expectError(res, 400, LOGIN_MESSAGE, 'invalid_credentials');
    });

    it('malformed JSON', async () => {
      const res = await t.client().request('POST', `${AUTH}/login`, '{"email": "a@example.test", "password":', { 'content-type': 'application/json' });
      expectError(res, 400, LOGIN_MESSAGE, 'invalid_credentials');
    });

    it('an empty JSON body', async () => {
      const res = await t.client().request('POST', `${AUTH}/login`, '', { 'content-type': 'application/json' });
      expectError(res, 400, LOGIN_MESSAGE, 'invalid_credentials');
    });

    it('an unsupported content type', async () => {
      const res = await t.client().request('POST', `${AUTH}/login`, '<a/>', { 'content-type': 'application/xml' });
      expectError(res, 400, LOGIN_MESSAGE, 'invalid_credentials');
    });

    it('a body over 1 MiB is 413', async () => {
      const res = await t.client().post(`${AUTH}/login`, { email: 'a@example.test', password: 'x'.repeat(1024 * 1024 + 10) });
      expectError(res, 413, 'The request is too large', 'payload_too_large');
    });
  });
});
