// Reports (/api/v1/report, calls.md "Reports"):
//   GET    {clubId}                       the saved reports the caller may see (own + the club's public ones)
//   GET    {clubId}/{reportId}            one saved report
//   GET    {clubId}/{reportId}/full       the report with its data, computed now (computedAt)
//   POST   {clubId}                       save a report (201); body { id?, name, definition, visibility? }
//   PUT    {clubId}/{reportId}            change it (its owner; a club admin for a club report)
//   DELETE {clubId}/{reportId}            delete it (the same people)
//   PUT    {clubId}/{reportId}/favourite  body { favourite } (anyone who can see it; per member)
//   POST   {clubId}/builder               run a definition: its data; body { definition }
//   POST   builder/count                  the number of rows it would answer; body { clubId, definition }
//   POST   builder/chart                  its data for a chart; body { clubId, definition }
// Who: analytics.team (club admins, coaches, assistants); a coach's reports run over their own
// teams only (run.ts). builder/count and builder/chart name the club in the body, so they are
// declared 'self' and check analytics.team in that club once the body is valid.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { builderBodySchema, clubBuilderBodySchema, favouriteSchema, reportCreateSchema, reportEditSchema, reportMessages as m, type SavedReport } from '../../../src/domain/analytics/report-definition';
import { requireUuid } from '../../lib/access';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { requirePermission, type PermittedAccess } from '../../lib/permissions';
import { idempotentWrite } from '../../plugins/idempotency';
import { deleteReport, findReport, insertReport, listReports, setFavourite, updateReport } from './repository';
import { checkDefinition, countDefinition, runDefinition, scopeFor, seesWholeClub } from './run';

type C = { Params: { clubId: string } };
type R = { Params: { clubId: string; reportId: string } };

const READ = { permission: 'analytics.team' as const, failure: m.loadFailed };
const WRITE = { permission: 'analytics.team' as const, failure: m.saveFailed };

async function reportFor(request: FastifyRequest<R>): Promise<{ report: SavedReport; access: PermittedAccess }> {
  const access = request.clubAccess!;
  const id = requireUuid(request.params.reportId, 'report id');
  const report = await findReport(request.server.db, access.clubId, id, access.userId, seesWholeClub(access));
  if (!report) throw notFound(m.notFound, 'report_not_found');
  return { report, access };
}

const reportRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.post('/builder/count', { config: { permission: 'self', failure: m.chartsFailed } }, async (request) => {
    const body = parseInput(builderBodySchema, request.body, m.chartNeedsMeasure);
    checkDefinition(body.definition);
    const access = await requirePermission(request, body.clubId, 'analytics.team');
    const scope = await scopeFor(app.db, access, body.definition);
    return { count: await countDefinition(app.db, scope, body.definition), range: scope.range };
  });

  app.post('/builder/chart', { config: { permission: 'self', failure: m.chartsFailed } }, async (request) => {
    const body = parseInput(builderBodySchema, request.body, m.chartNeedsMeasure);
    checkDefinition(body.definition);
    const access = await requirePermission(request, body.clubId, 'analytics.team');
    const scope = await scopeFor(app.db, access, body.definition);
    return { chartType: body.definition.chartType, result: await runDefinition(app.db, scope, body.definition) };
  });

  app.post<C>('/:clubId/builder', { config: READ }, async (request) => {
    const body = parseInput(clubBuilderBodySchema, request.body, m.chartNeedsMeasure);
    const scope = await scopeFor(app.db, request.clubAccess!, body.definition);
    return { result: await runDefinition(app.db, scope, body.definition) };
  });

  app.get<C>('/:clubId', { config: READ }, async (request) => {
    const access = request.clubAccess!;
    return { reports: await listReports(app.db, access.clubId, access.userId, seesWholeClub(access)) };
  });

  app.get<R>('/:clubId/:reportId', { config: READ }, async (request) => (await reportFor(request)).report);

  app.get<R>('/:clubId/:reportId/full', { config: READ }, async (request) => {
    const { report, access } = await reportFor(request);
    const scope = await scopeFor(app.db, access, report.definition);
    return { report, result: await runDefinition(app.db, scope, report.definition) };
  });

  app.post<C>('/:clubId', { config: WRITE }, async (request, reply) => {
    const body = parseInput(reportCreateSchema, request.body, m.saveInvalid);
    const access = request.clubAccess!;
    // A definition the caller could not run is not saved (a coach's filter on another team).
    await scopeFor(app.db, access, body.definition);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const row = await insertReport(tx, access.clubId, access.userId, body);
        // The id is someone else's report: never overwrite or reveal it.
        if (!row) throw badRequest(m.saveInvalid, 'id_taken');
        return (await findReport(tx, access.clubId, row.id, access.userId, seesWholeClub(access)))!;
      },
      201,
    );
  });

  app.put<R>('/:clubId/:reportId', { config: WRITE }, async (request, reply) => {
    const body = parseInput(reportEditSchema, request.body, m.saveInvalid);
    const { report, access } = await reportFor(request);
    if (!report.canEdit) throw forbidden(m.notYours, 'not_report_owner');
    await scopeFor(app.db, access, body.definition);
    return idempotentWrite(request, reply, async (tx) => {
      await updateReport(tx, report.id, body);
      return (await findReport(tx, access.clubId, report.id, access.userId, seesWholeClub(access)))!;
    });
  });

  app.delete<R>('/:clubId/:reportId', { config: WRITE }, async (request, reply) => {
    const access = request.clubAccess!;
    const id = requireUuid(request.params.reportId, 'report id');
    // Deleting twice (a replay without its key, two devices) is the same end state: deleted.
    const report = await findReport(app.db, access.clubId, id, access.userId, seesWholeClub(access));
    if (report && !report.canEdit) throw forbidden(m.notYours, 'not_report_owner');
    return idempotentWrite(request, reply, async (tx) => ({ id, deleted: report ? await deleteReport(tx, access.clubId, id) : false }));
  });

  app.put<R>('/:clubId/:reportId/favourite', { config: WRITE }, async (request, reply) => {
    const body = parseInput(favouriteSchema, request.body, m.saveInvalid);
    const { report, access } = await reportFor(request);
    return idempotentWrite(request, reply, async (tx) => {
      await setFavourite(tx, report.id, access.userId, body.favourite);
      return { ...report, favourite: body.favourite };
    });
  });
};

export default reportRoutes;
