// GET training/{clubId}/{trainingId}/reflections: every player's feedback on the session, for
// the team's staff (the report's "player feedback" tab).
import type { FastifyPluginAsync } from 'fastify';
import { loadSessionAccess, requireStaff } from '../../lib/session-access';
import { TRAINING } from '../../lib/session-kind';
import { listFeedback } from './feedback-repository';

const reflectionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { clubId: string; trainingId: string } }>('/:clubId/:trainingId/reflections', { config: { permission: 'training.view' } }, async (request) => {
    const s = await loadSessionAccess(request, TRAINING, request.params.clubId, request.params.trainingId);
    requireStaff(s);
    return { reflections: await listFeedback(app.db, s.session.id) };
  });
};

export default reflectionRoutes;
