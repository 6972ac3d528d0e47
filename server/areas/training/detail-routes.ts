// POST training/{clubId}/create (one session or a repeating series), GET, PUT (edit) and DELETE
// training/{clubId}/{trainingId}, POST .../copy. Staff of the team and club admins write; the
// team's players and parents read (without the coach's notes).
// The GET also answers the session's attendance (calls.md's Training area has no .../players
// read as fixtures do; GET /{clubId}/{trainingId} (playerId) is the one read of a session): the
// staff get every row, with the coach's note on each player; a player or parent only the rows
// of the players they may see (themself, their children), without the note. `playerId`
// narrows it to one player. Without it a coach reopening a session never saw the answers given
// on other devices.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import { copyTrainingSchema, deleteTrainingSchema } from '../../../src/domain/training/copy-schema';
import { createTrainingSchema } from '../../../src/domain/training/create-schema';
import { FAMILY_FILE_SLOTS, type TrainingFileSlot } from '../../../src/domain/training/files';
import { startMoved, updateTrainingSchema } from '../../../src/domain/training/update-schema';
import { isFuture } from '../../../src/domain/session/fields';
import { trainingMessages as m } from '../../../src/domain/training/messages';
import { isTeamStaff, requireClubRole, requireUuid } from '../../lib/access';
import { listAttendance } from '../../lib/attendance';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { canSeePlayer, loadSessionAccess, NO_PERMISSION, requireStaff, requireViewer, type SessionAccess } from '../../lib/session-access';
import { TRAINING } from '../../lib/session-kind';
import { copySession } from '../../lib/session-lifecycle';
import { notify } from '../../lib/notify';
import { batchMemo, idempotentWrite } from '../../plugins/idempotency';
import { copyDrills, deleteSessions, getTraining, insertSeries, isTeamCoach, updateTraining } from './training-repository';

const COACH_REQUIRED = 'Please choose a coach';

type P = { Params: { clubId: string; trainingId: string } };

/** The attendance rows the caller may see (see the top); the staff's carry the coach's note. */
async function visibleAttendance(db: Queryable, s: SessionAccess, playerId: string | undefined) {
  const players = playerId ? [playerId] : undefined;
  const rows = s.isStaff ? await listAttendance(db, TRAINING, s.session.id, players, true) : await listAttendance(db, TRAINING, s.session.id, players);
  return rows.filter((r) => canSeePlayer(s, r.playerId));
}

const detailRoutes: FastifyPluginAsync = async (app) => {
  const load = (request: FastifyRequest<P>) => loadSessionAccess(request, TRAINING, request.params.clubId, request.params.trainingId);

  app.post<{ Params: { clubId: string } }>('/:clubId/create', { config: { permission: 'training.manage', failure: m.createFailed } }, async (request, reply) => {
    const clubId = requireUuid(request.params.clubId, 'club id');
    const access = await batchMemo(request, `access:${clubId}`, () => requireClubRole(request, clubId, 'any'));
    const body = parseInput(createTrainingSchema, request.body, m.createFailed);
    const team = await app.db.maybeOne('SELECT 1 FROM teams WHERE id = $1 AND club_id = $2', [body.teamId, clubId]);
    if (!team) throw badRequest(m.teamRequired, 'unknown_team', { teamId: m.teamRequired });
    if (!isTeamStaff(access, body.teamId)) throw forbidden(NO_PERMISSION, 'not_team_staff');
    if (body.coachId && !(await isTeamCoach(app.db, clubId, body.teamId, body.coachId))) throw badRequest(COACH_REQUIRED, 'unknown_coach', { coachId: COACH_REQUIRED });
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const ids = await insertSeries(tx, clubId, access.userId, body);
        if (!ids) {
          const existing = await tx.maybeOne<{ club_id: string; team_id: string }>('SELECT club_id, team_id FROM training_sessions WHERE id = $1', [body.id]);
          if (!existing || existing.club_id !== clubId || existing.team_id !== body.teamId) throw conflict('This training session id is already in use', 'id_taken');
          const first = await getTraining(tx, body.id!);
          const series = first.seriesId
            ? (await tx.query<{ id: string }>('SELECT id FROM training_sessions WHERE series_id = $1 ORDER BY starts_at', [first.seriesId])).map((r) => r.id)
            : [first.id];
          return { sessions: await Promise.all(series.map((id) => getTraining(tx, id))) };
        }
        const sessions = [];
        for (const id of ids) sessions.push(await getTraining(tx, id));
        // A repeating series is one piece of news, about its first session.
        if (ids[0]) await notify(tx, { kind: 'training_created', session: TRAINING, sessionId: ids[0], actorId: access.userId });
        return { sessions };
      },
      201,
    );
  });

  app.get<P & { Querystring: { playerId?: string } }>('/:clubId/:trainingId', { config: { permission: 'training.view' } }, async (request) => {
    const s = await load(request);
    requireViewer(s);
    const playerId = request.query.playerId ? requireUuid(request.query.playerId, 'player id') : undefined;
    const session = await getTraining(app.db, s.session.id);
    const attendance = await visibleAttendance(app.db, s, playerId);
    if (s.isStaff) return { ...session, attendance };
    const files = Object.fromEntries(Object.entries(session.files).filter(([slot]) => FAMILY_FILE_SLOTS.includes(slot as TrainingFileSlot)));
    return { ...session, notes: null, files, attendance };
  });

  app.put<P>('/:clubId/:trainingId', { config: { permission: 'training.manage', failure: m.updateFailed } }, async (request, reply) => {
    const s = await load(request);
    requireStaff(s);
    const body = parseInput(updateTrainingSchema, request.body, m.updateFailed);
    if (body.teamId !== undefined && body.teamId !== s.session.teamId) {
      // Moving a session to another team: that team must be the club's, and the caller its staff too.
      const team = await app.db.maybeOne('SELECT 1 FROM teams WHERE id = $1 AND club_id = $2', [body.teamId, s.clubId]);
      if (!team) throw badRequest(m.teamRequired, 'unknown_team', { teamId: m.teamRequired });
      if (!isTeamStaff(s.access, body.teamId)) throw forbidden(NO_PERMISSION, 'not_team_staff');
    }
    if (body.coachId && !(await isTeamCoach(app.db, s.clubId, body.teamId ?? s.session.teamId, body.coachId))) throw badRequest(COACH_REQUIRED, 'unknown_coach', { coachId: COACH_REQUIRED });
    return idempotentWrite(request, reply, async (tx) => {
      const current = await tx.one<{ starts_at: Date | string; ends_at: Date | string }>('SELECT starts_at, ends_at FROM training_sessions WHERE id = $1', [s.session.id]);
      const before = new Date(current.starts_at).toISOString();
      if (startMoved(before, body.startsAt) && !isFuture(body.startsAt!)) throw badRequest(m.dateInFuture, 'validation', { startsAt: m.dateInFuture });
      const starts = new Date(body.startsAt ?? current.starts_at).getTime();
      const ends = new Date(body.endsAt ?? current.ends_at).getTime();
      if (ends <= starts) throw badRequest(m.endBeforeStart, 'validation', { endsAt: m.endBeforeStart });
      await updateTraining(tx, s.session.id, body);
      return getTraining(tx, s.session.id);
    });
  });

  app.post<P>('/:clubId/:trainingId/copy', { config: { permission: 'training.manage', failure: m.copyFailed } }, async (request, reply) => {
    const s = await load(request);
    requireStaff(s);
    const body = parseInput(copyTrainingSchema, request.body, m.copyFailed);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const taken = body.id ? await tx.maybeOne('SELECT 1 FROM training_sessions WHERE id = $1', [body.id]) : undefined;
        if (taken) throw conflict('This training session id is already in use', 'id_taken');
        const id = await copySession(tx, TRAINING, s.session.id, body.startsAt, s.access.userId, body.id, body.endsAt);
        await copyDrills(tx, s.session.id, id);
        await notify(tx, { kind: 'training_created', session: TRAINING, sessionId: id, actorId: s.access.userId });
        return getTraining(tx, id);
      },
      201,
    );
  });

  app.delete<P>('/:clubId/:trainingId', { config: { permission: 'training.manage', failure: m.deleteFailed } }, async (request, reply) => {
    const s = await load(request);
    requireStaff(s);
    const body = parseInput(deleteTrainingSchema, request.body, m.deleteFailed);
    return idempotentWrite(request, reply, async (tx) => ({ deleted: await deleteSessions(tx, s.session.id, body.scope) }));
  });
};

export default detailRoutes;
