// PUT training/{clubId}/{trainingId}/start, end, report; POST .../session (session generation:
// a timed plan from the drills, each drill after the last, from the session's start). Staff
// only. Start needs the session information (location and core skill, spec §5).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { emptyWriteSchema, startEndSchema } from '../../../src/domain/fixture/lifecycle-schemas';
import type { GeneratedPlanItem } from '../../../src/domain/training/detail';
import { trainingMessages as m } from '../../../src/domain/training/messages';
import { trainingReportSchema } from '../../../src/domain/training/report-schema';
import { badRequest } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { loadSessionAccess, requireStaff } from '../../lib/session-access';
import { TRAINING } from '../../lib/session-kind';
import { end, requireStatus, start, tappedAt } from '../../lib/session-lifecycle';
import { idempotentWrite } from '../../plugins/idempotency';
import { getTraining, listDrills } from './training-repository';

type P = { Params: { clubId: string; trainingId: string } };

/** Drills without a duration take this long in the generated plan. */
export const DEFAULT_DRILL_MINUTES = 10;

const lifecycleRoutes: FastifyPluginAsync = async (app) => {
  const staff = async (request: FastifyRequest<P>) => {
    const s = await loadSessionAccess(request, TRAINING, request.params.clubId, request.params.trainingId);
    requireStaff(s);
    return s;
  };
  const opts = (failure: string) => ({ config: { permission: 'training.manage' as const, failure } });

  app.put<P>('/:clubId/:trainingId/start', opts(m.startFailed), async (request, reply) => {
    const s = await staff(request);
    const { at } = parseInput(startEndSchema, request.body, m.startFailed);
    return idempotentWrite(request, reply, async (tx) => {
      const t = await getTraining(tx, s.session.id);
      if (t.status === 'setup') {
        const missing: Record<string, string> = {};
        if (!t.location) missing.location = m.completeInfo;
        if (!t.coreSkill) missing.coreSkill = m.completeInfo;
        if (Object.keys(missing).length) throw badRequest(m.completeInfo, 'incomplete', missing);
      }
      await start(tx, TRAINING, s.session.id, tappedAt(at, s.session.dueAt));
      return getTraining(tx, s.session.id);
    });
  });

  app.put<P>('/:clubId/:trainingId/end', opts(m.startFailed), async (request, reply) => {
    const s = await staff(request);
    const { at } = parseInput(startEndSchema, request.body, m.startFailed);
    return idempotentWrite(request, reply, async (tx) => {
      await end(tx, TRAINING, s.session.id, tappedAt(at, s.session.dueAt));
      return getTraining(tx, s.session.id);
    });
  });

  app.put<P>('/:clubId/:trainingId/report', opts(m.startFailed), async (request, reply) => {
    const s = await staff(request);
    const body = parseInput(trainingReportSchema, request.body, m.startFailed);
    return idempotentWrite(request, reply, async (tx) => {
      await requireStatus(tx, TRAINING, s.session.id, ['ended']);
      await tx.query('UPDATE training_sessions SET report = $2, coach_rating = $3, updated_at = now() WHERE id = $1', [s.session.id, body.report, body.coachRating ?? null]);
      return getTraining(tx, s.session.id);
    });
  });

  app.post<P>('/:clubId/:trainingId/session', opts(m.recordingRemoveFailed), async (request, reply) => {
    const s = await staff(request);
    parseInput(emptyWriteSchema, request.body, m.recordingRemoveFailed);
    return idempotentWrite(request, reply, async (tx) => {
      await requireStatus(tx, TRAINING, s.session.id, ['setup', 'in_progress']);
      const drills = await listDrills(tx, s.session.id);
      if (drills.length === 0) throw badRequest('Please add a drill first', 'no_drills');
      const { starts_at } = await tx.one<{ starts_at: Date | string }>('SELECT starts_at FROM training_sessions WHERE id = $1', [s.session.id]);
      let at = new Date(starts_at).getTime();
      const plan: GeneratedPlanItem[] = drills.map((d) => {
        const from = at;
        at += (d.durationMinutes ?? DEFAULT_DRILL_MINUTES) * 60_000;
        return { drillId: d.id, name: d.name, coreSkill: d.coreSkill, startsAt: new Date(from).toISOString(), endsAt: new Date(at).toISOString() };
      });
      await tx.query('UPDATE training_sessions SET generated_plan = $2::jsonb, updated_at = now() WHERE id = $1', [s.session.id, JSON.stringify(plan)]);
      return { id: s.session.id, plan };
    });
  });
};

export default lifecycleRoutes;
