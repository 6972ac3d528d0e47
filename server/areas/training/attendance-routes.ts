// PUT training/{clubId}/{trainingId}/attendance/player: set by the player, their parent or the
// team's staff (coach, assistant coach, club admin).
import type { FastifyPluginAsync } from 'fastify';
import { putTrainingAttendanceSchema, TRAINING_ATTENDANCE_ERROR } from '../../../src/domain/training/attendance-schema';
import { isTeamStaff, requireClubRole, requireUuid } from '../../lib/access';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseOr400 } from '../../lib/validate';
import { batchMemo, idempotentWrite } from '../../plugins/idempotency';
import { findTrainingTeam, isTeamPlayer, upsertAttendance } from './attendance-repository';

const attendanceRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { clubId: string; trainingId: string } }>('/:clubId/:trainingId/attendance/player', { config: { permission: 'attendance.respond' } }, async (request, reply) => {
    const clubId = requireUuid(request.params.clubId, 'club id');
    const trainingId = requireUuid(request.params.trainingId, 'training id');
    const access = await batchMemo(request, `access:${clubId}`, () => requireClubRole(request, clubId, 'any'));
    const training = await batchMemo(request, `training:${trainingId}`, () => findTrainingTeam(app.db, clubId, trainingId));
    if (!training) throw notFound('Training session not found', 'training_not_found');
    const body = parseOr400(putTrainingAttendanceSchema, request.body, TRAINING_ATTENDANCE_ERROR);
    const mayAct = body.playerId === access.userId || access.childIds.includes(body.playerId) || isTeamStaff(access, training.teamId);
    if (!mayAct) throw forbidden('You do not have the correct permissions to access this screen');
    if (!(await batchMemo(request, `player:${training.teamId}:${body.playerId}`, () => isTeamPlayer(app.db, training.teamId, body.playerId).then((ok) => ok || undefined)))) {
      throw badRequest(TRAINING_ATTENDANCE_ERROR, 'not_in_team', { playerId: 'Not a player of this team' });
    }
    return idempotentWrite(request, reply, (tx) => upsertAttendance(tx, trainingId, body));
  });
};

export default attendanceRoutes;
