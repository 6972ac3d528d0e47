import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfileAnswer } from '../../../src/domain/user/profile-schema';
import { addMembership } from '../../support/factories';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('user profile on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
    // The target also plays for club B: club A's staff must not see that membership.
    await addMembership(w.t.db, { userId: w.ids.target, clubId: w.clubB, teamId: w.teamB, role: 'player' });
  });
  afterAll(() => w?.t.close());

  it('lets a player edit their own profile, player fields merged, and read it back', async () => {
    const me = await w.asUser(w.ids.target);
    const put = await me.put(`/api/v1/user/${w.ids.target}`, {
      bio: 'Left winger',
      words: ['fast', 'brave', 'kind', 'loud', 'calm'],
      player: { favouriteTeam: 'Alder Park', foot: 'left' },
      emergency: [{ name: 'Gran', phone: '07700 900123' }],
      medical: { information: 'Asthma: inhaler in bag' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await me.put(`/api/v1/user/${w.ids.target}`, { player: { bootBrand: 'Kicks' } });
    const own = (await me.get('/api/v1/user/profile')).json() as UserProfileAnswer;
    expect(own.user.profile).toMatchObject({ bio: 'Left winger', player: { favouriteTeam: 'Alder Park', foot: 'left', bootBrand: 'Kicks' } });
    expect(own.user.profile).not.toHaveProperty('medical');
    expect(own.user.memberships.map((m) => m.clubId).sort()).toEqual([w.clubA, w.clubB].sort());
    expect((await me.get(`/api/v1/user/${w.ids.target}/medical`)).json()).toEqual({ userId: w.ids.target, medical: { information: 'Asthma: inhaler in bag' } });
  });

  it("shows club staff the user's memberships in their club only; refuses other clubs' members", async () => {
    const coach = await w.client('coach').get(`/api/v1/user/${w.ids.target}`);
    expect(coach.statusCode).toBe(200);
    expect((coach.json() as UserProfileAnswer).user.memberships.map((m) => m.clubId)).toEqual([w.clubA]);
    const emergency = await w.client('coach').get(`/api/v1/user/${w.ids.target}/emergency`);
    expect(emergency.json().emergency).toEqual([{ name: 'Gran', phone: '07700 900123' }]);
    const outsider = await w.client('outsider').get(`/api/v1/user/${w.ids.player}`);
    expect(outsider.statusCode).toBe(403);
    const player = await w.client('player').get(`/api/v1/user/${w.ids.target}`);
    expect(player.statusCode).toBe(403);
    expect((await w.client('coach').put(`/api/v1/user/${w.ids.target}`, { bio: 'x' })).statusCode).toBe(403);
  });

  it("lets a parent read and edit their child's profile", async () => {
    const parent = w.client('parent');
    const put = await parent.put(`/api/v1/user/${w.ids.child}`, { dateOfBirth: '2015-04-01', player: { nationality: 'Welsh' } });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as UserProfileAnswer).user).toMatchObject({ dateOfBirth: '2015-04-01', profile: { player: { nationality: 'Welsh' } } });
    expect((await parent.get(`/api/v1/user/${w.ids.child}/playStatus`)).json().playStatus).toEqual([{ clubId: w.clubA, teamId: w.teamA, playStatus: null, onTrial: false, active: true }]);
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const admin = w.client('club_admin');
    const bad = await admin.put(`/api/v1/user/${w.ids.target}`, { bio: 'Changed', dateOfBirth: '2015-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ dateOfBirth: 'Please enter a valid date of birth' });
    const words = await admin.put(`/api/v1/user/${w.ids.target}`, { words: ['one'] });
    expect(words.json().error.fields.words).toBe('Please choose five describing words');
    expect(((await admin.get(`/api/v1/user/${w.ids.target}`)).json() as UserProfileAnswer).user.profile.bio).toBe('Left winger');
  });

  it('marks a coach as responsible for safeguarding, in a chosen club only', async () => {
    const admin = w.client('club_admin');
    const noClub = await admin.put(`/api/v1/user/${w.ids.coach}`, { safeguardingLead: true });
    expect(noClub.json().error.message).toBe('Need to switch into a club to manage users');
    const ok = await admin.put(`/api/v1/user/${w.ids.coach}`, { clubId: w.clubA, safeguardingLead: true });
    expect((ok.json() as UserProfileAnswer).user.memberships[0]?.safeguardingLead).toBe(true);
    const player = await admin.put(`/api/v1/user/${w.ids.target}`, { clubId: w.clubA, safeguardingLead: true });
    expect(player.statusCode).toBe(400);
    const foreign = await admin.put(`/api/v1/user/${w.ids.target}`, { clubId: w.clubB, safeguardingLead: true });
    expect(foreign.statusCode).toBe(403);
  });

  it('sets per-user permissions in a club, and removes a member from a team', async () => {
    const admin = w.client('club_admin');
    const put = await admin.put(`/api/v1/user/${w.ids.coach}/permissions`, { clubId: w.clubA, permissions: { 'data.upload': true, 'members.view': false } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().effective).toContain('data.upload');
    expect(put.json().effective).not.toContain('members.view');
    expect((await w.client('coach').get(`/api/v1/club/${w.clubA}/players`)).statusCode).toBe(403);
    await admin.put(`/api/v1/user/${w.ids.coach}/permissions`, { clubId: w.clubA, permissions: { 'members.view': null } });
    expect((await w.client('coach').get(`/api/v1/club/${w.clubA}/players`)).statusCode).toBe(200);
    const selfGrant = await (await w.asUser(w.ids.player)).put(`/api/v1/user/${w.ids.player}/permissions`, { clubId: w.clubA, permissions: { 'members.manage': true } });
    expect(selfGrant.statusCode).toBe(403);
    const noClub = await admin.put(`/api/v1/user/${w.ids.coach}/permissions`, { permissions: {} });
    expect(noClub.json().error.message).toBe('Need to switch into a club to manage users');

    const removed = await admin.delete(`/api/v1/user/${w.ids.assistant_coach}/team`, { clubId: w.clubA, teamId: w.teamA });
    expect(removed.json()).toEqual({ removed: 1 });
    // Out of the club's last team, they are no longer the club's to manage.
    expect((await admin.delete(`/api/v1/user/${w.ids.assistant_coach}/team`, { clubId: w.clubA, teamId: w.teamA })).statusCode).toBe(403);
    const notInTeam = await admin.delete(`/api/v1/user/${w.ids.target}/team`, { clubId: w.clubA, teamId: w.teamB });
    expect(notInTeam.statusCode).toBe(400);
  });
});
