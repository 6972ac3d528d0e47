import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createClub, createInvite, createTeam, createUser, DEFAULT_PASSWORD, signIn } from '../../support/factories';
import type { PasswordStatus, SessionAnswer } from '../../../src/domain/auth/types';
import { RoleId } from '../../../src/domain/roles';
import { AUTH, expectError } from './helpers';

const M = {
  complete: 'Please ensure all fields are complete',
  confirm: 'Please confirm your new password correctly',
  reenter: 'Please make sure you have re-entered your new password correctly',
  updateFailed: 'There has been a problem updating your password',
  settingFailed: 'There has been an issue setting your password',
  strength: 'Password must be at least 8 characters and include 1 symbol, 1 uppercase letter and 1 number',
  invite: 'Please enter a valid invite code',
};
const NEW = 'Changed-it7';

describe.each(DB_KINDS)('POST auth/password and GET auth/password on %s', (kind) => {
  let t: TestApp;
  let clubId: string;
  let teamId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clubId = (await createClub(t.db, { name: 'Vale FC' })).id;
    teamId = (await createTeam(t.db, { clubId, name: 'Under 14s' })).id;
  });
  afterAll(() => t?.close());

  it('replaces a temporary password: flag cleared, this session kept, others revoked', async () => {
    const u = await createUser(t.db, { password: 'Temp-pass1', mustChangePassword: true });
    const c = t.client();
    const login = await signIn(c, u.email!, 'Temp-pass1');
    expect(login.user.mustChangePassword).toBe(true);
    const other = t.client();
    await signIn(other, u.email!, 'Temp-pass1');

    const status = await c.get(`${AUTH}/password?id=&userId=${u.id}`);
    expect(status.json()).toEqual({ status: 'temporary', email: u.email, invite: null } satisfies PasswordStatus);

    const res = await c.post(`${AUTH}/password`, { currentPassword: 'Temp-pass1', password: NEW, confirmPassword: NEW, userId: u.id });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as SessionAnswer;
    expect(a.user.mustChangePassword).toBe(false);
    expect(a.member.accessToken).toBe(c.token);
    expect((await c.get(`${AUTH}/validate`)).statusCode).toBe(200);
    expectError(await other.get(`${AUTH}/validate`), 401, 'Token has expired');
    expect((await c.get(`${AUTH}/password?id=${u.id}`)).json()).toEqual({ status: 'set', email: u.email, invite: null });
    expect((await t.client().post(`${AUTH}/login`, { email: u.email, password: NEW })).statusCode).toBe(200);
  });

  it('a wrong current password: "setting" for a temporary password, "updating" otherwise', async () => {
    const temp = await createUser(t.db, { mustChangePassword: true });
    const c = t.client();
    await signIn(c, temp.email!);
    expectError(await c.post(`${AUTH}/password`, { currentPassword: 'Not-it-1', password: NEW, confirmPassword: NEW }), 400, M.settingFailed, 'invalid_current_password');

    const u = await createUser(t.db);
    const d = t.client();
    await signIn(d, u.email!);
    expectError(await d.post(`${AUTH}/password`, { currentPassword: 'Not-it-1', password: NEW, confirmPassword: NEW }), 400, M.updateFailed, 'invalid_current_password');
    // The password did not change.
    expect((await t.client().post(`${AUTH}/login`, { email: u.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('stops guessing the current password after 5 wrong tries', async () => {
    const u = await createUser(t.db);
    const c = t.client();
    await signIn(c, u.email!);
    for (let i = 0; i < 5; i++) await c.post(`${AUTH}/password`, { currentPassword: `Guess-${i}!`, password: NEW, confirmPassword: NEW });
    expectError(await c.post(`${AUTH}/password`, { currentPassword: DEFAULT_PASSWORD, password: NEW, confirmPassword: NEW }), 429, 'Too many sign-in attempts. Please wait a few minutes and try again.');
  });

  it('needs a session', async () => {
    expectError(await t.client().post(`${AUTH}/password`, { currentPassword: 'a', password: NEW, confirmPassword: NEW }), 401, 'Token has expired', 'token_expired');
    expectError(await t.client().get(`${AUTH}/password`), 401, 'Token has expired', 'token_expired');
  });

  describe('bad input', () => {
    let c: ReturnType<TestApp['client']>;
    beforeAll(async () => {
      const u = await createUser(t.db);
      c = t.client();
      await signIn(c, u.email!);
    });
    const ok = { currentPassword: DEFAULT_PASSWORD, password: NEW, confirmPassword: NEW };
    it.each([
      ['an empty body', null, M.complete],
      ['an empty current password', { currentPassword: '' }, M.complete],
      ['an empty new password', { password: '' }, M.complete],
      ['a missing confirmation', { confirmPassword: undefined }, M.complete],
      ['an empty confirmation', { confirmPassword: '' }, M.confirm],
      ['a confirmation that differs', { confirmPassword: 'Changed-it8' }, M.reenter],
      ['a weak new password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, M.strength],
      ['a number for the current password', { currentPassword: 12345678 }, M.complete],
      ['a huge current password', { currentPassword: 'x'.repeat(100_000) }, 'Password must be at most 128 characters'],
    ])('%s', async (_n, over, message) => {
      const body = over === null ? {} : { ...ok, ...over };
      expectError(await c.post(`${AUTH}/password`, body), 400, message, 'validation');
    });

    it('malformed JSON and an over-long body', async () => {
      expectError(await c.request('POST', `${AUTH}/password`, '{"currentPassword"', { 'content-type': 'application/json' }), 400, M.complete);
      expect((await c.post(`${AUTH}/password`, { ...ok, currentPassword: 'p'.repeat(1024 * 1024) })).statusCode).toBe(413);
    });
  });

  describe('GET password?id= with an invite guid', () => {
    it('says "none" when the invite email has no account, with the invite to register', async () => {
      const inv = await createInvite(t.db, { clubId, teamId, role: 'player', email: 'invitee@example.test', code: 'VALE-1' });
      const res = await t.client().get(`${AUTH}/password?id=${inv.guid.toUpperCase()}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        status: 'none',
        email: 'invitee@example.test',
        invite: { code: 'VALE-1', clubId, clubName: 'Vale FC', teamId, teamName: 'Under 14s', role: 'player', roleId: RoleId.player },
      } satisfies PasswordStatus);
    });

    it('says "set" when an account has the invite email', async () => {
      const u = await createUser(t.db);
      const inv = await createInvite(t.db, { clubId, role: 'coach', email: u.email });
      expect((await t.client().get(`${AUTH}/password?id=${inv.guid}`)).json()).toMatchObject({ status: 'set', email: u.email });
    });

    it.each([
      ['not a uuid', () => Promise.resolve('abc')],
      ['an unknown guid', () => Promise.resolve('7d8b4a3e-2b1c-4d5e-8f90-123456789abc')],
      ['an accepted invite', async () => (await createInvite(t.db, { clubId, role: 'player', status: 'accepted' })).guid],
      ['an expired invite', async () => (await createInvite(t.db, { clubId, role: 'player', expiresInMinutes: -5 })).guid],
      ['a huge id', () => Promise.resolve('z'.repeat(5000))],
    ])('refuses %s', async (_n, id) => {
      expectError(await t.client().get(`${AUTH}/password?id=${await id()}`), 400, M.invite, 'invalid_invite');
    });
  });
});
