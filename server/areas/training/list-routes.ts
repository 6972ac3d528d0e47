// GET /api/v1/training/{clubId}: the training sessions the caller may see in a club (same
// access as the fixture list, server/lib/list-scope.ts), ordered by start.
import type { FastifyPluginAsync } from 'fastify';
import { TRAINING_LIST_DEFAULT_LIMIT, TrainingListQuerySchema } from '../../../src/domain/training/list-query';
import { endOf } from '../../../src/domain/query-fields';
import type { TrainingListAnswer } from '../../../src/domain/training/types';
import { requireClubRole } from '../../lib/access';
import { resolveListTeams } from '../../lib/list-scope';
import { parseQuery } from '../../lib/parse-query';
import { listTraining } from './list-repository';

const trainingListRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { clubId: string } }>('/:clubId', { config: { permission: 'training.view' } }, async (request): Promise<TrainingListAnswer> => {
    const access = await requireClubRole(request, request.params.clubId, 'any');
    const q = parseQuery(TrainingListQuerySchema, request.query);
    const teamIds = await resolveListTeams(app.db, access, q);
    const sessions = await listTraining(app.db, {
      clubId: access.clubId,
      teamIds,
      includeInactive: q.showInactive ?? false,
      from: q.from?.at,
      toExclusive: q.to ? endOf(q.to) : undefined,
      limit: q.limit ?? TRAINING_LIST_DEFAULT_LIMIT,
    });
    return { sessions };
  });
};

export default trainingListRoutes;
