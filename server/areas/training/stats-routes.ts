// GET training/{clubId}/stats?teamId&from&to&limit: post-training stats over time (attendance
// rate, minutes per core skill, feedback averages) for the teams the caller runs: a coach or
// assistant their teams, a club admin every team. Players and parents: 403.
import type { FastifyPluginAsync } from 'fastify';
import { endOf } from '../../../src/domain/query-fields';
import { TRAINING_STATS_DEFAULT_LIMIT, TrainingStatsQuerySchema, type TrainingStatsAnswer } from '../../../src/domain/training/stats';
import { isTeamStaff, requireClubRole } from '../../lib/access';
import { forbidden } from '../../lib/http-error';
import { resolveListTeams } from '../../lib/list-scope';
import { parseQuery } from '../../lib/parse-query';
import { NO_PERMISSION } from '../../lib/session-access';
import { trainingStats } from './stats-repository';

const statsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { clubId: string } }>('/:clubId/stats', { config: { permission: 'training.view' } }, async (request): Promise<TrainingStatsAnswer> => {
    const access = await requireClubRole(request, request.params.clubId, 'any');
    const q = parseQuery(TrainingStatsQuerySchema, request.query);
    const visible = await resolveListTeams(app.db, access, { isAdmin: true, teamId: q.teamId });
    const teamIds = visible.filter((t) => isTeamStaff(access, t));
    if (teamIds.length === 0) throw forbidden(NO_PERMISSION, 'not_team_staff');
    return trainingStats(app.db, {
      clubId: access.clubId,
      teamIds,
      from: q.from?.at,
      toExclusive: q.to ? endOf(q.to) : undefined,
      limit: q.limit ?? TRAINING_STATS_DEFAULT_LIMIT,
    });
  });
};

export default statsRoutes;
