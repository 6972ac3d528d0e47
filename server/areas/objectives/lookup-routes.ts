// GET /api/v1/objective (calls.md "Objective: GET list"): the club's objectives a player, parent
// or coach may pick from when setting one (a title, and a suggested timeframe and target). With
// `clubId`, that club's (the caller must be an active member of it, or a super admin); without,
// those of every active club the caller belongs to.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { objectiveMessages as m } from '../../../src/domain/objectives/messages';
import { useFailureMessages } from '../../lib/failure-handler';
import { forbidden } from '../../lib/http-error';
import { parseQuery } from '../../lib/parse-query';
import { requireAuth } from '../../plugins/auth';
import { listTemplates } from './repository';

const query = v.object({ clubId: v.optional(v.pipe(v.string('clubId must be a club id'), v.uuid('clubId must be a club id'))) });

const objectiveLookupRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.get('/', { config: { permission: 'self', failure: m.loadFailed } }, async (request) => {
    const q = parseQuery(query, request.query);
    const auth = requireAuth(request);
    if (q.clubId && auth.isSuperAdmin) return { objectives: await listTemplates(app.db, [q.clubId]) };
    const rows = await app.db.query<{ club_id: string }>(
      `SELECT DISTINCT m.club_id FROM memberships m JOIN clubs k ON k.id = m.club_id AND k.active WHERE m.user_id = $1 AND m.active`,
      [auth.userId],
    );
    const clubs = rows.map((r) => r.club_id);
    if (q.clubId && !clubs.includes(q.clubId)) throw forbidden(m.notInClub, 'not_in_club');
    return { objectives: await listTemplates(app.db, q.clubId ? [q.clubId] : clubs) };
  });
};

export default objectiveLookupRoutes;
