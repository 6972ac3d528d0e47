// GET club/{clubId}/fixtures (the next fixtures) and GET club/{clubId}/matchstats (results per
// team): the caller's visible teams of this club only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { createTeam, createUser } from '../../support/factories';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('club fixtures and match stats on %s', (kind) => {
  let w: ClubWorld;
  let otherTeam: string;
  beforeAll(async () => {
    w = await createClubWorld(kind);
    otherTeam = (await createTeam(w.t.db, { clubId: w.clubA, name: 'Alder U15', ageGroup: 'U15' })).id;
    const add = (club: string, team: string, days: string, status: string, gf: number | null, ga: number | null) =>
      w.t.db.query(
        `INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at, status, goals_for, goals_against) VALUES ($1, $2, 'Opp', 'home', now() + $3::interval, $4, $5, $6)`,
        [club, team, days, status, gf, ga],
      );
    await add(w.clubA, w.teamA, '-7 days', 'ended', 3, 1);
    await add(w.clubA, w.teamA, '-14 days', 'ended', 1, 1);
    await add(w.clubA, otherTeam, '-3 days', 'ended', 0, 2);
    await add(w.clubA, otherTeam, '5 days', 'setup', null, null);
    await add(w.clubA, w.teamA, '6 days', 'cancelled', null, null);
    await add(w.clubB, w.teamB, '-2 days', 'ended', 9, 0);
    await add(w.clubB, w.teamB, '1 days', 'setup', null, null);
  });
  afterAll(() => w?.t.close());

  it('lists the next fixtures: every team for a club admin, own teams for a coach', async () => {
    const admin = (await w.client('club_admin').get(`/api/v1/club/${w.clubA}/fixtures?limit=10`)).json();
    expect(admin.fixtures.map((f: { teamId: string }) => f.teamId)).toEqual([w.teamA, otherTeam]);
    const limited = (await w.client('club_admin').get(`/api/v1/club/${w.clubA}/fixtures?limit=1`)).json();
    expect(limited.fixtures).toHaveLength(1);
    const coach = (await w.client('coach').get(`/api/v1/club/${w.clubA}/fixtures`)).json();
    expect(coach.fixtures.map((f: { teamId: string }) => f.teamId)).toEqual([w.teamA]);
    expect((await w.client('club_admin').get(`/api/v1/club/${w.clubA}/fixtures?limit=0`)).statusCode).toBe(400);
  });

  it('sums results of ended fixtures per team', async () => {
    const res = await w.client('club_admin').get(`/api/v1/club/${w.clubA}/matchstats`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().teams).toEqual([
      { teamId: w.teamA, teamName: 'Alder U12', played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 4, goalsAgainst: 2 },
      { teamId: otherTeam, teamName: 'Alder U15', played: 1, won: 0, drawn: 0, lost: 1, goalsFor: 0, goalsAgainst: 2 },
    ]);
    expect(res.json().total).toEqual({ played: 3, won: 1, drawn: 1, lost: 1, goalsFor: 4, goalsAgainst: 4 });
    const player = (await w.client('player').get(`/api/v1/club/${w.clubA}/matchstats`)).json();
    expect(player.teams.map((t: { teamId: string }) => t.teamId)).toEqual([w.teamA]);
  });

  it('never shows another club, or a team the caller cannot see', async () => {
    expect((await w.client('outsider').get(`/api/v1/club/${w.clubA}/matchstats`)).json().error.message).toBe('You do not have access to this screen');
    expect((await w.client('outsider').get(`/api/v1/club/${w.clubA}/fixtures`)).statusCode).toBe(403);
    // Club B's team through club A's path: not a visible team.
    expect((await w.client('club_admin').get(`/api/v1/club/${w.clubA}/matchstats?teamId=${w.teamB}`)).statusCode).toBe(403);
    expect((await w.client('coach').get(`/api/v1/club/${w.clubA}/fixtures?teamId=${otherTeam}`)).statusCode).toBe(403);
    const lonely = await createUser(w.t.db, { clubId: w.clubA, role: 'user', firstName: 'No', lastName: 'Team' });
    const c = await w.asUser(lonely.id);
    expect((await c.get(`/api/v1/club/${w.clubA}/matchstats`)).json().total.played).toBe(0);
  });
});
