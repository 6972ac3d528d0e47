// The demo's child waiting for approval (server/db/seed/names.ts WAITING_CHILD), as the members
// screen's "Waiting for approval" list and the parent's registration wizard read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberListAnswer } from '../../../src/domain/club/member-schemas';
import type { OnboardingAnswer } from '../../../src/domain/club/onboarding-schema';
import { createDemoClub, type DemoClub } from '../../support/demo-club';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)("the demo's waiting child on %s", (kind) => {
  let d: DemoClub;
  const pending = async (email: string): Promise<MemberListAnswer> => {
    const res = await (await d.as(email)).get(`/api/v1/club/${d.clubId}/players?status=pending`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MemberListAnswer;
  };
  const u14Players = async () => (await (await d.as('coach@touchline.demo')).get(`/api/v1/club/${d.clubId}/players?teamId=${d.teams.U14}&limit=200`)).json() as MemberListAnswer;

  beforeAll(async () => {
    d = await createDemoClub(kind);
  });
  afterAll(() => d?.t.close());

  it('is listed for the staff with the U14 waiting, and the parent sees him pending', async () => {
    for (const email of ['coach@touchline.demo', 'clubadmin@touchline.demo']) {
      const answer = await pending(email);
      expect(answer.total).toBe(1);
      expect(answer.members[0]).toMatchObject({ firstName: 'Conor', lastName: 'Brennan', active: false, teams: [{ teamId: d.teams.U14, teamName: 'U14', role: 'player', status: 'pending' }] });
    }
    const parent = await d.asUser(d.idOf('Siobhan Brennan'));
    const res = await parent.get(`/api/v1/onboarding/${d.idOf('Siobhan Brennan')}/parent`);
    expect(res.statusCode, res.body).toBe(200);
    const children = (res.json() as OnboardingAnswer).onboarding.children;
    expect(children.map((c) => [c.firstName, c.teamId, c.status]).sort()).toEqual([
      ['Alfie', d.teams.U10, 'accepted'],
      ['Conor', d.teams.U14, 'pending'],
    ]);
    expect((await u14Players()).members.some((m) => m.firstName === 'Conor')).toBe(false);
  });

  it("is approved by the U14's coach into the squad, and is then no longer waiting", async () => {
    const coach = await d.as('coach@touchline.demo');
    const res = await coach.put(`/api/v1/club/${d.clubId}/users/approve`, { userIds: [d.idOf('Conor Brennan')], approve: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
    expect((await pending('coach@touchline.demo')).members).toEqual([]);
    expect((await u14Players()).members.find((m) => m.firstName === 'Conor')).toMatchObject({ active: true, teams: [{ teamId: d.teams.U14, status: 'accepted' }] });
    // Nothing is left to decide: a second answer is refused.
    expect((await coach.put(`/api/v1/club/${d.clubId}/users/approve`, { userIds: [d.idOf('Conor Brennan')], approve: false })).statusCode).toBe(400);
  });
});
