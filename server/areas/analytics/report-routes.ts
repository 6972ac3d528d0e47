// Team and player reports (calls.md "Team reports", "Player reports"):
//   GET team-report/:clubId/:teamId/overview?startDate&endDate     club admins, the team's coaches
//   GET player-report/:teamId/:playerId/overview?startDate&endDate the player, their parent,
//                                                                  club admins, the team's coaches
// Registered twice (one plugin per prefix, app.ts).
import type { FastifyPluginAsync } from 'fastify';
import { analyticsMessages as m } from '../../../src/domain/analytics/messages';
import { useFailureMessages } from '../../lib/failure-handler';
import { requireClubTeam, requirePlayerOverview, requireTeamStaff } from './access';
import { playerOverview, teamOverview } from './overview-repository';
import { parseRange } from './range';

export const teamReportRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  app.get<{ Params: { clubId: string; teamId: string } }>('/:clubId/:teamId/overview', { config: { permission: 'analytics.team', failure: m.loadFailed } }, async (request) => {
    const { clubId, teamId } = request.params;
    const team = await requireClubTeam(request, clubId, teamId);
    requireTeamStaff(request.clubAccess!, teamId);
    const range = parseRange(request.query);
    return teamOverview(app.db, clubId, teamId, team.name, range);
  });
};

export const playerReportRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  app.get<{ Params: { teamId: string; playerId: string } }>(
    '/:teamId/:playerId/overview',
    { config: { permission: { user: 'analytics.team' }, failure: m.loadFailed } },
    async (request) => {
      const { teamId, playerId } = request.params;
      const { clubId, teamName } = await requirePlayerOverview(request, request.userAccess!, teamId);
      const range = parseRange(request.query);
      return playerOverview(app.db, clubId, teamId, teamName, playerId, range);
    },
  );
};
