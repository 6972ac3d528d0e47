// Recording routes shared by fixtures and training sessions, registered per area by kind:
//   POST   .../recording?id&kind&title   body: the file's bytes (audio/*, video/* or
//          application/octet-stream), at most RECORDING_MAX_BYTES; staff only
//   GET    .../recording                 the list (viewers of the session)
//   GET    .../recording/{recordingId}   the file, with its checked type and safe headers, and
//          byte ranges (a video seeks; iOS Safari plays nothing without them)
//   DELETE .../recording/{recordingId}   staff only
// Registered in their own scope, so the binary body parser applies to these routes only.
// Resumable (tus) uploads of the same recordings: uploads/recording-uploads.ts. This single-request
// POST stays for the uploads devices queued before them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '../../src/domain/permissions';
import { RECORDING_MAX_BYTES, RECORDING_TOO_LARGE, recordingQuerySchema } from '../../src/domain/session/recording';
import { idempotentWrite } from '../plugins/idempotency';
import { requireUuid } from './access';
import { notFound } from './http-error';
import { parseInput } from './parse-input';
import { addRecording, badFile, checkMedia, deleteRecording, findRecording, isUpload, listRecordings, recordingKey, removeFile, toUpload } from './recordings';
import { sendStored } from './storage/send-stored';
import { loadSessionAccess, requireStaff, requireViewer } from './session-access';
import { registerRecordingUploads } from './uploads/recording-uploads';
import type { SessionKind } from './session-kind';

export interface RecordingRouteOptions {
  kind: SessionKind;
  param: 'fixtureId' | 'trainingId';
  messages: { add: string; remove: string; read: string };
  viewPermission: Permission;
  managePermission: Permission;
}

type Req = FastifyRequest<{ Params: Record<string, string> }>;

export async function registerRecordingRoutes(parent: FastifyInstance, o: RecordingRouteOptions): Promise<void> {
  await parent.register(async (app) => {
    const { kind, param } = o;
    const base = `/:clubId/:${param}/recording`;
    const load = (request: Req) => loadSessionAccess(request, kind, request.params.clubId!, request.params[param]!);
    const store = app.storage;

    const parse = (_req: unknown, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => done(null, toUpload(typeof body === 'string' ? Buffer.from(body) : body));
    for (const type of ['application/octet-stream', /^audio\//, /^video\//]) app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: RECORDING_MAX_BYTES }, parse);

    app.post<{ Params: Record<string, string> }>(
      base,
      { bodyLimit: RECORDING_MAX_BYTES, config: { permission: o.managePermission, failure: o.messages.add, tooLarge: RECORDING_TOO_LARGE } },
      async (request, reply) => {
        const s = await load(request);
        requireStaff(s);
        const q = parseInput(recordingQuerySchema, request.query, o.messages.add);
        const upload = request.body;
        if (!isUpload(upload) || upload.size === 0) throw badFile(q.kind, kind);
        const mime = checkMedia(upload, q.kind, kind);
        return idempotentWrite(request, reply, (tx) => addRecording(tx, store, kind, s.session.id, s.access.userId, q, upload, mime), 201);
      },
    );

    app.get<{ Params: Record<string, string> }>(base, { config: { permission: o.viewPermission, failure: o.messages.read } }, async (request) => {
      const s = await load(request);
      requireViewer(s);
      return { recordings: await listRecordings(app.db, kind, s.session.id) };
    });

    app.get<{ Params: Record<string, string> }>(`${base}/:recordingId`, { config: { permission: o.viewPermission, failure: o.messages.read } }, async (request, reply) => {
      const s = await load(request);
      requireViewer(s);
      const id = requireUuid(request.params.recordingId, 'recording id');
      const recording = await findRecording(app.db, kind, s.session.id, id);
      if (!recording) throw notFound('Recording not found', 'recording_not_found');
      return sendStored(reply, {
        key: recordingKey(kind, id),
        type: recording.mime,
        disposition: 'inline',
        cacheControl: 'private, max-age=0',
        missing: notFound('Recording not found', 'recording_not_found'),
      });
    });

    app.delete<{ Params: Record<string, string> }>(`${base}/:recordingId`, { config: { permission: o.managePermission, failure: o.messages.remove } }, async (request, reply) => {
      const s = await load(request);
      requireStaff(s);
      const id = requireUuid(request.params.recordingId, 'recording id');
      const answer = await idempotentWrite(request, reply, async (tx) => ({ id, deleted: await deleteRecording(tx, kind, s.session.id, id) }));
      // After the commit: a failed transaction never loses the file of a row that stays.
      if (answer.deleted) await removeFile(store, kind, id);
      return answer;
    });
  });
  await registerRecordingUploads(parent, o);
}
