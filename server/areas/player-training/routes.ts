// Player training (/api/v1/player-training, calls.md):
//   PUT {clubId}/{trainingId}/player/{userId}/note { note }: the coach's note on a player (staff).
//   GET {clubId}/{trainingId}/player/{playerId}: the player's attendance, note and feedback.
//   GET {clubId}/{trainingId}/player/{playerId}/feedback: the player's reflection (or null).
//   PUT {clubId}/{trainingId}/player/{playerId}/feedback: the reflection, by the player or their
//       parent, once the session has started (spec §3 Player feedback; ratings 1-10).
// Reads: staff, the player, their parent.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { trainingFeedbackSchema, trainingPlayerNoteSchema } from '../../../src/domain/training/feedback-schema';
import { trainingMessages as m } from '../../../src/domain/training/messages';
import { requireUuid } from '../../lib/access';
import { useSpecFailures } from '../../lib/area-failures';
import { listAttendance, requireTeamPlayers } from '../../lib/attendance';
import { forbidden } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { canSeePlayer, loadSessionAccess, NO_ACCESS, NO_PERMISSION, requireStaff } from '../../lib/session-access';
import { TRAINING } from '../../lib/session-kind';
import { requireStatus } from '../../lib/session-lifecycle';
import { idempotentWrite } from '../../plugins/idempotency';
import { listFeedback, upsertFeedback } from '../training/feedback-repository';

type P = { Params: { clubId: string; trainingId: string; playerId: string } };

const playerTrainingRoutes: FastifyPluginAsync = async (app) => {
  useSpecFailures(app);
  const load = async (request: FastifyRequest<{ Params: { clubId: string; trainingId: string } }>, rawPlayerId: string) => {
    const s = await loadSessionAccess(request, TRAINING, request.params.clubId, request.params.trainingId);
    const playerId = requireUuid(rawPlayerId, 'player id');
    return { s, playerId };
  };
  const seePlayer = async (request: FastifyRequest<P>) => {
    const { s, playerId } = await load(request, request.params.playerId);
    if (!canSeePlayer(s, playerId)) throw forbidden(NO_ACCESS, 'not_your_player');
    await requireTeamPlayers(app.db, s.session.teamId, [playerId], m.playerFailed);
    return { s, playerId };
  };

  app.put<{ Params: { clubId: string; trainingId: string; userId: string } }>(
    '/:clubId/:trainingId/player/:userId/note',
    { config: { permission: 'training.manage', failure: m.playerFailed } },
    async (request, reply) => {
      const { s, playerId } = await load(request, request.params.userId);
      requireStaff(s);
      await requireTeamPlayers(app.db, s.session.teamId, [playerId], m.playerFailed);
      const body = parseInput(trainingPlayerNoteSchema, request.body, m.playerFailed);
      return idempotentWrite(request, reply, async (tx) => {
        await tx.query(
          `INSERT INTO training_attendance (training_id, player_id, note) VALUES ($1, $2, $3)
           ON CONFLICT (training_id, player_id) DO UPDATE SET note = EXCLUDED.note, updated_at = now()`,
          [s.session.id, playerId, body.note || null],
        );
        return { trainingId: s.session.id, playerId, note: body.note || null };
      });
    },
  );

  app.get<P>('/:clubId/:trainingId/player/:playerId', { config: { permission: 'training.view' } }, async (request) => {
    const { s, playerId } = await seePlayer(request);
    const [attendance] = await listAttendance(app.db, TRAINING, s.session.id, [playerId]);
    const note = await app.db.maybeOne<{ note: string | null }>('SELECT note FROM training_attendance WHERE training_id = $1 AND player_id = $2', [s.session.id, playerId]);
    const [feedback] = await listFeedback(app.db, s.session.id, playerId);
    return { playerId, attendance: attendance ?? null, note: s.isStaff ? (note?.note ?? null) : null, feedback: feedback ?? null };
  });

  app.get<P>('/:clubId/:trainingId/player/:playerId/feedback', { config: { permission: 'training.view' } }, async (request) => {
    const { s, playerId } = await seePlayer(request);
    const [feedback] = await listFeedback(app.db, s.session.id, playerId);
    return { feedback: feedback ?? null };
  });

  app.put<P>('/:clubId/:trainingId/player/:playerId/feedback', { config: { permission: 'attendance.respond', failure: m.playerFailed } }, async (request, reply) => {
    const { s, playerId } = await load(request, request.params.playerId);
    // The reflection is the player's own: written by them or their parent, not by staff.
    if (playerId !== s.access.userId && !s.access.childIds.includes(playerId)) throw forbidden(NO_PERMISSION, 'not_your_player');
    await requireTeamPlayers(app.db, s.session.teamId, [playerId], m.playerFailed);
    const body = parseInput(trainingFeedbackSchema, request.body, m.playerFailed);
    return idempotentWrite(request, reply, async (tx) => {
      await requireStatus(tx, TRAINING, s.session.id, ['in_progress', 'ended']);
      return upsertFeedback(tx, s.session.id, playerId, s.access.userId, body);
    });
  });
};

export default playerTrainingRoutes;
