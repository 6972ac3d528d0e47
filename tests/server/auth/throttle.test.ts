import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createUser, DEFAULT_PASSWORD } from '../../support/factories';
import { accountKey, buckets } from '../../../server/areas/auth/throttle';
import { AUTH, expectError, from } from './helpers';

const LOGIN = 'Please enter a valid email and password';
const THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.';

describe.each(DB_KINDS)('sign-in throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind one proxy on loopback: X-Forwarded-For (from()) carries the client's address.
    t = await createTestApp(kind, { TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string, ip: string) => t.client().post(`${AUTH}/login`, { email, password }, from(ip));

  it('blocks one account at one address after 5 failures, even with the right password, but not from another address', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 5; i++) expectError(await login(u.email!, `Wrong-${i}!`, '10.40.0.1'), 400, LOGIN);
    const blocked = await login(u.email!, DEFAULT_PASSWORD, '10.40.0.1');
    expectError(blocked, 429, THROTTLED, 'too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // The real user elsewhere still gets in.
    expect((await login(u.email!, DEFAULT_PASSWORD, '10.40.0.2')).statusCode).toBe(200);
  });

  it('an attacker spread over many addresses only slows the account, and never blocks the user at a known address', async () => {
    const u = await createUser(t.db);
    // The user has signed in from home before.
    expect((await login(u.email!, DEFAULT_PASSWORD, '10.41.0.1')).statusCode).toBe(200);
    // 10 failures from 10 addresses reach the account limit: each counts, none is blocked.
    for (let i = 0; i < 10; i++) expectError(await login(u.email!, `Guess-${i}!`, `10.41.1.${i}`), 400, LOGIN);
    // A new address must wait a short delay (a few seconds), not minutes...
    const slowed = await login(u.email!, DEFAULT_PASSWORD, '10.41.2.1');
    expectError(slowed, 429, THROTTLED, 'too_many_attempts');
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    // ...while the user's known address goes straight in.
    expect((await login(u.email!, DEFAULT_PASSWORD, '10.41.0.1')).statusCode).toBe(200);
  });

  it('the account delay doubles and is capped at 60 seconds', async () => {
    const u = await createUser(t.db);
    const bucket = buckets.account(accountKey(u.email!));
    for (let i = 0; i < 10; i++) await login(u.email!, `Guess-${i}!`, `10.42.1.${i}`);
    const wait = async () =>
      (await t.db.one<{ s: number }>('SELECT round(extract(epoch FROM blocked_until - now()))::int AS s FROM login_throttle WHERE bucket = $1', [bucket])).s;
    expect(await wait()).toBeLessThanOrEqual(1);
    // Push the failure count up as if many more guesses had come in; the next one caps the delay.
    await t.db.query('UPDATE login_throttle SET failures = 30, blocked_until = NULL WHERE bucket = $1', [bucket]);
    await login(u.email!, 'Guess-x!', '10.42.2.1');
    expect(await wait()).toBe(60);
  });

  it('blocks one address spraying many accounts after 30 failures', async () => {
    for (let i = 0; i < 30; i++) expectError(await login(`spray-${i}@example.test`, 'Wrong-1!', '10.43.0.1'), 400, LOGIN);
    const u = await createUser(t.db);
    expectError(await login(u.email!, DEFAULT_PASSWORD, '10.43.0.1'), 429, THROTTLED);
    expect((await login(u.email!, DEFAULT_PASSWORD, '10.43.0.2')).statusCode).toBe(200);
  });

  it('treats unknown emails like real accounts, and does not count malformed input', async () => {
    for (let i = 0; i < 5; i++) expectError(await login('ghost-account@example.test', `Wrong-${i}!`, '10.44.0.1'), 400, LOGIN);
    expectError(await login('ghost-account@example.test', 'Wrong-9!', '10.44.0.1'), 429, THROTTLED);

    const u = await createUser(t.db);
    for (let i = 0; i < 8; i++) expectError(await t.client().post(`${AUTH}/login`, { email: u.email }, from('10.44.1.1')), 400, LOGIN);
    expect((await login(u.email!, DEFAULT_PASSWORD, '10.44.1.1')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures of that account at that address', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 4; i++) await login(u.email!, `Wrong-${i}!`, '10.45.0.1');
    expect((await login(u.email!, DEFAULT_PASSWORD, '10.45.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expectError(await login(u.email!, `Wrong-${i}!`, '10.45.0.1'), 400, LOGIN);
    expect((await login(u.email!, DEFAULT_PASSWORD, '10.45.0.1')).statusCode).toBe(200);
  });
});
