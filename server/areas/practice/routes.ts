// At-home practice (/api/v1/practice, calls.md "At-home practice"):
//   GET {playerId}?clubId          the diary, newest day first
//   GET {playerId}/stats?clubId    minutes per core skill, week, month and this season
//   POST {playerId}                log an entry (201); the device's id makes a replay find its row
//   PUT / DELETE {playerId}/{trainingId}   change or remove an entry (trainingId: the entry's id)
// Reads: the player, their parent, club admins and the coaches of the player's teams. Writes:
// the player or their parent (access.ts). Bodies: src/domain/practice/practice-schema.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { practiceMessages as m } from '../../../src/domain/practice/messages';
import { judgedAt, localDay, practiceDayAllowed } from '../../../src/domain/practice/practice-days';
import { practiceEntrySchema, type PracticeEntryBody } from '../../../src/domain/practice/practice-schema';
import { practiceStats } from '../../../src/domain/practice/practice-stats';
import { requireUuid } from '../../lib/access';
import { badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { idempotentWrite } from '../../plugins/idempotency';
import { requireSeePractice, requireWritePractice } from './access';
import { deletePractice, findPractice, insertPractice, listPractice, practiceDays, updatePractice } from './repository';

type P = { Params: { playerId: string } };
type PE = { Params: { playerId: string; trainingId: string } };

const listQuery = v.object({ clubId: v.optional(v.pipe(v.string(), v.uuid('clubId must be a club id'))), userId: v.optional(v.string()) });
const VIEW = { permission: { user: 'members.view' as const } };
const WRITE = { permission: { user: 'members.view' as const }, failure: m.failed };

/** The body, with its day judged in the player's zone against when it was typed (never later than today). */
function parseEntry(request: FastifyRequest): PracticeEntryBody {
  const body = parseInput(practiceEntrySchema, request.body, m.failed);
  const now = new Date();
  if (!practiceDayAllowed(body.day, body.timeZone, judgedAt(body.loggedAt, now)) || body.day > localDay(body.timeZone, now)) {
    throw badRequest(m.dayRange, 'validation', { day: m.dayRange });
  }
  return body;
}

const practiceRoutes: FastifyPluginAsync = async (app) => {
  app.get<P>('/:playerId', { config: VIEW }, async (request) => {
    parseQuery(listQuery, request.query);
    const { targetId } = await requireSeePractice(request);
    return { entries: await listPractice(app.db, targetId) };
  });

  app.get<P>('/:playerId/stats', { config: VIEW }, async (request) => {
    parseQuery(listQuery, request.query);
    const { targetId } = await requireSeePractice(request);
    const [entries, { timeZone }] = await Promise.all([listPractice(app.db, targetId), practiceDays(app.db, targetId)]);
    return practiceStats(entries, localDay(timeZone));
  });

  app.post<P>('/:playerId', { config: WRITE }, async (request, reply) => {
    const access = await requireWritePractice(request);
    const body = parseEntry(request);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const entry = await insertPractice(tx, access.targetId, access.callerId, body);
        // The id is another player's entry: never overwrite or reveal it.
        if (!entry) throw badRequest(m.failed, 'id_taken');
        return entry;
      },
      201,
    );
  });

  app.put<PE>('/:playerId/:trainingId', { config: WRITE }, async (request, reply) => {
    const access = await requireWritePractice(request);
    const id = requireUuid(request.params.trainingId, 'practice id');
    const body = parseEntry(request);
    return idempotentWrite(request, reply, async (tx) => {
      const entry = await updatePractice(tx, access.targetId, id, body);
      if (!entry) throw notFound(m.notFound, 'practice_not_found');
      return entry;
    });
  });

  app.delete<PE>('/:playerId/:trainingId', { config: WRITE }, async (request, reply) => {
    const access = await requireWritePractice(request);
    const id = requireUuid(request.params.trainingId, 'practice id');
    return idempotentWrite(request, reply, async (tx) => {
      // Deleting twice (a replay without its key, two devices) is the same end state: deleted.
      const existed = (await findPractice(tx, access.targetId, id)) !== undefined && (await deletePractice(tx, access.targetId, id));
      return { id, deleted: existed };
    });
  });
};

export default practiceRoutes;
