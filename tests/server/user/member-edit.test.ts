// A club admin editing a member (issue 19 item 11) through PUT user/{id}: names and mobile of a
// member of the club; the email only of an account the club made, that no other club holds and
// that has no login yet: changing anyone else's would hand their account to the club.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { addMembership, createUser } from '../../support/factories';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('a club admin editing a member on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  const emailOf = async (id: string) => (await w.t.db.one<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [id])).email;
  /** An invited member without a login, made by `clubId`. */
  const invited = async (clubId: string, email: string) => {
    const u = await createUser(w.t.db, { clubId, role: 'parent', email, password: null });
    await w.t.db.query('UPDATE users SET created_by_club = $2 WHERE id = $1', [u.id, clubId]);
    return u.id;
  };

  it('changes a member\'s names and mobile in the club, and validates them', async () => {
    const admin = w.client('club_admin');
    const res = await admin.put(`/api/v1/user/${w.ids.target}`, { clubId: w.clubA, firstName: 'Tamara', lastName: 'Alder', countryCode: '+44', telephone: '7700900123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Tamara', countryCode: '+44', telephone: '7700900123' });
    const blank = await admin.put(`/api/v1/user/${w.ids.target}`, { clubId: w.clubA, firstName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({ message: 'There has been a problem updating this player', fields: { firstName: 'Please ensure all fields are complete' } });
    const phone = await admin.put(`/api/v1/user/${w.ids.target}`, { clubId: w.clubA, telephone: 'call me' });
    expect(phone.json().error.fields).toEqual({ telephone: 'Please enter a valid country code and mobile number' });
  });

  it('refuses a member without members.manage and another club\'s admin', async () => {
    const coach = await w.client('coach').put(`/api/v1/user/${w.ids.target}`, { clubId: w.clubA, firstName: 'X' });
    expect(coach.statusCode).toBe(403);
    const outsider = await w.client('outsider').put(`/api/v1/user/${w.ids.target}`, { clubId: w.clubB, firstName: 'X' });
    expect(outsider.statusCode).toBe(403);
    const own = await invited(w.clubA, 'own.a@alder.test');
    const viaA = await w.client('outsider').put(`/api/v1/user/${own}`, { clubId: w.clubA, email: 'mine@birch.test' });
    expect(viaA.statusCode).toBe(403);
    expect(await emailOf(own)).toBe('own.a@alder.test');
    expect((await w.t.db.one<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [w.ids.target])).first_name).not.toBe('X');
  });

  it('changes the email of an invited member this club made alone, and points its open invite at it', async () => {
    const admin = w.client('club_admin');
    const id = await invited(w.clubA, 'typo@alder.tset');
    await w.t.db.query(`INSERT INTO invites (club_id, role, email, user_id, invited_by, guid, code) VALUES ($1, 'parent', 'typo@alder.tset', $2, $3, gen_random_uuid(), 'EMAIL1')`, [w.clubA, id, w.ids.club_admin]);
    const res = await admin.put(`/api/v1/user/${id}`, { clubId: w.clubA, email: 'Right@Alder.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await emailOf(id)).toBe('right@alder.test');
    expect((await w.t.db.one<{ email: string }>("SELECT email FROM invites WHERE user_id = $1 AND status = 'sent'", [id])).email).toBe('right@alder.test');
    const bad = await admin.put(`/api/v1/user/${id}`, { clubId: w.clubA, email: 'not an email' });
    expect(bad.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
    const noClub = await admin.put(`/api/v1/user/${id}`, { email: 'x@alder.test' });
    expect(noClub.json().error.message).toBe('Need to switch into a club to manage users');
    const taken = await admin.put(`/api/v1/user/${id}`, { clubId: w.clubA, email: 'own.a@alder.test' });
    expect(taken.statusCode).toBe(409);
    expect(await emailOf(id)).toBe('right@alder.test');
  });

  it('never changes the email of an account another club holds too, nor of one with a login (account takeover)', async () => {
    const admin = w.client('club_admin');
    // Made by club A, but a member of club B as well.
    const shared = await invited(w.clubA, 'shared.edit@alder.test');
    await addMembership(w.t.db, { userId: shared, clubId: w.clubB, role: 'parent' });
    const a = await admin.put(`/api/v1/user/${shared}`, { clubId: w.clubA, email: 'attacker@alder.test' });
    expect(a.statusCode).toBe(403);
    expect(a.json().error.code).toBe('not_club_account');
    // Made by club B and invited into club A too.
    const fromB = await invited(w.clubB, 'from.b.edit@birch.test');
    await addMembership(w.t.db, { userId: fromB, clubId: w.clubA, teamId: w.teamA, role: 'parent' });
    expect((await admin.put(`/api/v1/user/${fromB}`, { clubId: w.clubA, email: 'attacker@alder.test' })).statusCode).toBe(403);
    // A registered member club A made, of club A alone: they change their own email.
    await w.t.db.query('UPDATE users SET created_by_club = $2 WHERE id = $1', [w.ids.target, w.clubA]);
    const registered = await admin.put(`/api/v1/user/${w.ids.target}`, { clubId: w.clubA, email: 'attacker@alder.test' });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().error.code).toBe('already_registered');
    // Nothing else in the refused body was written either.
    expect(await emailOf(shared)).toBe('shared.edit@alder.test');
    expect(await emailOf(fromB)).toBe('from.b.edit@birch.test');
    expect(await emailOf(w.ids.target)).not.toBe('attacker@alder.test');
  });
});
