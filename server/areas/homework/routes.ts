// Coach challenges (/api/v1/homework, calls.md Homework):
//   POST                          set a challenge (201); body { id, clubId, teamId, playerIds?, title, coreSkill, instructions, dueDay, marking }
//   GET ?clubId                   the staff's challenges: set in the last 30 days or still to mark (the report and the coach's list)
//   GET outstanding?clubId        answered challenges marked by upload, waiting for the coach
//   GET outstanding/training?clubId  answered challenges to mark at the next training session
//   GET {id}                      one challenge (staff: every entry; a player or parent: their own)
//   PUT {id}/demo                 the coach's demo video or picture (binary body)
//   GET {id}/demo                 it, with byte ranges
//   PUT {id}/upload/file?playerId the player's answer file (binary body): not uploaded -> uploaded
//   PUT {id}/upload               the minutes and thoughts: -> awaiting grading
//   GET {id}/file/{playerId}      the answer file, with byte ranges
//   PUT {id}/mark                 the coach's rating, grade and feedback: awaiting grading -> marked
//   PUT {id}/complete             the player or parent has seen the mark: marked -> completed
//   DELETE {id}                   the coach removes the challenge and its files
// Who: access.ts. Every write is idempotent (the outbox's Idempotency-Key; the device's id for POST).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { homeworkMessages as m } from '../../../src/domain/homework/messages';
import {
  HOMEWORK_FILE_MAX_BYTES,
  HOMEWORK_REPORT_DAYS,
  homeworkAnswerSchema,
  homeworkClubQuery,
  homeworkCreateSchema,
  homeworkMarkSchema,
  homeworkPlayerSchema,
  type Homework,
} from '../../../src/domain/homework/homework-schema';
import { afterAnswer, afterFile, canAnswer, canComplete, canMark } from '../../../src/domain/homework/states';
import { requireUuid } from '../../lib/access';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { notifyPlayers } from '../../lib/notify';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { isUpload, toUpload } from '../../lib/recordings';
import { sendStored } from '../../lib/storage/send-stored';
import { idempotentWrite } from '../../plugins/idempotency';
import { requireAnswerer, requireCoach, requireViewer, staffTeams } from './access';
import { answerKey, checkChallengeFile, demoKey, storeFile } from './answer-file';
import {
  completeEntry,
  deleteHomework,
  findEntry,
  findHead,
  findHomework,
  insertHomework,
  listForStaff,
  listOutstanding,
  markEntry,
  setAnswer,
  setAnswerFile,
  setDemo,
  teamPlayers,
  type HomeworkHead,
} from './repository';

type P = { Params: { id: string } };

const READ = { permission: 'self' as const, failure: m.loadFailed };
const WRITE = { permission: 'self' as const, failure: m.failed };
const UPLOAD = { permission: 'self' as const, failure: m.uploadFailed, tooLarge: 'The file is too large (100 MB at most)' };

/** The latest local day anywhere on Earth right now... and the earliest: a due day before it is refused. */
const earliestToday = () => new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);

async function headOf(request: FastifyRequest<P>): Promise<HomeworkHead> {
  const head = await findHead(request.server.db, requireUuid(request.params.id, 'challenge id'));
  if (!head) throw notFound(m.notFound, 'homework_not_found');
  return head;
}

const entryPlayers = async (request: FastifyRequest, id: string) =>
  (await request.server.db.query<{ player_id: string }>('SELECT player_id FROM homework_entries WHERE homework_id = $1', [id])).map((r) => r.player_id);

const homeworkRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.post('/', { config: { ...WRITE, failure: m.createFailed } }, async (request, reply) => {
    const body = parseInput(homeworkCreateSchema, request.body, m.incomplete);
    if (body.dueDay < earliestToday()) throw badRequest(m.dueDay, 'validation', { dueDay: m.dueDay });
    const access = await requireCoach(request, body.clubId, body.teamId);
    const team = await teamPlayers(app.db, body.clubId, body.teamId);
    const chosen = body.playerIds && body.playerIds.length > 0 ? [...new Set(body.playerIds)] : team;
    if (chosen.length === 0 || chosen.some((p) => !team.includes(p))) throw badRequest(m.players, 'validation', { playerIds: m.players });
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        if (!(await insertHomework(tx, access.userId, body, chosen))) {
          // A replay without its key finds its own row; someone else's id is never overwritten or shown.
          const existing = await findHomework(tx, body.id);
          if (!existing || existing.clubId !== body.clubId || existing.createdBy !== access.userId) throw conflict(m.createFailed, 'id_taken');
          return existing;
        }
        const row = (await findHomework(tx, body.id))!;
        await notifyPlayers(tx, {
          kind: 'homework_set',
          clubId: row.clubId,
          teamId: row.teamId,
          players: chosen,
          actorId: access.userId,
          params: { sessionId: row.id, sessionKind: 'homework', teamName: row.teamName, startsAt: `${row.dueDay}T00:00:00.000Z`, title: row.title },
        });
        return row;
      },
      201,
    );
  });

  app.get('/', { config: READ }, async (request) => {
    const q = parseQuery(homeworkClubQuery, request.query);
    const teams = await staffTeams(request, q.clubId);
    return { homework: await listForStaff(app.db, q.clubId, teams, new Date(Date.now() - HOMEWORK_REPORT_DAYS * 86_400_000)) };
  });

  app.get('/outstanding', { config: READ }, async (request) => {
    const q = parseQuery(homeworkClubQuery, request.query);
    return { homework: await listOutstanding(app.db, q.clubId, await staffTeams(request, q.clubId), false) };
  });

  app.get('/outstanding/training', { config: READ }, async (request) => {
    const q = parseQuery(homeworkClubQuery, request.query);
    return { homework: await listOutstanding(app.db, q.clubId, await staffTeams(request, q.clubId), true) };
  });

  app.get<P>('/:id', { config: READ }, async (request): Promise<Homework> => {
    const head = await headOf(request);
    const viewer = await requireViewer(request, head, await entryPlayers(request, head.id));
    return (await findHomework(app.db, head.id, viewer.staff ? undefined : viewer.players))!;
  });

  app.put<P>('/:id/mark', { config: WRITE }, async (request, reply) => {
    const body = parseInput(homeworkMarkSchema, request.body, m.incomplete);
    const head = await headOf(request);
    const access = await requireCoach(request, head.clubId, head.teamId);
    return idempotentWrite(request, reply, async (tx) => {
      const entry = await findEntry(tx, head.id, body.playerId);
      if (!entry) throw notFound(m.notFound, 'entry_not_found');
      if (!canMark(entry.state)) throw conflict(entry.state === 'marked' || entry.state === 'completed' ? m.alreadyMarked : m.notAnswered, 'wrong_state');
      await markEntry(tx, head.id, body.playerId, access.userId, body);
      const row = (await findHomework(tx, head.id))!;
      await notifyPlayers(tx, {
        kind: 'homework_marked',
        clubId: row.clubId,
        teamId: row.teamId,
        players: [body.playerId],
        actorId: access.userId,
        params: { sessionId: row.id, sessionKind: 'homework', teamName: row.teamName, startsAt: `${row.dueDay}T00:00:00.000Z`, title: row.title },
      });
      return row;
    });
  });

  app.put<P>('/:id/upload', { config: { ...WRITE, failure: m.uploadFailed } }, async (request, reply) => {
    const body = parseInput(homeworkAnswerSchema, request.body, m.minutes);
    const head = await headOf(request);
    await requireAnswerer(request, head, body.playerId, await entryPlayers(request, head.id));
    return idempotentWrite(request, reply, async (tx) => {
      const entry = (await findEntry(tx, head.id, body.playerId))!;
      const next = afterAnswer(entry.state, head.marking);
      if (!next) throw conflict(canAnswer(entry.state) ? m.fileMissing : m.alreadyMarked, 'wrong_state');
      await setAnswer(tx, head.id, body.playerId, body.minutes, body.thoughts || null);
      return (await findHomework(tx, head.id, [body.playerId]))!;
    });
  });

  app.put<P>('/:id/complete', { config: WRITE }, async (request, reply) => {
    const body = parseInput(homeworkPlayerSchema, request.body, m.incomplete);
    const head = await headOf(request);
    await requireAnswerer(request, head, body.playerId, await entryPlayers(request, head.id));
    return idempotentWrite(request, reply, async (tx) => {
      const entry = (await findEntry(tx, head.id, body.playerId))!;
      // Seen twice (two devices) is the same end state.
      if (entry.state !== 'completed') {
        if (!canComplete(entry.state)) throw conflict(m.notMarked, 'wrong_state');
        await completeEntry(tx, head.id, body.playerId);
      }
      return (await findHomework(tx, head.id, [body.playerId]))!;
    });
  });

  app.delete<P>('/:id', { config: WRITE }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'challenge id');
    const head = await findHead(app.db, id);
    // Deleting twice (a replay without its key, two devices) is the same end state.
    if (!head) return { id, deleted: false };
    await requireCoach(request, head.clubId, head.teamId);
    const answer = await idempotentWrite(request, reply, async (tx) => {
      const files = await deleteHomework(tx, id);
      return { id, deleted: files !== null, files: files ?? [], demo: head.demoMime !== null };
    });
    // The files go once the rows are gone (a failed removal leaves an unreachable file, never a row without one).
    await Promise.all([
      ...(answer.files ?? []).map((p) => app.storage.delete(answerKey(id, p)).catch(() => undefined)),
      answer.demo ? app.storage.delete(demoKey(id)).catch(() => undefined) : null,
    ]);
    return { id: answer.id, deleted: answer.deleted };
  });

  // The files: in their own scope, so the binary body parsers apply to these routes only.
  await app.register(async (files) => {
    const parse = (_req: unknown, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => done(null, toUpload(typeof body === 'string' ? Buffer.from(body) : body));
    for (const type of ['application/octet-stream', /^video\//, /^image\//]) files.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: HOMEWORK_FILE_MAX_BYTES }, parse);

    files.put<P>('/:id/demo', { bodyLimit: HOMEWORK_FILE_MAX_BYTES, config: { ...UPLOAD, failure: m.createFailed } }, async (request, reply) => {
      const head = await headOf(request);
      await requireCoach(request, head.clubId, head.teamId);
      if (!isUpload(request.body) || request.body.size === 0) throw badRequest(m.badFile, 'bad_file', { file: m.badFile });
      const file = await checkChallengeFile(request.body);
      return idempotentWrite(request, reply, async (tx) => {
        await storeFile(app.storage, demoKey(head.id), file);
        await setDemo(tx, head.id, file.mime, file.bytes.length);
        return (await findHomework(tx, head.id))!;
      });
    });

    files.get<P>('/:id/demo', { config: READ }, async (request, reply) => {
      const head = await headOf(request);
      await requireViewer(request, head, await entryPlayers(request, head.id));
      if (!head.demoMime) throw notFound(m.notFound, 'file_not_found');
      return sendStored(reply, { key: demoKey(head.id), type: head.demoMime, disposition: 'inline', cacheControl: 'private, max-age=0', missing: notFound(m.notFound, 'file_not_found') });
    });

    files.put<P & { Querystring: { playerId?: string } }>('/:id/upload/file', { bodyLimit: HOMEWORK_FILE_MAX_BYTES, config: UPLOAD }, async (request, reply) => {
      const q = parseInput(homeworkPlayerSchema, request.query, m.incomplete);
      const head = await headOf(request);
      await requireAnswerer(request, head, q.playerId, await entryPlayers(request, head.id));
      if (!isUpload(request.body) || request.body.size === 0) throw badRequest(m.badFile, 'bad_file', { file: m.badFile });
      const upload = request.body;
      const file = await checkChallengeFile(upload);
      return idempotentWrite(request, reply, async (tx) => {
        const entry = (await findEntry(tx, head.id, q.playerId))!;
        if (!canAnswer(entry.state)) throw conflict(m.alreadyMarked, 'wrong_state');
        await storeFile(app.storage, answerKey(head.id, q.playerId), file);
        await setAnswerFile(tx, head.id, q.playerId, afterFile(entry.state), file.mime, file.bytes.length, upload.sha256);
        return (await findHomework(tx, head.id, [q.playerId]))!;
      });
    });

    files.get<{ Params: { id: string; playerId: string } }>('/:id/file/:playerId', { config: READ }, async (request, reply) => {
      const head = await headOf(request);
      const playerId = requireUuid(request.params.playerId, 'player id');
      const viewer = await requireViewer(request, head, await entryPlayers(request, head.id));
      if (!viewer.players.includes(playerId)) throw forbidden(m.noAccess, 'not_your_challenge');
      const entry = await findEntry(app.db, head.id, playerId);
      if (!entry?.answer_mime) throw notFound(m.notFound, 'file_not_found');
      return sendStored(reply, { key: answerKey(head.id, playerId), type: entry.answer_mime, disposition: 'inline', cacheControl: 'private, max-age=0', missing: notFound(m.notFound, 'file_not_found') });
    });
  });
};

export default homeworkRoutes;
