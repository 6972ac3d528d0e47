// Player development (/api/v1/development, issue 21 items 5-6):
//   GET {clubId}/players?teamId     the players of the teams the caller develops, with playing time
//                                   and the latest 99 Rating kept (club admins: every team; coaches
//                                   and assistants: their teams); filters by position, trial and
//                                   active are the app's, on this list
//   GET player/{playerId}?clubId    the development profile with the 99 Rating and its breakdown
//                                   (the player and their parent too, read-only)
// Who: access.ts. Numbers: repository.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { developmentMessages as m } from '../../../src/domain/development/messages';
import type { DevelopmentPlayers } from '../../../src/domain/development/profile-types';
import { useFailureMessages } from '../../lib/failure-handler';
import { forbidden } from '../../lib/http-error';
import { parseQuery } from '../../lib/parse-query';
import { listableTeams, requireDevelopmentAccess } from './access';
import { developmentPlayers, developmentProfile, seasonOf } from './repository';

const clubQuery = v.object({ clubId: v.optional(v.pipe(v.string(m.club), v.uuid(m.club))), userId: v.optional(v.string()) });
const listQuery = v.object({ teamId: v.optional(v.pipe(v.string(m.team), v.uuid(m.team))), userId: v.optional(v.string()) });

const developmentRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.get<{ Params: { clubId: string } }>('/:clubId/players', { config: { permission: 'members.view', failure: m.loadPlayers } }, async (request): Promise<DevelopmentPlayers> => {
    const q = parseQuery(listQuery, request.query);
    const access = request.clubAccess!;
    const club = await app.db.one<{ season_start: string | null; season_end: string | null; fair_play_threshold: number }>(
      `SELECT to_char(season_start, 'YYYY-MM-DD') AS season_start, to_char(season_end, 'YYYY-MM-DD') AS season_end, fair_play_threshold FROM clubs WHERE id = $1`,
      [access.clubId],
    );
    const all = await app.db.query<{ id: string; name: string }>('SELECT id, name FROM teams WHERE club_id = $1 AND active ORDER BY name', [access.clubId]);
    const teams = listableTeams(access, all);
    if (!teams.length) throw forbidden(m.noAccess, 'not_a_coach');
    let chosen = teams;
    if (q.teamId) {
      chosen = teams.filter((t) => t.id === q.teamId);
      if (!chosen.length) throw forbidden(m.noAccess, 'not_your_team');
    }
    const now = new Date();
    const season = seasonOf({ seasonStart: club.season_start, seasonEnd: club.season_end }, now.toISOString().slice(0, 10));
    return {
      clubId: access.clubId,
      teams,
      season,
      computedAt: now.toISOString(),
      players: await developmentPlayers(app.db, access.clubId, chosen, Number(club.fair_play_threshold), season),
    };
  });

  app.get<{ Params: { playerId: string } }>('/player/:playerId', { config: { permission: 'self', failure: m.loadProfile } }, async (request) => {
    const q = parseQuery(clubQuery, request.query);
    const { club, staff } = await requireDevelopmentAccess(request, request.params.playerId, q.clubId);
    return developmentProfile(app.db, request.params.playerId, club, staff);
  });
};

export default developmentRoutes;
