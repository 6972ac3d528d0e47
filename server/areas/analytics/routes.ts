// Analytics (/api/v1/analytics, calls.md "Analytics"):
//   GET clubs?clubId                            the clubs whose analytics the caller may see
//   GET club/dashboard/:clubId/overview?startDate&endDate   the club overview
// Club admins (analytics.club) and the super admin; numbers from the semantic layer.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { analyticsMessages as m } from '../../../src/domain/analytics/messages';
import { holds } from '../../../src/domain/permissions';
import type { RoleName } from '../../../src/domain/roles';
import { useFailureMessages } from '../../lib/failure-handler';
import { parseQuery } from '../../lib/parse-query';
import { loadOverrides, requirePermission } from '../../lib/permissions';
import { requireAuth } from '../../plugins/auth';
import { clubOverview, listAnalyticsClubs } from './overview-repository';
import { parseRange } from './range';

const clubsQuery = v.object({ clubId: v.optional(v.pipe(v.string('Invalid club id'), v.uuid('Invalid club id'))), userId: v.optional(v.string()) });

const analyticsRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  // 'self': any signed-in caller; the answer lists only clubs where they hold analytics.club.
  app.get('/clubs', { config: { permission: 'self', failure: m.loadFailed } }, async (request) => {
    const q = parseQuery(clubsQuery, request.query);
    const auth = requireAuth(request);
    if (q.clubId) {
      await requirePermission(request, q.clubId, 'analytics.club');
      return { clubs: await listAnalyticsClubs(app.db, [q.clubId]) };
    }
    if (auth.isSuperAdmin) return { clubs: await listAnalyticsClubs(app.db, 'all') };
    const rows = await app.db.query<{ club_id: string; role: RoleName }>(
      `SELECT m.club_id, m.role FROM memberships m JOIN clubs c ON c.id = m.club_id AND c.active WHERE m.user_id = $1 AND m.active`,
      [auth.userId],
    );
    const rolesBy = new Map<string, RoleName[]>();
    for (const r of rows) rolesBy.set(r.club_id, [...(rolesBy.get(r.club_id) ?? []), r.role]);
    const allowed: string[] = [];
    for (const [clubId, roles] of rolesBy) if (holds(roles, 'analytics.club', await loadOverrides(app.db, clubId, auth.userId))) allowed.push(clubId);
    return { clubs: await listAnalyticsClubs(app.db, allowed) };
  });

  app.get<{ Params: { clubId: string } }>('/club/dashboard/:clubId/overview', { config: { permission: 'analytics.club', failure: m.loadFailed } }, async (request) => {
    const range = parseRange(request.query);
    return clubOverview(app.db, request.params.clubId, range);
  });
};

export default analyticsRoutes;
