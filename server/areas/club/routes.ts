// Club area, read side: GET /api/v1/club (the caller's clubs) and GET /api/v1/club/{id}.
import type { FastifyPluginAsync } from 'fastify';
import { CLUB_LIST_DEFAULT_LIMIT, ClubListQuerySchema } from '../../../src/domain/club/list-query';
import { requireClubRole } from '../../lib/access';
import { notFound } from '../../lib/http-error';
import { parseQuery } from '../../lib/parse-query';
import { requireAuth } from '../../plugins/auth';
import { getClubDetail, listClubs } from './repository';
import createRoutes from './create-routes';
import teamRoutes from './team-routes';
import uploadRoutes from './upload-routes';
import statsRoutes from './stats-routes';
import licenceRoutes from './licence-routes';
import fixtureSummaryRoutes from './fixture-summary-routes';
import trainingOnboardingRoutes from './training-onboarding-routes';

const clubRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { config: { permission: 'self' } }, async (request) => {
    const auth = requireAuth(request);
    const q = parseQuery(ClubListQuerySchema, request.query);
    return listClubs(app.db, {
      memberId: auth.isSuperAdmin ? null : auth.userId,
      sport: q.sportId || undefined,
      nameContains: q.clubName || undefined,
      clubType: q.type,
      parentClubId: q.parentClubId,
      limit: q.limit ?? CLUB_LIST_DEFAULT_LIMIT,
      offset: q.offset ?? 0,
    });
  });

  app.get<{ Params: { id: string } }>('/:id', { config: { permission: 'club.view' } }, async (request) => {
    await requireClubRole(request, request.params.id, 'any');
    const detail = await getClubDetail(app.db, request.params.id);
    if (!detail) throw notFound('Club not found');
    return detail;
  });

  // Club creation, contract and subscription; teams (each its own file, same prefix).
  await app.register(createRoutes);
  await app.register(teamRoutes);
  await app.register(uploadRoutes);
  await app.register(statsRoutes);
  await app.register(licenceRoutes);
  await app.register(fixtureSummaryRoutes);
  await app.register(trainingOnboardingRoutes);
};

export default clubRoutes;
