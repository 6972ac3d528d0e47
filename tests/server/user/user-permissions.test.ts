// GET user/{id}/permissions: the per-user permissions screen reads a member's own overrides and
// what they hold in a club, authorized like the PUT (permissions.manage in that club).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserPermissionsAnswer } from '../../../src/domain/club/permission-schemas';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('reading a user\'s permissions on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  const url = (userId: string, clubId?: string) => `/api/v1/user/${userId}/permissions${clubId ? `?clubId=${clubId}` : ''}`;

  it('answers no overrides and the role defaults before anything is set', async () => {
    const res = await w.client('club_admin').get(url(w.ids.coach, w.clubA));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as UserPermissionsAnswer;
    expect(answer).toMatchObject({ clubId: w.clubA, userId: w.ids.coach, overrides: {} });
    expect(answer.effective).toEqual(expect.arrayContaining(['members.view', 'fixtures.manage', 'invites.send']));
    expect(answer.effective).not.toContain('data.upload');
  });

  it('answers the overrides the PUT set, and a return to the default removes them', async () => {
    const admin = w.client('club_admin');
    await admin.put(url(w.ids.coach), { clubId: w.clubA, permissions: { 'data.upload': true, 'members.view': false } });
    const read = (await admin.get(url(w.ids.coach, w.clubA))).json() as UserPermissionsAnswer;
    expect(read.overrides).toEqual({ 'data.upload': true, 'members.view': false });
    expect(read.effective).toContain('data.upload');
    expect(read.effective).not.toContain('members.view');
    // The role's own setting stays visible, so the screen can say what 'Role default' means.
    expect(read.byRole).toContain('members.view');
    expect(read.byRole).not.toContain('data.upload');
    // A super admin reads the same.
    expect((await w.client('superAdmin').get(url(w.ids.coach, w.clubA))).json().overrides).toEqual(read.overrides);
    await admin.put(url(w.ids.coach), { clubId: w.clubA, permissions: { 'data.upload': null, 'members.view': null } });
    expect((await admin.get(url(w.ids.coach, w.clubA))).json().overrides).toEqual({});
  });

  it('refuses members without the permission, the user themself, and another club\'s admin', async () => {
    const coach = await w.client('coach').get(url(w.ids.target, w.clubA));
    expect(coach.statusCode).toBe(403);
    expect(coach.json().error.message).toBe('This section is only available to administrators');
    // The route lets the user themself through to the club check, which refuses them.
    const self = await w.client('player').get(url(w.ids.player, w.clubA));
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('This section is only available to administrators');
    const outsider = await w.client('outsider').get(url(w.ids.target, w.clubA));
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe('You do not have access to this screen');
    // Club B's admin naming its own club learns nothing about a club A member either.
    const ownClub = await w.client('outsider').get(url(w.ids.target, w.clubB));
    expect(ownClub.statusCode).toBe(403);
  });

  it('needs a valid club that the user belongs to', async () => {
    const admin = w.client('club_admin');
    const none = await admin.get(url(w.ids.coach));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Need to switch into a club to manage users');
    const bad = await admin.get(url(w.ids.coach, 'not-a-uuid'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Need to switch into a club to manage users');
    // The super admin may name any club; the user must still belong to it.
    const notMember = await w.client('superAdmin').get(url(w.ids.coach, w.clubB));
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().error.message).toBe('This user is not a member of this club');
    expect((await admin.get(`/api/v1/user/not-a-uuid/permissions?clubId=${w.clubA}`)).statusCode).toBe(400);
  });
});
