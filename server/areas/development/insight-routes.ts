// Player insights (/api/v1/health, calls.md Health: GET {playerId}/insights?clubId): the trends of
// src/domain/development/insights.ts for the player's coaches and club admins (access.ts): trends a
// coach acts on, and once mood records count, read from what the player shared with the coach.
// The player and their parent see the profile, not these: 403. The rest of the Health calls
// belong to the wellbeing journal.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { developmentMessages as m } from '../../../src/domain/development/messages';
import type { PlayerInsights } from '../../../src/domain/development/profile-types';
import { useFailureMessages } from '../../lib/failure-handler';
import { forbidden } from '../../lib/http-error';
import { parseQuery } from '../../lib/parse-query';
import { requireDevelopmentAccess } from './access';
import { insightsFor } from './repository';

const query = v.object({ clubId: v.optional(v.pipe(v.string(m.club), v.uuid(m.club))), userId: v.optional(v.string()) });

const insightRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.get<{ Params: { playerId: string } }>('/:playerId/insights', { config: { permission: 'self', failure: m.loadProfile } }, async (request): Promise<PlayerInsights> => {
    const q = parseQuery(query, request.query);
    const { club, staff } = await requireDevelopmentAccess(request, request.params.playerId, q.clubId);
    if (!staff) throw forbidden(m.noAccess, 'staff_only');
    const now = new Date();
    return { playerId: request.params.playerId, computedAt: now.toISOString(), insights: await insightsFor(app.db, request.params.playerId, club, now) };
  });
};

export default insightRoutes;
