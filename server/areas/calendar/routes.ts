// Calendar (/api/v1/calendar, calls.md Calendar):
//   GET    {clubId}/list?from&to[&teamId][&playerId]   the member's fixtures, sessions and events
//   GET    {clubId}/summary?month[&timeZone]            counts per day of a month
//   GET    {clubId}/{id}                                one event
//   POST   {clubId}/create                              add an event (201)
//   DELETE {clubId}/{id}/cancel                         cancel: it stays, marked cancelled
//   DELETE {clubId}/{id}                                delete: gone
// Rules: access.ts; body: src/domain/calendar/event-schema.ts. The feed is feed-routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { calendarEventSchema } from '../../../src/domain/calendar/event-schema';
import { byStart, countByDay, daysOfMonth, eventItem, isTimeZone, type CalendarListAnswer, type CalendarSummaryAnswer } from '../../../src/domain/calendar/items';
import { calendarMessages as m } from '../../../src/domain/calendar/messages';
import { dateParam, endOf, idParam } from '../../../src/domain/query-fields';
import { requireClubRole, requireUuid, type ClubAccess } from '../../lib/access';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, notFound } from '../../lib/http-error';
import { resolveListTeams } from '../../lib/list-scope';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { idempotentWrite } from '../../plugins/idempotency';
import type { Queryable } from '../../db/db';
import { requireChange, requireCreateFor, requireVisible } from './access';
import { cancelEvent, deleteEvent, getEvent, insertEvent, listEvents } from './event-repository';
import { listSessions } from './session-repository';

/** The widest range one list answers (a quarter and a bit: a month view with its edges, an agenda). */
export const LONGEST_RANGE_DAYS = 100;

const listQuery = v.object({
  from: dateParam('from'),
  to: dateParam('to'),
  teamId: v.optional(idParam('teamId')),
  playerId: v.optional(idParam('playerId')),
});

const summaryQuery = v.object({
  month: v.pipe(v.string(m.month), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.month)),
  timeZone: v.optional(v.pipe(v.string(m.timeZone), v.maxLength(64, m.timeZone), v.check(isTimeZone, m.timeZone)), 'UTC'),
  teamId: v.optional(idParam('teamId')),
  playerId: v.optional(idParam('playerId')),
});

type Params = { clubId: string; id: string };

async function itemsIn(db: Queryable, access: ClubAccess, scope: { teamId?: string; playerId?: string }, from: Date, to: Date) {
  const teamIds = await resolveListTeams(db, access, scope);
  // Club-wide events always show; team events only for the teams in scope.
  const [events, sessions] = await Promise.all([listEvents(db, access.clubId, teamIds, from, to), listSessions(db, access.clubId, teamIds, from, to)]);
  return [...sessions, ...events.map(eventItem)].sort(byStart);
}

/** The event, when the caller may see it (404 otherwise, as for GET). */
async function visibleEvent(db: Queryable, access: ClubAccess, id: string) {
  return requireVisible(await getEvent(db, access.clubId, id), await resolveListTeams(db, access, {}));
}

const calendarRoutes: FastifyPluginAsync = async (app) => {
  // Our own fault answers the spec's 'There has been an error retrieving events' (reads).
  useFailureMessages(app);

  app.get<{ Params: { clubId: string } }>('/:clubId/list', { config: { permission: 'club.view', failure: m.loadFailed } }, async (request): Promise<CalendarListAnswer> => {
    const access = await requireClubRole(request, request.params.clubId, 'any');
    const q = parseQuery(listQuery, request.query);
    const from = q.from.at;
    const to = endOf(q.to);
    if (to <= from || to.getTime() - from.getTime() > LONGEST_RANGE_DAYS * 86_400_000) throw badRequest(m.range, 'validation', { to: m.range });
    return { items: await itemsIn(app.db, access, q, from, to) };
  });

  app.get<{ Params: { clubId: string } }>('/:clubId/summary', { config: { permission: 'club.view', failure: m.loadFailed } }, async (request): Promise<CalendarSummaryAnswer> => {
    const access = await requireClubRole(request, request.params.clubId, 'any');
    const q = parseQuery(summaryQuery, request.query);
    const days = daysOfMonth(q.month);
    // A day and a half either side covers every time zone's view of the month's days.
    const from = new Date(Date.parse(`${days[0]}T00:00:00Z`) - 36 * 3_600_000);
    const to = new Date(Date.parse(`${days[days.length - 1]}T00:00:00Z`) + 60 * 3_600_000);
    return { month: q.month, days: countByDay(await itemsIn(app.db, access, q, from, to), q.month, q.timeZone) };
  });

  app.get<{ Params: Params }>('/:clubId/:id', { config: { permission: 'club.view', failure: m.loadFailed } }, async (request) => {
    const access = await requireClubRole(request, request.params.clubId, 'any');
    const id = requireUuid(request.params.id, 'event id');
    return visibleEvent(app.db, access, id);
  });

  app.post<{ Params: { clubId: string } }>('/:clubId/create', { config: { permission: 'calendar.manage', failure: m.failed } }, async (request, reply) => {
    const access = await requireClubRole(request, request.params.clubId, 'any');
    const body = parseInput(calendarEventSchema, request.body, m.failed);
    await requireCreateFor(app.db, access, body.teamId ?? null);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const row = await insertEvent(tx, access.clubId, access.userId, body);
        // The id is another club's event, or one deleted: never overwrite, revive or reveal it.
        if (!row) throw badRequest(m.failed, 'id_taken');
        return row;
      },
      201,
    );
  });

  app.delete<{ Params: Params }>('/:clubId/:id/cancel', { config: { permission: 'calendar.manage', failure: m.failed } }, async (request, reply) => {
    const access = await requireClubRole(request, request.params.clubId, 'any');
    const id = requireUuid(request.params.id, 'event id');
    requireChange(access, await visibleEvent(app.db, access, id));
    return idempotentWrite(request, reply, async (tx) => {
      const row = await cancelEvent(tx, access.clubId, id);
      if (!row) throw notFound(m.notFound, 'event_not_found');
      return row;
    });
  });

  app.delete<{ Params: Params }>('/:clubId/:id', { config: { permission: 'calendar.manage', failure: m.failed } }, async (request, reply) => {
    const access = await requireClubRole(request, request.params.clubId, 'any');
    const id = requireUuid(request.params.id, 'event id');
    requireChange(access, await visibleEvent(app.db, access, id));
    return idempotentWrite(request, reply, async (tx) => {
      if (!(await deleteEvent(tx, access.clubId, id))) throw notFound(m.notFound, 'event_not_found');
      return { id, deleted: true };
    });
  });
};

export default calendarRoutes;
