// GET club/{clubId}/fixtures and GET club/{clubId}/matchstats (fixtures.view): read-only
// summaries of the club's fixtures, for the teams the caller may see (server/lib/list-scope.ts:
// club admins every team, staff their teams, players and parents their own or their children's).
import type { FastifyPluginAsync } from 'fastify';
import { CLUB_FIXTURES_DEFAULT_LIMIT, clubFixturesQuerySchema, matchStatsQuerySchema, type ClubFixturesAnswer, type MatchStatsAnswer, type TeamMatchStats } from '../../../src/domain/club/club-fixtures-schema';
import { resolveListTeams } from '../../lib/list-scope';
import { parseQuery } from '../../lib/parse-query';
import { listFixtures } from '../fixture/list-repository';

type P = { Params: { clubId: string } };

const fixtureSummaryRoutes: FastifyPluginAsync = async (app) => {
  app.get<P>('/:clubId/fixtures', { config: { permission: 'fixtures.view' } }, async (request): Promise<ClubFixturesAnswer> => {
    const access = request.clubAccess!;
    const q = parseQuery(clubFixturesQuerySchema, request.query);
    const teamIds = await resolveListTeams(app.db, access, { isAdmin: true, teamId: q.teamId });
    const all = await listFixtures(app.db, { clubId: access.clubId, teamIds, includeInactive: false, from: new Date(), limit: 100 });
    return { fixtures: all.filter((f) => f.status !== 'cancelled' && f.status !== 'ended').slice(0, q.limit ?? CLUB_FIXTURES_DEFAULT_LIMIT) };
  });

  app.get<P>('/:clubId/matchstats', { config: { permission: 'fixtures.view' } }, async (request): Promise<MatchStatsAnswer> => {
    const access = request.clubAccess!;
    const q = parseQuery(matchStatsQuerySchema, request.query);
    const teamIds = await resolveListTeams(app.db, access, { isAdmin: true, teamId: q.teamId });
    const rows = teamIds.length
      ? await app.db.query<{ team_id: string; team_name: string; played: number; won: number; drawn: number; lost: number; goals_for: number; goals_against: number }>(
          `SELECT f.team_id, t.name AS team_name, count(*)::int AS played,
                  count(*) FILTER (WHERE f.goals_for > f.goals_against)::int AS won,
                  count(*) FILTER (WHERE f.goals_for = f.goals_against)::int AS drawn,
                  count(*) FILTER (WHERE f.goals_for < f.goals_against)::int AS lost,
                  COALESCE(sum(f.goals_for), 0)::int AS goals_for, COALESCE(sum(f.goals_against), 0)::int AS goals_against
           FROM fixtures f JOIN teams t ON t.id = f.team_id
           WHERE f.club_id = $1 AND f.team_id = ANY($2::uuid[]) AND f.active AND f.status = 'ended'
           GROUP BY f.team_id, t.name ORDER BY t.name, f.team_id`,
          [access.clubId, teamIds],
        )
      : [];
    const teams: TeamMatchStats[] = rows.map((r) => ({
      teamId: r.team_id, teamName: r.team_name, played: r.played, won: r.won, drawn: r.drawn, lost: r.lost, goalsFor: r.goals_for, goalsAgainst: r.goals_against,
    }));
    const sum = (k: 'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst') => teams.reduce((n, t) => n + t[k], 0);
    return {
      clubId: access.clubId,
      teams,
      total: { played: sum('played'), won: sum('won'), drawn: sum('drawn'), lost: sum('lost'), goalsFor: sum('goalsFor'), goalsAgainst: sum('goalsAgainst') },
    };
  });
};

export default fixtureSummaryRoutes;
