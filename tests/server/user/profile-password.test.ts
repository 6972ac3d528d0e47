// Issue 26 items 1-3 on both databases: a member's own profile and a parent's child's (read,
// update, who is refused), mass assignment refused with a 400 naming the field, bad input answered
// 4xx, the password change (wrong old, mismatch, weak; success signs every other session out and
// keeps this one), and the contact preferences and language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../src/domain/auth/messages';
import { preferencesMessages, sensitiveMessages, type UserProfileAnswer } from '../../../src/domain/user/profile-schema';
import { otherUserMessage, protectedFieldMessage } from '../../../src/domain/user/protected-fields';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { createUser, DEFAULT_PASSWORD } from '../../support/factories';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('own profile, password and preferences on %s', (kind) => {
  let w: ClubWorld;
  const user = (id: string) => `/api/v1/user/${id}`;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('lets the member read and update their own profile, emergency and medical included', async () => {
    const me = w.client('player');
    const put = await me.put(user(w.ids.player), {
      userId: w.ids.player,
      firstName: 'Peter',
      telephone: '07700 900111',
      countryCode: '+44',
      dateOfBirth: '2012-03-04',
      bio: 'Centre back',
      emergency: [{ name: 'Mum', phone: '07700 900222', email: 'mum@example.test' }],
      medical: { information: 'No allergies' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const own = (await me.get('/api/v1/user/profile')).json() as UserProfileAnswer;
    expect(own.user).toMatchObject({ id: w.ids.player, firstName: 'Peter', telephone: '07700 900111', dateOfBirth: '2012-03-04', profile: { bio: 'Centre back' } });
    expect(own.user.preferences).toEqual({ notifications: {}, language: null });
    expect((await me.get(`${user(w.ids.player)}/emergency`)).json().emergency).toEqual([{ name: 'Mum', phone: '07700 900222', email: 'mum@example.test' }]);
    expect((await me.get(`${user(w.ids.player)}/medical`)).json().medical).toEqual({ information: 'No allergies' });
  });

  it("lets a parent read and edit their child's profile, medical included", async () => {
    const parent = w.client('parent');
    const put = await parent.put(user(w.ids.child), { userId: w.ids.parent, id: w.ids.child, lastName: 'Alder-Smith', medical: { information: 'Inhaler' } });
    expect(put.statusCode, put.body).toBe(200);
    const read = (await parent.get(user(w.ids.child))).json() as UserProfileAnswer;
    expect(read.user.lastName).toBe('Alder-Smith');
    // The parent sees the child's contact preferences; club staff do not.
    expect(read.user.preferences).toBeDefined();
    expect(((await w.client('club_admin').get(user(w.ids.child))).json() as UserProfileAnswer).user.preferences).toBeUndefined();
    expect((await parent.get(`${user(w.ids.child)}/medical`)).json().medical).toEqual({ information: 'Inhaler' });
  });

  it('refuses other users, other clubs, and staff writing medical or emergency details', async () => {
    for (const c of ['player', 'parent', 'coach', 'outsider'] as const) {
      const res = await w.client(c).put(user(w.ids.target), { bio: 'Not mine' });
      expect(res.statusCode, c).toBe(403);
    }
    // The parent's child is theirs; another player is not.
    expect((await w.client('parent').put(user(w.ids.player), { bio: 'x' })).statusCode).toBe(403);
    expect((await w.client('outsider').get(`${user(w.ids.player)}/medical`)).statusCode).toBe(403);
    const staff = await w.client('club_admin').put(user(w.ids.target), { medical: { information: 'Changed by staff' } });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error).toMatchObject({ code: 'own_only', message: sensitiveMessages.ownOnly });
    const bio = await w.t.db.one<{ bio: string | null }>(`SELECT profile->>'bio' AS bio FROM users WHERE id = $1`, [w.ids.target]);
    expect(bio.bio).toBeNull();
  });

  it('refuses mass assignment with a 400 naming the field, changing nothing', async () => {
    const me = w.client('player');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: 'Hacker', roleId: 1 }, 'roleId', protectedFieldMessage('roleId')],
      [{ firstName: 'Hacker', clubId: w.clubB }, 'clubId', protectedFieldMessage('clubId')],
      [{ firstName: 'Hacker', active: false }, 'active', protectedFieldMessage('active')],
      [{ firstName: 'Hacker', email: 'me@elsewhere.test' }, 'email', protectedFieldMessage('email')],
      [{ firstName: 'Hacker', isSuperAdmin: true }, 'isSuperAdmin', protectedFieldMessage('isSuperAdmin')],
      [{ firstName: 'Hacker', id: w.ids.target }, 'id', otherUserMessage],
      [{ firstName: 'Hacker', userId: w.ids.target }, 'userId', otherUserMessage],
    ];
    for (const [body, field, message] of cases) {
      const res = await me.put(user(w.ids.player), body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'protected_field', message, fields: { [field]: message } });
    }
    // A parent cannot move their child to another club or set its email either.
    expect((await w.client('parent').put(user(w.ids.child), { clubId: w.clubA, firstName: 'X' })).statusCode).toBe(400);
    const row = await w.t.db.one<{ first_name: string; email: string; active: boolean; is_super_admin: boolean }>('SELECT first_name, email, active, is_super_admin FROM users WHERE id = $1', [w.ids.player]);
    expect(row).toMatchObject({ first_name: 'Peter', active: true, is_super_admin: false });
    expect(row.email).not.toBe('me@elsewhere.test');
    const roles = await w.t.db.query<{ role: string; club_id: string }>('SELECT role, club_id FROM memberships WHERE user_id = $1', [w.ids.player]);
    expect(roles).toEqual([{ role: 'player', club_id: w.clubA }]);
  });

  it('answers bad input with a 400 and the field named, never a 500', async () => {
    const me = w.client('player');
    const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ dateOfBirth: future }, 'dateOfBirth'],
      [{ emergency: [{ name: 'Mum', phone: 'call my mum' }] }, 'emergency.0.phone'],
      [{ bio: 'x'.repeat(100_000) }, 'bio'],
      [{ medical: { information: 'y'.repeat(100_000) } }, 'medical.information'],
      [{ telephone: 'abcdefgh' }, 'telephone'],
    ];
    for (const [body, field] of cases) {
      const res = await me.put(user(w.ids.player), body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), field).toContain(field);
    }
    const row = await w.t.db.one<{ date_of_birth: string }>('SELECT date_of_birth::text FROM users WHERE id = $1', [w.ids.player]);
    expect(row.date_of_birth).toBe('2012-03-04');
  });

  it('saves contact preferences and language for the member and a parent, not for staff or others', async () => {
    const me = w.client('player');
    const put = await me.put(`${user(w.ids.player)}/preferences`, { preferences: { preTraining: false, preFixture: true, player: true, coach: true, marketing: false }, language: 'fr' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ userId: w.ids.player, preferences: { preTraining: false, preFixture: true, player: true, coach: true, marketing: false }, language: 'fr' });
    // Language alone keeps the switches.
    expect((await me.put(`${user(w.ids.player)}/preferences`, { language: 'es' })).json()).toMatchObject({ preferences: { preFixture: true }, language: 'es' });
    expect(((await me.get('/api/v1/user/profile')).json() as UserProfileAnswer).user.preferences).toEqual({
      notifications: { preTraining: false, preFixture: true, player: true, coach: true, marketing: false },
      language: 'es',
    });
    expect((await w.client('parent').put(`${user(w.ids.child)}/preferences`, { preferences: { marketing: false } })).statusCode).toBe(200);
    const staff = await w.client('club_admin').put(`${user(w.ids.player)}/preferences`, { preferences: { marketing: true } });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error).toMatchObject({ code: 'own_only', message: preferencesMessages.ownOnly });
    expect((await w.client('outsider').put(`${user(w.ids.player)}/preferences`, { language: 'en' })).statusCode).toBe(403);
    expect((await me.put(`${user(w.ids.player)}/preferences`, { language: 'de' })).statusCode).toBe(400);
    expect((await me.put(`${user(w.ids.player)}/preferences`, {})).statusCode).toBe(400);
  });

  describe('password change', () => {
    const path = '/api/v1/auth/password';
    const good = 'N3w-Password!';

    it('refuses missing fields, a missing or wrong confirmation, a weak password and a wrong old password', async () => {
      const id = (await createUser(w.t.db, { clubId: w.clubA, teamId: w.teamA, role: 'player', firstName: 'Wes', lastName: 'Wrong' })).id;
      const me = await w.asUser(id);
      const cases: [Record<string, unknown>, string][] = [
        [{ currentPassword: '', password: good, confirmPassword: good }, authMessages.fieldsComplete],
        [{ currentPassword: DEFAULT_PASSWORD, password: good, confirmPassword: '' }, authMessages.confirmNewPassword],
        [{ currentPassword: DEFAULT_PASSWORD, password: good, confirmPassword: 'N3w-Passwordd!' }, authMessages.reenterNewPassword],
        [{ currentPassword: DEFAULT_PASSWORD, password: 'weakpass', confirmPassword: 'weakpass' }, authMessages.passwordStrength],
      ];
      for (const [body, message] of cases) {
        const res = await me.post(path, body);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().error.message).toBe(message);
      }
      const wrong = await me.post(path, { currentPassword: 'Not-The-0ld!', password: good, confirmPassword: good });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({ code: 'invalid_current_password', message: authMessages.updateFailed, fields: { currentPassword: authMessages.wrongCurrentPassword } });
      // Still the old password, still signed in.
      expect((await me.get('/api/v1/user/profile')).statusCode).toBe(200);
    });

    it('changes the password, signs every other session out and keeps this one', async () => {
      const id = (await createUser(w.t.db, { clubId: w.clubA, teamId: w.teamA, role: 'parent', firstName: 'Sal', lastName: 'Sessions' })).id;
      const here = await w.asUser(id);
      const phone = await w.asUser(id);
      const tablet = await w.asUser(id);
      expect((await phone.get('/api/v1/user/profile')).statusCode).toBe(200);
      const res = await here.post(path, { currentPassword: DEFAULT_PASSWORD, password: good, confirmPassword: good });
      expect(res.statusCode, res.body).toBe(200);
      expect((await here.get('/api/v1/user/profile')).statusCode).toBe(200);
      expect((await phone.get('/api/v1/user/profile')).statusCode).toBe(401);
      expect((await tablet.get('/api/v1/user/profile')).statusCode).toBe(401);
      // The new password signs in; the old one does not.
      const email = (await w.t.db.one<{ email: string }>('SELECT email FROM users WHERE id = $1', [id])).email;
      expect((await w.t.client().post('/api/v1/auth/login', { email, password: good })).statusCode).toBe(200);
      expect((await w.t.client().post('/api/v1/auth/login', { email, password: DEFAULT_PASSWORD })).statusCode).toBe(400);
    });
  });
});
