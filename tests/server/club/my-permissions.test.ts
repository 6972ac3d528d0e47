// GET club/{id}/permissions/mine: what the caller holds in the club (their roles, the club's role
// overrides and their own), so the app shows and hides what the server would allow (issue 19,
// item 3). Any member may read their own; nobody reads someone else's through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '../../../src/domain/permissions';
import type { MyPermissionsAnswer } from '../../../src/domain/club/permission-schemas';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('the caller\'s own permissions in a club on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  const mine = async (caller: Parameters<ClubWorld['client']>[0], clubId = w.clubA) => w.client(caller).get(`/api/v1/club/${clubId}/permissions/mine`);

  it('answers a parent the table\'s defaults: no member lists, no invites, no managing', async () => {
    const res = await mine('parent');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as MyPermissionsAnswer;
    expect(answer).toMatchObject({ clubId: w.clubA, userId: w.ids.parent, roles: ['parent'] });
    expect(answer.permissions).toEqual(expect.arrayContaining(['club.view', 'fixtures.view', 'training.view', 'attendance.respond']));
    for (const p of ['members.view', 'invites.send', 'members.manage', 'fixtures.manage', 'training.manage', 'club.manage'] as const) expect(answer.permissions).not.toContain(p);
  });

  it('follows the club\'s role overrides and the member\'s own', async () => {
    const admin = w.client('club_admin');
    expect((await mine('assistant_coach')).json().permissions).toEqual(expect.arrayContaining(['fixtures.manage', 'training.manage']));
    await admin.put(`/api/v1/club/${w.clubA}/permissions`, { roles: { assistant_coach: { 'fixtures.manage': false, 'training.manage': false } } });
    const after = (await mine('assistant_coach')).json() as MyPermissionsAnswer;
    expect(after.permissions).not.toContain('fixtures.manage');
    expect(after.permissions).not.toContain('training.manage');
    await admin.put(`/api/v1/user/${w.ids.assistant_coach}/permissions`, { clubId: w.clubA, permissions: { 'training.manage': true } });
    expect((await mine('assistant_coach')).json().permissions).toContain('training.manage');
    await admin.put(`/api/v1/club/${w.clubA}/permissions`, { roles: { assistant_coach: { 'fixtures.manage': null, 'training.manage': null } } });
    await admin.put(`/api/v1/user/${w.ids.assistant_coach}/permissions`, { clubId: w.clubA, permissions: { 'training.manage': null } });
  });

  it('answers a super admin every permission, and refuses a non-member', async () => {
    expect((await mine('superAdmin')).json().permissions).toEqual(PERMISSION_NAMES);
    const outsider = await mine('outsider');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe('You do not have access to this screen');
    expect((await mine('anonymous')).statusCode).toBe(401);
  });
});
