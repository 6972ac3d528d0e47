// User objectives (/api/v1/user-objective, calls.md "User objective"):
//   GET ?playerId&limit                    the player's objectives with their logs, newest set first
//   GET date?playerId&startDate&endDate    those whose timeframe overlaps the days
//   GET {id}                               one objective
//   POST                                   set one (201); body { id?, playerId, objectiveId?, title, timeframe, target, startDay }
//   PUT {id}                               change it; body { playerId, objectiveId?, title, timeframe, target, met? }
//   POST {id}/log                          a progress entry (201, the objective); body { id?, playerId, day, value, note? }
//   DELETE {id}?playerId                   remove it with its logs
// Who: the player, their parent, club admins and the coaches of the player's teams (access.ts);
// only those staff mark one met. Bodies: src/domain/objectives/objective-schema.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { objectiveMessages as m } from '../../../src/domain/objectives/messages';
import { objectiveCreateSchema, objectiveEditSchema, objectiveLogSchema, type UserObjective } from '../../../src/domain/objectives/objective-schema';
import { requireUuid } from '../../lib/access';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { idempotentWrite } from '../../plugins/idempotency';
import { requireObjectiveAccess, requireSetObjectives, type ObjectiveAccess } from './access';
import { deleteObjective, findObjective, insertLog, insertObjective, listObjectives, objectivesBetween, updateObjective } from './repository';

type P = { Params: { id: string } };

const playerId = v.pipe(v.string(m.player), v.uuid(m.player));
const listQuery = v.object({
  playerId,
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer('limit must be from 1 to 500'), v.minValue(1, 'limit must be from 1 to 500'), v.maxValue(500, 'limit must be from 1 to 500'))),
});
const dateQuery = v.pipe(
  v.object({ playerId, startDate: v.pipe(v.string(m.dates), v.isoDate(m.dates)), endDate: v.pipe(v.string(m.dates), v.isoDate(m.dates)) }),
  v.check((q) => q.startDate <= q.endDate, m.dates),
);
const deleteQuery = v.object({ playerId });

/** Tomorrow in UTC: the latest local day anywhere on Earth right now (a day in the future is refused). */
const latestDay = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

const READ = { permission: 'self' as const, failure: m.loadFailed };
const WRITE = { permission: 'self' as const, failure: m.failed };

/** The objective named in the path, once the caller may act for its player (404 for an unknown id, or one of another player than `playerId`). */
async function objectiveFor(request: FastifyRequest<P>, write: boolean, playerId?: string): Promise<{ objective: UserObjective; access: ObjectiveAccess }> {
  const id = requireUuid(request.params.id, 'objective id');
  const objective = await findObjective(request.server.db, id);
  if (!objective || (playerId && objective.playerId !== playerId)) throw notFound(m.notFound, 'objective_not_found');
  const access = write ? await requireSetObjectives(request, objective.playerId) : await requireObjectiveAccess(request, objective.playerId);
  return { objective, access };
}

const userObjectiveRoutes: FastifyPluginAsync = async (app) => {
  // Our own fault answers the route's failure message ('There has been an error retrieving objectives' on reads).
  useFailureMessages(app);

  app.get('/', { config: READ }, async (request) => {
    const q = parseQuery(listQuery, request.query);
    const { targetId } = await requireObjectiveAccess(request, q.playerId);
    return { objectives: await listObjectives(app.db, targetId, q.limit) };
  });

  app.get('/date', { config: READ }, async (request) => {
    const q = parseQuery(dateQuery, request.query);
    const { targetId } = await requireObjectiveAccess(request, q.playerId);
    return { objectives: await objectivesBetween(app.db, targetId, q.startDate, q.endDate) };
  });

  app.get<P>('/:id', { config: READ }, async (request) => (await objectiveFor(request, false)).objective);

  app.post('/', { config: WRITE }, async (request, reply) => {
    const body = parseInput(objectiveCreateSchema, request.body, m.incomplete);
    if (body.startDay > latestDay()) throw badRequest(m.day, 'validation', { startDay: m.day });
    const access = await requireSetObjectives(request, body.playerId);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const row = await insertObjective(tx, access.callerId, body);
        // The id is another player's objective: never overwrite or reveal it.
        if (!row) throw badRequest(m.failed, 'id_taken');
        return row;
      },
      201,
    );
  });

  app.put<P>('/:id', { config: WRITE }, async (request, reply) => {
    const body = parseInput(objectiveEditSchema, request.body, m.incomplete);
    const { objective, access } = await objectiveFor(request, true, body.playerId);
    if (body.met !== undefined && body.met !== objective.met && !access.staff) throw forbidden(m.markMet, 'coach_marks_met');
    return idempotentWrite(request, reply, async (tx) => {
      const row = await updateObjective(tx, objective, access.callerId, body);
      if (!row) throw notFound(m.notFound, 'objective_not_found');
      return row;
    });
  });

  app.post<P>('/:id/log', { config: WRITE }, async (request, reply) => {
    const body = parseInput(objectiveLogSchema, request.body, m.incomplete);
    if (body.day > latestDay()) throw badRequest(m.day, 'validation', { day: m.day });
    const { objective, access } = await objectiveFor(request, true, body.playerId);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        // The id is a progress entry of another objective: never move or reveal it.
        if (!(await insertLog(tx, objective.id, access.callerId, body))) throw badRequest(m.failed, 'id_taken');
        const row = await findObjective(tx, objective.id);
        if (!row) throw notFound(m.notFound, 'objective_not_found');
        return row;
      },
      201,
    );
  });

  app.delete<P>('/:id', { config: WRITE }, async (request, reply) => {
    const q = parseQuery(deleteQuery, request.query);
    const id = requireUuid(request.params.id, 'objective id');
    // Deleting twice (a replay without its key, two devices) is the same end state: deleted.
    const existing = await findObjective(app.db, id);
    if (existing && existing.playerId !== q.playerId) throw notFound(m.notFound, 'objective_not_found');
    const access = await requireSetObjectives(request, q.playerId);
    return idempotentWrite(request, reply, async (tx) => ({ id, deleted: await deleteObjective(tx, access.targetId, id) }));
  });
};

export default userObjectiveRoutes;
