// Licences (PUT club/{clubId}/assignlicence, PUT user/{id}/licence) capped by the contract, and
// staff registering a member with a temporary password (PUT user/{id}/register).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { addMembership, createUser, signIn } from '../../support/factories';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('licences and registering a member on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
    await w.t.db.query('INSERT INTO contracts (club_id, total_players) VALUES ($1, 2)', [w.clubA]);
  });
  afterAll(() => w?.t.close());

  const licensed = async () => (await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM club_licences WHERE club_id = $1', [w.clubA])).n;

  it('assigns licences to members of the club, up to the contract', async () => {
    const admin = w.client('club_admin');
    const res = await admin.put(`/api/v1/club/${w.clubA}/assignlicence`, { userIds: [w.ids.player, w.ids.target], licensed: true }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ clubId: w.clubA, licensed: 2, limit: 2, changed: 2 });
    const over = await admin.put(`/api/v1/club/${w.clubA}/assignlicence`, { userIds: [w.ids.child], licensed: true });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('Player Limit Reached');
    expect(await licensed()).toBe(2);
    const back = await admin.put(`/api/v1/user/${w.ids.target}/licence`, { clubId: w.clubA, licensed: false });
    expect(back.json()).toMatchObject({ licensed: 1, changed: 1 });
    expect((await admin.put(`/api/v1/user/${w.ids.child}/licence`, { clubId: w.clubA, licensed: true })).json().licensed).toBe(2);
  });

  it('never touches another club\'s members and refuses other callers', async () => {
    const admin = w.client('club_admin');
    const cross = await admin.put(`/api/v1/club/${w.clubA}/assignlicence`, { userIds: [w.ids.outsider], licensed: true });
    expect(cross.json().error.message).toBe('Please select at least one member of this club');
    expect((await admin.put(`/api/v1/user/${w.ids.outsider}/licence`, { clubId: w.clubA, licensed: true })).statusCode).toBe(403);
    expect((await w.client('outsider').put(`/api/v1/club/${w.clubA}/assignlicence`, { userIds: [w.ids.player], licensed: false })).json().error.message).toBe('You do not have access to this screen');
    expect((await w.client('coach').put(`/api/v1/club/${w.clubA}/assignlicence`, { userIds: [w.ids.player], licensed: false })).json().error.message).toBe('You do not have the correct permissions to access this screen');
    expect((await admin.put(`/api/v1/user/${w.ids.player}/licence`, { licensed: true })).json().error.message).toBe('Need to switch into a club to manage users');
    expect(await licensed()).toBe(2);
  });

  it('registers a member without a login with a temporary password they must replace', async () => {
    const admin = w.client('club_admin');
    const member = await createUser(w.t.db, { clubId: w.clubA, teamId: w.teamA, role: 'parent', firstName: 'Tem', lastName: 'Porary', email: 'tem.porary@alder.test', password: null });
    // An account the club made for someone it invited (server/lib/membership.ts).
    await w.t.db.query(`UPDATE memberships SET active = false, status = 'invited' WHERE user_id = $1`, [member.id]);
    await w.t.db.query('UPDATE users SET created_by_club = $2 WHERE id = $1', [member.id, w.clubA]);
    const weak = await admin.put(`/api/v1/user/${member.id}/register`, { clubId: w.clubA, password: 'weak', confirmPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    const mismatch = await admin.put(`/api/v1/user/${member.id}/register`, { clubId: w.clubA, password: 'Temp0rary!', confirmPassword: 'Temp0rary?' });
    expect(mismatch.json().error.message).toBe('Please ensure passwords match');
    const res = await admin.put(`/api/v1/user/${member.id}/register`, { clubId: w.clubA, password: 'Temp0rary!', confirmPassword: 'Temp0rary!' });
    expect(res.statusCode, res.body).toBe(200);
    const session = await signIn(w.t.client(), 'tem.porary@alder.test', 'Temp0rary!');
    expect(session.user.mustChangePassword).toBe(true);
    expect((await w.t.db.one<{ active: boolean }>('SELECT active FROM memberships WHERE user_id = $1', [member.id])).active).toBe(true);
    const again = await admin.put(`/api/v1/user/${member.id}/register`, { clubId: w.clubA, password: 'Temp0rary!', confirmPassword: 'Temp0rary!' });
    expect(again.json().error.message).toBe('This member already has a login');
    // Another club's admin, or naming another club: refused.
    const other = await w.client('outsider').put(`/api/v1/user/${w.ids.child}/register`, { clubId: w.clubB, password: 'Temp0rary!', confirmPassword: 'Temp0rary!' });
    expect(other.statusCode).toBe(403);
    const viaB = await w.client('outsider').put(`/api/v1/user/${w.ids.child}/register`, { clubId: w.clubA, password: 'Temp0rary!', confirmPassword: 'Temp0rary!' });
    expect(viaB.statusCode).toBe(403);
  });

  it('sets a first password only for an account this club made and no other club has, and signs its sessions out', async () => {
    const admin = w.client('club_admin');
    const body = { clubId: w.clubA, password: 'Temp0rary!', confirmPassword: 'Temp0rary!' };
    // Made by club B, invited to club A too: club A may not set its password (issue 18, finding 1).
    const fromB = await createUser(w.t.db, { clubId: w.clubB, role: 'coach', email: 'from.b@birch.test', password: null });
    await w.t.db.query('UPDATE users SET created_by_club = $2 WHERE id = $1', [fromB.id, w.clubB]);
    await addMembership(w.t.db, { userId: fromB.id, clubId: w.clubA, teamId: w.teamA, role: 'coach', status: 'invited' });
    // Club A does not even hold the account: an invitation to someone else's account is no membership.
    const refused = await admin.put(`/api/v1/user/${fromB.id}/register`, body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('not_a_member');
    // Made by club A, but a member of club B as well: refused too.
    const shared = await createUser(w.t.db, { clubId: w.clubA, role: 'parent', email: 'shared@alder.test', password: null });
    await w.t.db.query('UPDATE users SET created_by_club = $2 WHERE id = $1', [shared.id, w.clubA]);
    await addMembership(w.t.db, { userId: shared.id, clubId: w.clubB, role: 'parent' });
    expect((await admin.put(`/api/v1/user/${shared.id}/register`, body)).json().error.code).toBe('not_club_account');
    // Made by club A alone: allowed, and any token the account had is revoked.
    const own = await createUser(w.t.db, { clubId: w.clubA, role: 'parent', email: 'own@alder.test', password: null });
    await w.t.db.query('UPDATE users SET created_by_club = $2 WHERE id = $1', [own.id, w.clubA]);
    const stale = await w.asUser(own.id);
    expect((await stale.get('/api/v1/auth/validate')).statusCode).toBe(200);
    expect((await admin.put(`/api/v1/user/${own.id}/register`, body)).statusCode).toBe(200);
    expect((await stale.get('/api/v1/auth/validate')).statusCode).toBe(401);
    expect((await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[]) AND password_hash IS NOT NULL', [[fromB.id, shared.id]])).n).toBe(0);
  });
});
