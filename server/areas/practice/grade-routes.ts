// Core-skill grades on the user area (/api/v1/user, calls.md User area "PUT /{id}/coreskill"):
//   PUT {id}/coreskill          grade one core skill: { clubId, coreSkill, grade, level 1-5, note?, id?, gradedAt? }
//   GET {id}/coreskill?clubId   { current, history } (the read calls.md does not name: the PUT's mirror)
// Every PUT adds a row, so the history is kept. Graders: the coaches (and assistants) of the
// player's teams in that club, and its club admins; the player and their parent read only.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentGrades, gradeMessages as m, gradeSchema, gradesQuerySchema } from '../../../src/domain/practice/grade-schema';
import { judgedAt } from '../../../src/domain/practice/practice-days';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import type { UserAccess } from '../../lib/permissions';
import { idempotentWrite } from '../../plugins/idempotency';
import { requireSeePractice } from './access';
import { gradeHistory, insertGrade } from './grade-repository';
import { playerClubs } from './leaderboard-repository';

type P = { Params: { id: string } };

/** The caller may grade the player in this club: a super admin, a club admin there, or a coach of one of the player's teams there. */
async function requireGrader(request: FastifyRequest, clubId: string): Promise<UserAccess> {
  const access = request.userAccess;
  if (!access) throw new Error('grade routes need a { user } permission');
  if (access.kind === 'self' || access.kind === 'guardian') throw forbidden(m.notAGrader, 'not_a_grader');
  if (!(await playerClubs(request.server.db, access.targetId)).includes(clubId)) throw forbidden(m.notInClub, 'not_in_club');
  if (access.kind === 'admin') return access;
  const allowed = await request.server.db.maybeOne(
    `SELECT 1 FROM memberships c WHERE c.user_id = $1 AND c.club_id = $3 AND c.active AND c.status = 'accepted' AND (
       c.role = 'club_admin'
       OR (c.role IN ('coach', 'assistant_coach') AND EXISTS (
             SELECT 1 FROM memberships p WHERE p.user_id = $2 AND p.club_id = c.club_id AND p.team_id = c.team_id AND p.role = 'player' AND p.active AND p.status = 'accepted'))
     ) LIMIT 1`,
    [access.callerId, access.targetId, clubId],
  );
  if (!allowed) throw forbidden(m.notAGrader, 'not_a_grader');
  return access;
}

const gradeRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.get<P>('/:id/coreskill', { config: { permission: { user: 'members.view' }, failure: m.loadFailed } }, async (request) => {
    const q = parseQuery(gradesQuerySchema, request.query);
    const access = await requireSeePractice(request);
    // Staff read the grades of the clubs they hold the permission in; the player and parent all of theirs.
    let clubs = access.kind === 'club' ? access.clubIds : await playerClubs(app.db, access.targetId);
    if (access.kind === 'admin') clubs = access.clubIds;
    if (q.clubId) clubs = clubs.filter((c) => c === q.clubId);
    const history = await gradeHistory(app.db, access.targetId, clubs);
    return { playerId: access.targetId, current: currentGrades(history), history };
  });

  app.put<P>('/:id/coreskill', { config: { permission: { user: 'members.view' }, failure: m.failed } }, async (request, reply) => {
    const body = parseInput(gradeSchema, request.body, m.failed);
    const access = await requireGrader(request, body.clubId);
    const at = judgedAt(body.gradedAt);
    return idempotentWrite(request, reply, async (tx) => {
      const grade = await insertGrade(tx, access.targetId, access.callerId, body, at);
      // The id is another player's grade: never overwrite or reveal it.
      if (!grade) throw badRequest(m.failed, 'id_taken');
      return grade;
    });
  });
};

export default gradeRoutes;
