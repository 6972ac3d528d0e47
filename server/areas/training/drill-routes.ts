// PUT training/{clubId}/{trainingId}/drill: { drill } adds or changes a core skill focus drill
// (by the device's id); { order: [drillIds] } puts the drills in that order.
// DELETE .../drill/{drillId} removes one. Staff only; not after the session has ended.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { putDrillSchema } from '../../../src/domain/training/drill-schema';
import { trainingMessages as m } from '../../../src/domain/training/messages';
import { requireUuid } from '../../lib/access';
import { badRequest, conflict } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { loadSessionAccess, requireStaff } from '../../lib/session-access';
import { TRAINING } from '../../lib/session-kind';
import { requireStatus } from '../../lib/session-lifecycle';
import { idempotentWrite } from '../../plugins/idempotency';
import { listDrills } from './training-repository';

type P = { Params: { clubId: string; trainingId: string } };

const drillRoutes: FastifyPluginAsync = async (app) => {
  const staff = async (request: FastifyRequest<P>) => {
    const s = await loadSessionAccess(request, TRAINING, request.params.clubId, request.params.trainingId);
    requireStaff(s);
    return s;
  };
  const opts = { config: { permission: 'training.manage' as const, failure: m.drillsFailed } };

  app.put<P>('/:clubId/:trainingId/drill', opts, async (request, reply) => {
    const s = await staff(request);
    const body = parseInput(putDrillSchema, request.body, m.drillsFailed);
    return idempotentWrite(request, reply, async (tx) => {
      await requireStatus(tx, TRAINING, s.session.id, ['setup', 'in_progress']);
      if ('order' in body) {
        const current = await listDrills(tx, s.session.id);
        const known = new Set(current.map((d) => d.id));
        if (body.order.length !== known.size || !body.order.every((id) => known.has(id))) throw badRequest('Please list every drill of the session once', 'order_mismatch');
        for (const [position, id] of body.order.entries()) await tx.query('UPDATE training_drills SET position = $2, updated_at = now() WHERE id = $1', [id, position]);
      } else {
        const d = body.drill;
        const row = await tx.maybeOne<{ id: string }>(
          `INSERT INTO training_drills (id, training_id, position, name, core_skill, duration_minutes, notes)
           VALUES ($1, $2, COALESCE($3, (SELECT COALESCE(max(position) + 1, 0) FROM training_drills WHERE training_id = $2)), $4, $5, $6, $7)
           ON CONFLICT (id) DO UPDATE SET position = COALESCE($3, training_drills.position), name = EXCLUDED.name, core_skill = EXCLUDED.core_skill,
             duration_minutes = EXCLUDED.duration_minutes, notes = EXCLUDED.notes, updated_at = now()
           WHERE training_drills.training_id = EXCLUDED.training_id
           RETURNING id`,
          [d.id, s.session.id, d.position ?? null, d.name, d.coreSkill || null, d.durationMinutes ?? null, d.notes || null],
        );
        if (!row) throw conflict('This drill id is already in use', 'id_taken');
      }
      return { drills: await listDrills(tx, s.session.id) };
    });
  });

  app.delete<P & { Params: { drillId: string } }>('/:clubId/:trainingId/drill/:drillId', opts, async (request, reply) => {
    const s = await staff(request);
    const drillId = requireUuid(request.params.drillId, 'drill id');
    return idempotentWrite(request, reply, async (tx) => {
      await requireStatus(tx, TRAINING, s.session.id, ['setup', 'in_progress']);
      const rows = await tx.query('DELETE FROM training_drills WHERE id = $1 AND training_id = $2 RETURNING id', [drillId, s.session.id]);
      return { id: drillId, deleted: rows.length > 0, drills: await listDrills(tx, s.session.id) };
    });
  });
};

export default drillRoutes;
