// A player's coach challenges (/api/v1/user, calls.md User homework reads):
//   GET {userId}/homework?clubId&status&limit&offset   status: outstanding, done, or a state
//   GET {userId}/homework/outstanding                  the ones still to do, due first
// Each challenge carries the player's own entry only. Who: the player, their parent, and staff
// holding members.view who are club admins or coaches of one of the player's teams (never
// another club); a coach sees the challenges of the clubs where they hold that.
import type { FastifyPluginAsync } from 'fastify';
import { homeworkMessages as m } from '../../../src/domain/homework/messages';
import { userHomeworkQuery } from '../../../src/domain/homework/homework-schema';
import { useFailureMessages } from '../../lib/failure-handler';
import { forbidden } from '../../lib/http-error';
import { parseQuery } from '../../lib/parse-query';
import { requireUserPermission } from '../../lib/permissions';
import { isPlayersStaff } from '../../lib/player-access';
import { listForPlayer } from './repository';

type P = { Params: { userId: string } };
const READ = { permission: { user: 'members.view' as const }, failure: m.loadFailed };

const userHomeworkRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  const access = async (request: Parameters<typeof requireUserPermission>[0], userId: string): Promise<string[] | null> => {
    const a = await requireUserPermission(request, userId, 'members.view');
    if (a.kind !== 'club') return null;
    if (!(await isPlayersStaff(request, a, { clubAdmins: true }))) throw forbidden(m.noAccess, 'not_your_player');
    return a.clubIds;
  };

  app.get<P>('/:userId/homework', { config: READ }, async (request) => {
    const q = parseQuery(userHomeworkQuery, request.query);
    const clubs = await access(request, request.params.userId);
    const clubIds = q.clubId ? (clubs && !clubs.includes(q.clubId) ? [] : [q.clubId]) : clubs;
    return { homework: await listForPlayer(app.db, request.params.userId, { clubIds, status: q.status, limit: q.limit, offset: q.offset }) };
  });

  app.get<P>('/:userId/homework/outstanding', { config: READ }, async (request) => {
    const clubs = await access(request, request.params.userId);
    return { homework: await listForPlayer(app.db, request.params.userId, { clubIds: clubs, status: 'outstanding' }) };
  });
};

export default userHomeworkRoutes;
