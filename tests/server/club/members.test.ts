import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberListAnswer } from '../../../src/domain/club/member-schemas';
import type { ClubPermissionsAnswer } from '../../../src/domain/club/permission-schemas';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { createTeam } from '../../support/factories';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('club members on %s', (kind) => {
  let w: ClubWorld;
  const list = async (path: string, as: Parameters<ClubWorld['client']>[0] = 'club_admin') => {
    const res = await w.client(as).get(`/api/v1/club/${w.clubA}/${path}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MemberListAnswer;
  };

  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('lists users, players, parents and coaches of the club only, with teams and statuses', async () => {
    const users = await list('users');
    expect(users.total).toBe(8);
    expect(users.members.map((m) => m.firstName)).not.toContain('Olly');
    const players = await list('players');
    expect(players.members.map((m) => m.firstName).sort()).toEqual(['Chris', 'Pete', 'Tara']);
    expect(players.members[0]).toMatchObject({ roles: ['player'], active: true, onTrial: false, teams: [{ teamId: w.teamA, teamName: 'Alder U12', role: 'player' }] });
    expect((await list('coaches')).members.map((m) => m.firstName).sort()).toEqual(['Asha', 'Colin']);
    expect((await list('parents')).members.map((m) => m.firstName)).toEqual(['Paula']);
    const chris = players.members.find((m) => m.firstName === 'Chris')!;
    expect(chris).toMatchObject({ registered: false, inviteStatus: 'none' });
  });

  it('filters by team, search and paging, and answers an empty list for an empty team', async () => {
    const emptyTeam = await createTeam(w.t.db, { clubId: w.clubA, name: 'Alder U7' });
    expect(await list(`players?teamId=${emptyTeam.id}`)).toEqual({ members: [], total: 0 });
    const found = await list('users?search=TAR');
    expect(found.members.map((m) => m.firstName)).toEqual(['Tara']);
    const page = await list('users?limit=3&offset=3');
    expect(page.total).toBe(8);
    expect(page.members).toHaveLength(3);
    const bad = await w.client('club_admin').get(`/api/v1/club/${w.clubA}/users?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('limit');
  });

  it('lets coaches view but not change members; parents and players see nothing', async () => {
    expect((await list('players', 'coach')).total).toBe(3);
    const change = await w.client('coach').put(`/api/v1/club/${w.clubA}/users/trial`, { userIds: [w.ids.target], onTrial: true });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.message).toBe('You do not have the correct permissions to access this screen');
    const parent = await w.client('parent').get(`/api/v1/club/${w.clubA}/players`);
    expect(parent.statusCode).toBe(403);
  });

  it('sets trial and play status for players, refusing unknown and foreign ids with nothing written', async () => {
    const admin = w.client('club_admin');
    expect((await admin.put(`/api/v1/club/${w.clubA}/users/trial`, { userIds: [w.ids.target], onTrial: true })).json()).toEqual({ updated: 1 });
    expect((await list('players?onTrial=true')).members.map((m) => m.firstName)).toEqual(['Tara']);
    const status = await admin.put(`/api/v1/club/${w.clubA}/users/playstatus`, { userIds: [w.ids.target, w.ids.player], playStatus: 'injured' });
    expect(status.json()).toEqual({ updated: 2 });
    expect((await list('players?playStatus=injured')).total).toBe(2);
    const bad = await admin.put(`/api/v1/club/${w.clubA}/users/playstatus`, { userIds: [w.ids.target], playStatus: 'asleep' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.playStatus).toContain('Please choose a play status');
    // A member of club B among the ids: refused, and club A's player is left unchanged.
    const foreign = await admin.put(`/api/v1/club/${w.clubA}/users/trial`, { userIds: [w.ids.player, w.ids.outsider], onTrial: true });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Please select at least one member of this club');
    expect((await list('players?onTrial=true')).members.map((m) => m.firstName)).toEqual(['Tara']);
    expect((await admin.put(`/api/v1/club/${w.clubA}/users/trial`, { userIds: [] , onTrial: true })).statusCode).toBe(400);
  });

  it('disables and enables members; disabled members lose access; the player limit applies', async () => {
    const admin = w.client('club_admin');
    expect((await admin.put(`/api/v1/club/${w.clubA}/users/active`, { userIds: [w.ids.user], active: false })).json()).toEqual({ updated: 1 });
    expect((await list('users?status=inactive')).members.map((m) => m.firstName)).toEqual(['Uma']);
    const denied = await w.client('user').get(`/api/v1/club/${w.clubA}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('You do not have access to this screen');
    expect((await admin.put(`/api/v1/club/${w.clubA}/users/active`, { userIds: [w.ids.user], active: true })).statusCode).toBe(200);
    expect((await w.client('user').get(`/api/v1/club/${w.clubA}`)).statusCode).toBe(200);

    const self = await admin.put(`/api/v1/club/${w.clubA}/users/active`, { userIds: [w.ids.club_admin], active: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot disable or remove yourself');

    // Three players active; a contract of three: disabling one and enabling it again is fine,
    // but with the limit at two, enabling is refused.
    await w.t.db.query(`INSERT INTO contracts (club_id, total_players) VALUES ($1, 3)`, [w.clubA]);
    expect((await admin.put(`/api/v1/club/${w.clubA}/users/active`, { userIds: [w.ids.player], active: false })).statusCode).toBe(200);
    await w.t.db.query(`UPDATE contracts SET total_players = 2 WHERE club_id = $1`, [w.clubA]);
    const limited = await admin.put(`/api/v1/club/${w.clubA}/users/active`, { userIds: [w.ids.player], active: true });
    expect(limited.statusCode).toBe(409);
    expect(limited.json().error).toEqual({ code: 'player_limit_reached', message: 'Player Limit Reached' });
    await w.t.db.query(`UPDATE contracts SET total_players = NULL WHERE club_id = $1`, [w.clubA]);
    expect((await admin.put(`/api/v1/club/${w.clubA}/users/active`, { userIds: [w.ids.player], active: true })).statusCode).toBe(200);
  });

  it('removes members from a team or from the club', async () => {
    const admin = w.client('club_admin');
    const extra = await w.t.db.one<{ id: string }>(`INSERT INTO users (email, first_name, last_name) VALUES ('leaver@example.test', 'Lee', 'Leaver') RETURNING id`);
    await w.t.db.query(`INSERT INTO memberships (user_id, club_id, team_id, role) VALUES ($1, $2, $3, 'player'), ($1, $2, NULL, 'user')`, [extra.id, w.clubA, w.teamA]);
    const fromTeam = await admin.delete(`/api/v1/club/${w.clubA}/users/remove`, { userIds: [extra.id], teamId: w.teamA });
    expect(fromTeam.json()).toEqual({ removed: 1 });
    expect((await list('players')).members.map((m) => m.firstName)).not.toContain('Lee');
    expect((await list('users?search=Leaver')).total).toBe(1);
    expect((await admin.delete(`/api/v1/club/${w.clubA}/users/remove`, { userIds: [extra.id] })).json()).toEqual({ removed: 1 });
    expect((await list('users?search=Leaver')).total).toBe(0);
    const foreign = await admin.delete(`/api/v1/club/${w.clubA}/users/remove`, { userIds: [w.ids.outsider] });
    expect(foreign.statusCode).toBe(400);
    const outsider = await w.t.db.query('SELECT 1 FROM memberships WHERE user_id = $1', [w.ids.outsider]);
    expect(outsider.length).toBe(2);
  });

  it('reads and changes the club permissions per role, and they take effect at once', async () => {
    const admin = w.client('club_admin');
    const before = (await admin.get(`/api/v1/club/${w.clubA}/permissions`)).json() as ClubPermissionsAnswer;
    expect(before.roles.coach.find((s) => s.permission === 'members.manage')).toMatchObject({ byDefault: false, override: null, effective: false });
    const put = await admin.put(`/api/v1/club/${w.clubA}/permissions`, { roles: { coach: { 'members.manage': true } } });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as ClubPermissionsAnswer).roles.coach.find((s) => s.permission === 'members.manage')).toMatchObject({ override: true, effective: true });
    const coach = await w.client('coach').put(`/api/v1/club/${w.clubA}/users/trial`, { userIds: [w.ids.target], onTrial: false });
    expect(coach.statusCode).toBe(200);
    await admin.put(`/api/v1/club/${w.clubA}/permissions`, { roles: { coach: { 'members.manage': null } } });
    expect((await w.client('coach').put(`/api/v1/club/${w.clubA}/users/trial`, { userIds: [w.ids.target], onTrial: false })).statusCode).toBe(403);

    const locked = await admin.put(`/api/v1/club/${w.clubA}/permissions`, { roles: { club_admin: { 'permissions.manage': false } } });
    expect(locked.statusCode).toBe(400);
    const unknown = await admin.put(`/api/v1/club/${w.clubA}/permissions`, { roles: { coach: { 'rocket.launch': true } } });
    expect(unknown.statusCode).toBe(400);
    const asCoach = await w.client('coach').get(`/api/v1/club/${w.clubA}/permissions`);
    expect(asCoach.json().error.message).toBe('This section is only available to administrators');
  });
});
