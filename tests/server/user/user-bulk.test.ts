// User area: POST user/bulk, PUT user/duplicate, POST user/{id}/invite/send/bulk,
// PUT user/{id}/token, DELETE user/{id}. Club-scoped calls refuse another club.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('user bulk calls on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('creates and invites several members at once, all or nothing', async () => {
    const admin = w.client('club_admin');
    const users = [
      { role: 'player', teamId: w.teamA, firstName: 'Bea', lastName: 'Bulk', email: 'bea.bulk@alder.test' },
      { role: 'parent', teamId: w.teamA, firstName: 'Ben', lastName: 'Bulk', email: 'ben.bulk@alder.test' },
    ];
    const mails = w.t.mail.length;
    const res = await admin.post('/api/v1/user/bulk', { clubId: w.clubA, users }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toHaveLength(2);
    expect(w.t.mail.length - mails).toBe(2);
    const again = await admin.post('/api/v1/user/bulk', { clubId: w.clubA, users: [{ ...users[0], email: 'new.one@alder.test' }, users[1]] });
    expect(again.json().error.message).toBe('The email ben.bulk@alder.test is already registered');
    expect((await w.t.db.maybeOne("SELECT 1 FROM users WHERE email = 'new.one@alder.test'"))).toBeUndefined();
    const twice = await admin.post('/api/v1/user/bulk', { clubId: w.clubA, users: [users[0], users[0]] });
    expect(twice.json().error.code).toBe('duplicate_email');
    const crossTeam = await admin.post('/api/v1/user/bulk', { clubId: w.clubA, users: [{ ...users[0], email: 'x1@alder.test', teamId: w.teamB }] });
    expect(crossTeam.json().error.message).toBe('Please choose a team of this club');
    const noClub = await admin.post('/api/v1/user/bulk', { users });
    expect(noClub.json().error.message).toBe('Need to switch into a club to manage users');
    const otherClub = await w.client('outsider').post('/api/v1/user/bulk', { clubId: w.clubA, users: [{ ...users[0], email: 'x2@alder.test' }] });
    expect(otherClub.json().error.message).toBe('You do not have access to this screen');
    const coachStaff = await w.client('coach').post('/api/v1/user/bulk', { clubId: w.clubA, users: [{ role: 'coach', firstName: 'C', lastName: 'D', email: 'x3@alder.test' }] });
    expect(coachStaff.json().error.message).toBe('You do not have the correct permissions to access this screen');
  });

  it('tells inviters whether an email is already registered', async () => {
    const admin = w.client('club_admin');
    expect((await admin.put('/api/v1/user/duplicate', { clubId: w.clubA, email: 'BEA.bulk@alder.test' })).json()).toEqual({ email: 'bea.bulk@alder.test', duplicate: true, memberOfClub: true });
    expect((await admin.put('/api/v1/user/duplicate', { clubId: w.clubA, email: 'nobody@alder.test' })).json().duplicate).toBe(false);
    expect((await admin.put('/api/v1/user/duplicate', { clubId: w.clubA, email: 'nope' })).json().error.message).toBe('Please enter a valid email address');
    expect((await w.client('parent').put('/api/v1/user/duplicate', { clubId: w.clubA, email: 'bea.bulk@alder.test' })).statusCode).toBe(403);
    expect((await w.client('outsider').put('/api/v1/user/duplicate', { clubId: w.clubA, email: 'bea.bulk@alder.test' })).statusCode).toBe(403);
  });

  it('resends the open invites of several members of the club', async () => {
    const admin = w.client('club_admin');
    const bea = (await w.t.db.one<{ id: string }>("SELECT id FROM users WHERE email = 'bea.bulk@alder.test'")).id;
    const ben = (await w.t.db.one<{ id: string }>("SELECT id FROM users WHERE email = 'ben.bulk@alder.test'")).id;
    const mails = w.t.mail.length;
    const res = await admin.post(`/api/v1/user/${bea}/invite/send/bulk`, { clubId: w.clubA, userIds: [ben, w.ids.coach] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2, skipped: [w.ids.coach] });
    expect(w.t.mail.length - mails).toBe(2);
    const outsider = await w.client('outsider').post(`/api/v1/user/${bea}/invite/send/bulk`, { clubId: w.clubB, userIds: [ben] });
    expect(outsider.statusCode).toBe(403);
    // Club B's admin naming club B: club A's members have no invites there, nothing is sent.
    const birch = await w.client('outsider').post(`/api/v1/user/${w.ids.outsider}/invite/send/bulk`, { clubId: w.clubB, userIds: [ben] });
    expect(birch.json()).toEqual({ sent: 0, skipped: [w.ids.outsider, ben] });
  });

  it('keeps device tokens for the user only', async () => {
    const player = w.client('player');
    const res = await player.put(`/api/v1/user/${w.ids.player}/token`, { token: 'device-token-12345', platform: 'android' });
    expect(res.json()).toEqual({ userId: w.ids.player, devices: 1 });
    expect((await player.put(`/api/v1/user/${w.ids.player}/token`, { token: 'device-token-12345' })).json().devices).toBe(1);
    expect((await player.put(`/api/v1/user/${w.ids.player}/token`, { token: 'x' })).json().error.message).toBe('Please send a device token');
    expect((await w.client('club_admin').put(`/api/v1/user/${w.ids.player}/token`, { token: 'device-token-99999' })).statusCode).toBe(403);
    expect((await w.client('outsider').put(`/api/v1/user/${w.ids.player}/token`, { token: 'device-token-99999' })).statusCode).toBe(403);
  });

  it('closes an account for the user or a super admin only', async () => {
    expect((await w.client('club_admin').delete(`/api/v1/user/${w.ids.user}`)).statusCode).toBe(403);
    expect((await w.client('outsider').delete(`/api/v1/user/${w.ids.user}`)).statusCode).toBe(403);
    const own = await w.asUser(w.ids.user);
    const res = await own.delete(`/api/v1/user/${w.ids.user}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await own.get('/api/v1/user/profile')).statusCode).toBe(401);
    const row = await w.t.db.one<{ active: boolean }>('SELECT active FROM users WHERE id = $1', [w.ids.user]);
    expect(row.active).toBe(false);
  });
});
