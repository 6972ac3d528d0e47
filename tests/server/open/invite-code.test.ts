// GET open/invite?code= (registration step 1) answers without a session, so it is where invite
// codes would be guessed: wrong codes count per address like register's (issue 18), and the
// answer never names the invitee's e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createClub, createInvite, createTeam } from '../../support/factories';
import { INVITE_ADDRESS_RULE } from '../../../server/areas/auth/throttle';

describe.each(DB_KINDS)('invite code look-up on %s', (kind) => {
  let t: TestApp;
  let invite: { guid: string; code: string };
  beforeAll(async () => {
    // The tests stand behind one proxy: X-Forwarded-For carries the client's address.
    t = await createTestApp(kind, { TRUST_PROXY: 'loopback' });
    const club = await createClub(t.db);
    const team = await createTeam(t.db, { clubId: club.id });
    invite = await createInvite(t.db, { clubId: club.id, teamId: team.id, role: 'parent', email: 'secret.person@example.test' });
  });
  afterAll(() => t?.close());

  const lookUp = (code: string, ip: string) => t.client().get(`/api/v1/open/invite?code=${encodeURIComponent(code)}`, { 'x-forwarded-for': ip });

  it('answers the invite without the invitee e-mail', async () => {
    const res = await lookUp(invite.code, '10.60.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invite).toMatchObject({ guid: invite.guid, code: invite.code, role: 'parent' });
    expect(res.json().invite).not.toHaveProperty('email');
    expect(res.body).not.toContain('secret.person');
  });

  it('blocks an address after too many wrong codes, even for a right one, but not another address', async () => {
    for (let i = 0; i < INVITE_ADDRESS_RULE.limit; i++) expect((await lookUp(`GUESS${i}`, '10.60.1.1')).statusCode).toBe(404);
    const blocked = await lookUp(invite.code, '10.60.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await lookUp(invite.code, '10.60.1.2')).statusCode).toBe(200);
  });

  it('shares the count with register: guesses on one are refused on the other', async () => {
    for (let i = 0; i < INVITE_ADDRESS_RULE.limit; i++) await lookUp(`OTHER${i}`, '10.60.2.1');
    const res = await t.client().post('/api/v1/auth', {
      inviteCode: invite.code, email: 'secret.person@example.test', countryCode: '+44', mobile: '07700 900456', firstName: 'Sam', lastName: 'Guess',
      password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', termsAccepted: true,
    }, { 'x-forwarded-for': '10.60.2.1' });
    expect(res.statusCode).toBe(429);
  });

  it('does not count a malformed code', async () => {
    for (let i = 0; i < INVITE_ADDRESS_RULE.limit + 2; i++) expect((await lookUp('X', '10.60.3.1')).statusCode).toBe(400);
    expect((await lookUp(invite.code, '10.60.3.1')).statusCode).toBe(200);
  });
});
