import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createUser, DEFAULT_PASSWORD, signIn } from '../../support/factories';
import { passwords } from '../../../server/areas/auth/passwords';
import { AUTH, expectError, from } from './helpers';

const M = {
  email: 'Please enter a valid email address',
  code: 'Please enter a valid verification code',
  mismatch: 'Passwords do not match',
  strength: 'Password must be at least 8 characters and include 1 symbol, 1 uppercase letter and 1 number',
  failed: 'There has been an issue resetting your password',
};
const NEW = 'Fresh-start9';

describe.each(DB_KINDS)('PUT auth/password/code and PUT auth/password on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind one proxy on loopback: X-Forwarded-For (from()) carries the client's address.
    t = await createTestApp(kind, { TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());

  const mailsTo = (email: string) => t.mail.filter((m) => m.to === email);
  async function requestCode(email: string, ip = '10.30.0.1'): Promise<string> {
    const before = mailsTo(email).length;
    const res = await t.client().put(`${AUTH}/password/code`, { email }, from(ip));
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(mailsTo(email).length).toBe(before + 1));
    const text = mailsTo(email).at(-1)!.text;
    return /\b(\d{6})\b/.exec(text)![1]!;
  }

  it('mails a 6-digit code, stored only as a hash with a 15-minute expiry', async () => {
    const u = await createUser(t.db);
    const res = await t.client().put(`${AUTH}/password/code`, { email: u.email!.toUpperCase(), userId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    await vi.waitFor(() => expect(mailsTo(u.email!)).toHaveLength(1));
    const mail = mailsTo(u.email!)[0]!;
    expect(mail.subject).toBe('Your Touchline password reset code');
    const code = /Your password reset code is (\d{6})\n/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('within 15 minutes');
    const row = await t.db.one<{ code_hash: string; minutes: number }>(
      `SELECT code_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_codes WHERE user_id = $1`,
      [u.id],
    );
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.minutes).toBe(15);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const before = t.mail.length;
    const res = await t.client().put(`${AUTH}/password/code`, { email: 'nobody-at-all@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(t.mail.length).toBe(before);
  });

  it('sends at most 3 codes per account in 15 minutes, still answering 200', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 3; i++) await requestCode(u.email!, `10.30.1.${i}`);
    const res = await t.client().put(`${AUTH}/password/code`, { email: u.email }, from('10.30.1.9'));
    expect(res.statusCode).toBe(200);
    expect(mailsTo(u.email!)).toHaveLength(3);
  });

  it.each([
    ['no email', {}],
    ['an empty email', { email: '' }],
    ['a malformed email', { email: 'someone@' }],
    ['a number', { email: 7 }],
    ['a huge email', { email: `${'m'.repeat(300)}@example.test` }],
  ])('PUT password/code refuses %s with the spec message', async (_n, body) => {
    expectError(await t.client().put(`${AUTH}/password/code`, body), 400, M.email, 'validation');
  });

  it('PUT password/code: malformed JSON and an over-long body', async () => {
    expectError(await t.client().request('PUT', `${AUTH}/password/code`, '{"email"', { 'content-type': 'application/json' }), 400, M.email);
    expect((await t.client().put(`${AUTH}/password/code`, { email: 'x'.repeat(2 * 1024 * 1024) })).statusCode).toBe(413);
  });

  it('resets with the code: new password works, old fails, every token revoked, code spent', async () => {
    const u = await createUser(t.db);
    const phone = t.client();
    await signIn(phone, u.email!);
    const code = await requestCode(u.email!);
    const res = await t.client().put(`${AUTH}/password`, { email: u.email, code, password: NEW, confirmPassword: NEW });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});

    expectError(await phone.get(`${AUTH}/validate`), 401, 'Token has expired');
    expect((await t.client().post(`${AUTH}/login`, { email: u.email, password: NEW })).statusCode).toBe(200);
    expectError(await t.client().post(`${AUTH}/login`, { email: u.email, password: DEFAULT_PASSWORD }, from('10.30.2.2')), 400, 'Please enter a valid email and password');
    // The same code cannot be used twice.
    expectError(await t.client().put(`${AUTH}/password`, { email: u.email, code, password: 'Again-new1', confirmPassword: 'Again-new1' }), 400, M.code, 'invalid_code');
  });

  it('refuses a wrong code, an expired code, an older code and an unknown email alike', async () => {
    const u = await createUser(t.db);
    const first = await requestCode(u.email!);
    const second = await requestCode(u.email!, '10.30.3.2');
    const body = (code: string, email = u.email) => ({ email, code, password: NEW, confirmPassword: NEW });
    const wrong = second === '000000' ? '000001' : '000000';
    expectError(await t.client().put(`${AUTH}/password`, body(wrong)), 400, M.code, 'invalid_code');
    if (first !== second) expectError(await t.client().put(`${AUTH}/password`, body(first)), 400, M.code, 'invalid_code');
    expectError(await t.client().put(`${AUTH}/password`, body(second, 'ghost@example.test')), 400, M.code, 'invalid_code');

    await t.db.query(`UPDATE password_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [u.id]);
    expectError(await t.client().put(`${AUTH}/password`, body(second)), 400, M.code, 'invalid_code');
  });

  it('kills a code after 5 wrong tries, even if the right one comes next', async () => {
    const u = await createUser(t.db);
    const code = await requestCode(u.email!);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expectError(await t.client().put(`${AUTH}/password`, { email: u.email, code: wrong, password: NEW, confirmPassword: NEW }, from('10.30.4.1')), 400, M.code);
    }
    expectError(await t.client().put(`${AUTH}/password`, { email: u.email, code, password: NEW, confirmPassword: NEW }, from('10.30.4.1')), 400, M.code);
    const row = await t.db.one<{ attempts: number }>('SELECT attempts FROM password_codes WHERE user_id = $1', [u.id]);
    expect(row.attempts).toBe(5);
  });

  it('a fault on our side during a reset is a 500 with the spec message, and changes nothing', async () => {
    const u = await createUser(t.db);
    const code = await requestCode(u.email!, '10.30.6.1');
    const spy = vi.spyOn(passwords, 'hash').mockRejectedValueOnce(new Error('out of memory'));
    try {
      const res = await t.client().put(`${AUTH}/password`, { email: u.email, code, password: NEW, confirmPassword: NEW }, from('10.30.6.1'));
      expectError(res, 500, M.failed, 'internal');
    } finally {
      spy.mockRestore();
    }
    expect((await t.client().post(`${AUTH}/login`, { email: u.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('throttles wrong codes per address', async () => {
    for (let i = 0; i < 20; i++) {
      await t.client().put(`${AUTH}/password`, { email: `spray${i}@example.test`, code: '123456', password: NEW, confirmPassword: NEW }, from('10.30.5.5'));
    }
    const res = await t.client().put(`${AUTH}/password`, { email: 'spray@example.test', code: '123456', password: NEW, confirmPassword: NEW }, from('10.30.5.5'));
    expectError(res, 429, 'Too many sign-in attempts. Please wait a few minutes and try again.', 'too_many_attempts');
  });

  describe('PUT password bad input', () => {
    const ok = { email: 'a@example.test', code: '123456', password: NEW, confirmPassword: NEW };
    it.each([
      ['a malformed email', { email: 'a@' }, M.email],
      ['no code', { code: '' }, M.code],
      ['a 5-digit code', { code: '12345' }, M.code],
      ['letters in the code', { code: '12a456' }, M.code],
      ['a numeric code', { code: 123456 }, M.code],
      ['a weak password', { password: 'weakpass', confirmPassword: 'weakpass' }, M.strength],
      ['passwords that differ', { confirmPassword: 'Fresh-start8' }, M.mismatch],
      ['no confirmation', { confirmPassword: '' }, M.mismatch],
      ['a huge password', { password: 'Aa1!'.repeat(1000), confirmPassword: 'Aa1!'.repeat(1000) }, 'Password must be at most 128 characters'],
    ])('%s', async (_n, over, message) => {
      expectError(await t.client().put(`${AUTH}/password`, { ...ok, ...over }), 400, message, 'validation');
    });

    it('a missing field, a non-object body and malformed JSON', async () => {
      expectError(await t.client().put(`${AUTH}/password`, { email: 'a@example.test', code: '123456', password: NEW }), 400, M.failed);
      expectError(await t.client().put(`${AUTH}/password`, [ok]), 400, M.failed);
      expectError(await t.client().request('PUT', `${AUTH}/password`, '{{', { 'content-type': 'application/json' }), 400, M.failed);
    });
  });
});
