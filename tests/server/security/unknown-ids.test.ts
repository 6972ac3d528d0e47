// Unknown ids in a path are a client's mistake (security issue 18, finding 7): a super admin
// naming a club or user that does not exist gets 404, on every club route, before anything is
// checked or written (an upload's dry run must not answer isValid for it). Other callers keep
// their 403 for an unknown id, so ids cannot be probed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

const CSV = ['type,first_name,last_name,email,team,age_group', 'team,,,,Ghost U9,U9', 'player,Kit,Ghost,,Ghost U9,'].join('\n');
const newTeam = { name: 'Ghost U10', teamType: 'competitive', groupType: 'girls', ageGroup: 'U10', matchFormat: '9v9', leadCoach: { firstName: 'Nia', lastName: 'Coach', email: 'nia.ghost@alder.test' } };

const expectStatus = (res: LightMyRequestResponse, status: number, code?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(res.json().error.code).toBe(code);
};

describe.each(DB_KINDS)('unknown clubs and users on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('answers a super admin 404 club_not_found for a club that does not exist, on writes and reads, changing nothing', async () => {
    const admin = w.client('superAdmin');
    const ghost = randomUUID();
    const counts = async () => w.t.db.one<{ teams: number; users: number }>('SELECT (SELECT count(*)::int FROM teams) AS teams, (SELECT count(*)::int FROM users) AS users');
    const before = await counts();
    const calls: [string, LightMyRequestResponse][] = [
      ['team', await admin.post(`/api/v1/club/${ghost}/team`, newTeam)],
      ['permissions', await admin.put(`/api/v1/club/${ghost}/permissions`, { roles: { coach: { 'members.manage': true } } })],
      ['emails', await admin.put(`/api/v1/club/${ghost}/emails`, { templates: { invite: 'tpl-invite-1' } })],
      ['upload dry run', await admin.put(`/api/v1/club/${ghost}/upload`, { csv: CSV, dryRun: true })],
      ['upload', await admin.put(`/api/v1/club/${ghost}/upload`, { csv: CSV })],
      ['club', await admin.get(`/api/v1/club/${ghost}`)],
      ['fixtures', await admin.get(`/api/v1/fixture/${ghost}`)],
      ['training', await admin.get(`/api/v1/training/${ghost}`)],
      ['bulk users', await admin.post('/api/v1/user/bulk', { clubId: ghost, users: [{ email: 'ghost.user@alder.test', firstName: 'G', lastName: 'U', role: 'player' }] })],
    ];
    for (const [what, res] of calls) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
      expect(res.json().error, what).toEqual({ code: 'club_not_found', message: 'Club not found' });
    }
    expect(await counts()).toEqual(before);
    // A club admin of another club still gets the 403 every non-member gets (nothing to probe).
    expectStatus(await w.client('club_admin').put(`/api/v1/club/${ghost}/emails`, { templates: { invite: 'x' } }), 403, 'not_a_member');
    // The real club is still there for the super admin.
    expectStatus(await admin.get(`/api/v1/club/${w.clubA}`), 200);
  });

  it('answers 404 for an unknown user in the path to a super admin, and to the bulk invite send', async () => {
    const admin = w.client('superAdmin');
    const ghost = randomUUID();
    expectStatus(await admin.get(`/api/v1/user/${ghost}`), 404, 'user_not_found');
    expectStatus(await admin.put(`/api/v1/user/${ghost}/permissions`, { clubId: w.clubA, permissions: { 'data.upload': true } }), 404, 'user_not_found');
    const mails = w.t.mail.length;
    expectStatus(await admin.post(`/api/v1/user/${ghost}/invite/send/bulk`, { clubId: w.clubA, userIds: [randomUUID()] }), 404, 'user_not_found');
    expect(w.t.mail.length).toBe(mails);
    // Club staff keep the 403 for an id they cannot see, known or not.
    expectStatus(await w.client('club_admin').get(`/api/v1/user/${ghost}`), 403, 'not_a_member');
    expectStatus(await w.client('club_admin').post(`/api/v1/user/${ghost}/invite/send/bulk`, { clubId: w.clubA, userIds: [randomUUID()] }), 403, 'not_a_member');
    // A known user is still reached.
    expectStatus(await admin.get(`/api/v1/user/${w.ids.target}`), 200);
  });
});
