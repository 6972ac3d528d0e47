// The practice streak and milestones on the user area (/api/v1/user, calls.md User area):
//   GET {id}/streak                          weekly streak as of the player's today
//   GET {id}/streak/date?startDate&endDate   the days practised in the range, and the streak as of endDate
//   GET achievement?clubId&playerId          milestones of the caller, or of their child (playerId)
// All computed from the days practice happened (src/domain/practice/streak.ts); a plan's days
// per week is the default 3 until plans exist (issue 21, later items).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { messages } from '../../../src/domain/permissions';
import { localDay } from '../../../src/domain/practice/practice-days';
import { achievements, DEFAULT_DAYS_PER_WEEK, weeklyStreak } from '../../../src/domain/practice/streak';
import { forbidden } from '../../lib/http-error';
import { parseQuery } from '../../lib/parse-query';
import { requireAuth } from '../../plugins/auth';
import { requireSeePractice } from './access';
import { practiceDays } from './repository';

type P = { Params: { id: string } };

const dayField = (name: string) => v.pipe(v.string(`${name} must be a date (YYYY-MM-DD)`), v.isoDate(`${name} must be a date (YYYY-MM-DD)`));
const rangeQuery = v.pipe(
  v.object({ startDate: dayField('startDate'), endDate: dayField('endDate'), userId: v.optional(v.string()), clubId: v.optional(v.string()) }),
  v.check((q) => q.startDate <= q.endDate, 'endDate must not be before startDate'),
  v.check((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= 400 * 86_400_000, 'Please choose at most a year'),
);
const achievementQuery = v.object({
  clubId: v.optional(v.pipe(v.string(), v.uuid('clubId must be a club id'))),
  playerId: v.optional(v.pipe(v.string(), v.uuid('playerId must be a user id'))),
  userId: v.optional(v.string()),
});

const streakRoutes: FastifyPluginAsync = async (app) => {
  const VIEW = { config: { permission: { user: 'members.view' as const } } };

  app.get<P>('/:id/streak', VIEW, async (request) => {
    const { targetId } = await requireSeePractice(request);
    const { days, timeZone } = await practiceDays(app.db, targetId);
    return weeklyStreak(days, localDay(timeZone), DEFAULT_DAYS_PER_WEEK);
  });

  app.get<P>('/:id/streak/date', VIEW, async (request) => {
    const q = parseQuery(rangeQuery, request.query);
    const { targetId } = await requireSeePractice(request);
    const { days } = await practiceDays(app.db, targetId);
    const upTo = days.filter((d) => d.day <= q.endDate);
    return { ...weeklyStreak(upTo, q.endDate, DEFAULT_DAYS_PER_WEEK), days: upTo.filter((d) => d.day >= q.startDate) };
  });

  app.get('/achievement', { config: { permission: 'self' } }, async (request) => {
    const q = parseQuery(achievementQuery, request.query);
    const auth = requireAuth(request);
    let playerId = auth.userId;
    if (q.playerId && q.playerId !== auth.userId) {
      // A parent asks for their child's; nobody else's through this call.
      const child = await app.db.maybeOne('SELECT 1 FROM guardians WHERE parent_id = $1 AND child_id = $2', [auth.userId, q.playerId]);
      if (!child && !auth.isSuperAdmin) throw forbidden(messages.noAccess, 'not_your_player');
      playerId = q.playerId;
    }
    const { days } = await practiceDays(app.db, playerId);
    return { playerId, achievements: achievements(days, DEFAULT_DAYS_PER_WEEK) };
  });
};

export default streakRoutes;
