// GET club/{id}/stats (members.view) and DELETE club/{clubId} (super admin: retire a club).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('club stats and retiring a club on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('counts this club only, for staff', async () => {
    await w.t.db.query('INSERT INTO contracts (club_id, total_players) VALUES ($1, 30)', [w.clubA]);
    await w.t.db.query("UPDATE memberships SET on_trial = true WHERE user_id = $1 AND role = 'player'", [w.ids.target]);
    const res = await w.client('coach').get(`/api/v1/club/${w.clubA}/stats`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      clubId: w.clubA,
      teams: 1,
      members: { clubAdmins: 1, coaches: 1, assistantCoaches: 1, parents: 1, players: 3, users: 1 },
      playersOnTrial: 1,
      openInvites: 1,
      fixtures: { upcoming: 1, played: 0 },
      trainingSessions: { upcoming: 1, held: 0 },
      playerLimit: 30,
    });
    const birch = (await w.client('outsider').get(`/api/v1/club/${w.clubB}/stats`)).json();
    expect(birch.members.players).toBe(0);
    expect(birch.playerLimit).toBeNull();
    expect((await w.client('outsider').get(`/api/v1/club/${w.clubA}/stats`)).json().error.message).toBe('You do not have access to this screen');
    expect((await w.client('parent').get(`/api/v1/club/${w.clubA}/stats`)).json().error.message).toBe('You do not have the correct permissions to access this screen');
  });

  it('lets only a super admin retire a club; it leaves its members\' club lists and its invites stop', async () => {
    for (const caller of ['club_admin', 'outsider'] as const) {
      const res = await w.client(caller).delete(`/api/v1/club/${w.clubA}`);
      expect(res.json().error.message).toBe('This section is only available to administrators');
    }
    const res = await w.client('superAdmin').delete(`/api/v1/club/${w.clubA}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await w.client('coach').get('/api/v1/club')).json().clubs).toEqual([]);
    // Its members lose access to its data; a super admin can still read it.
    const after = await w.client('coach').get(`/api/v1/club/${w.clubA}/stats`);
    expect(after.statusCode).toBe(403);
    expect(after.json().error.message).toBe('You do not have access to this screen');
    expect((await w.client('superAdmin').get(`/api/v1/club/${w.clubA}/stats`)).statusCode).toBe(200);
    expect((await w.t.client().get(`/api/v1/open/${w.invite.guid}/club`)).statusCode).toBe(404);
    expect((await w.client('outsider').get('/api/v1/club')).json().clubs.map((c: { id: string }) => c.id)).toEqual([w.clubB]);
    expect((await w.client('superAdmin').delete(`/api/v1/club/${w.clubA.replace(/^.{8}/, '00000000')}`)).statusCode).toBe(404);
  });
});
