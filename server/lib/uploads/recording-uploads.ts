// Resumable uploads of recordings (voice notes, match and session video) over the tus protocol
// (@tus/server), beside the single-request POST .../recording that devices may still have queued:
//   POST   .../recording/upload              create: Upload-Length, Upload-Metadata id, kind, title
//   HEAD   .../recording/upload/{uploadId}   the offset the server holds (resume)
//   PATCH  .../recording/upload/{uploadId}   bytes from Upload-Offset (409 when it is not ours)
//   DELETE .../recording/upload/{uploadId}   cancel: the staged bytes are removed
// Each request is a Fastify route first: the permission layer, the session's staff check, the
// metadata and the size (from Upload-Length, before any byte is taken) are checked there and
// refused as JSON like any route's; then the raw request is handed to tus (reply.hijack), which
// streams the body into the staged store (staged-store.ts). The first bytes are checked before
// any is written; when the last arrive, the whole file is checked on disk (staged-media.ts),
// streamed into the FileStore under the recording's key and its row made, once.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Metadata, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECORDING_UPLOAD_MAX_BYTES, RECORDING_UPLOAD_NO_LENGTH, RECORDING_UPLOAD_NOT_FOUND, RECORDING_UPLOAD_TOO_LARGE, recordingQuerySchema, type RecordingQuery } from '../../../src/domain/session/recording';
import { requireUuid } from '../access';
import { badRequest, HttpError, notFound } from '../http-error';
import { parseInput } from '../parse-input';
import { addStreamedRecording } from '../recordings';
import type { RecordingRouteOptions } from '../recording-routes';
import { loadSessionAccess, requireStaff } from '../session-access';
import { checkHead, checkStagedMedia } from './staged-media';
import { refusal, StagedStore } from './staged-store';

/** An upload not finished within a day is removed (and a finished one's details). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the Fastify route learnt about the caller, for tus's hooks (they see only the raw request). */
interface Caller {
  owner: string;
  sessionId: string;
  userId: string;
  metadata?: Record<string, string>;
}

type Req = FastifyRequest<{ Params: Record<string, string> }>;

export async function registerRecordingUploads(parent: FastifyInstance, o: RecordingRouteOptions): Promise<void> {
  await parent.register(async (app) => {
    const { kind, param } = o;
    const base = `/:clubId/:${param}/recording/upload`;
    const callers = new WeakMap<object, Caller>();
    const staged = new StagedStore(path.join(app.config.dataDir, 'uploads', kind.recordingsTable), UPLOAD_EXPIRY_MS, (head, meta) =>
      checkHead(head, meta.kind === 'video' ? 'video' : 'voice_note', kind),
    );
    const callerOf = (req: { runtime?: { node?: { req: object } } }): Caller => {
      const caller = req.runtime?.node?.req && callers.get(req.runtime.node.req);
      if (!caller) throw refusal(403, 'You do not have access to this screen');
      return caller;
    };

    async function finish(caller: Caller, upload: Upload) {
      const m = upload.metadata ?? {};
      const q = { id: m.id!, kind: m.kind as RecordingQuery['kind'], title: m.title ?? undefined };
      const file = staged.file(upload.id);
      try {
        const mime = await checkStagedMedia(file, upload.size!, q.kind, kind);
        const recording = await addStreamedRecording(app.db, app.storage, kind, caller.sessionId, m.by ?? caller.userId, q, createReadStream(file), upload.size!, mime);
        await staged.markStored(upload, recording.id);
        return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(recording) };
      } catch (e) {
        // Refused or failed: nothing half-stored stays (the device starts again or shows why).
        await staged.discard(upload.id);
        if (e instanceof HttpError) throw refusal(e.statusCode, e.message);
        app.log.error({ err: e }, 'resumable upload could not be stored');
        throw refusal(500, `${o.messages.add}\n`);
      }
    }

    const tus = new Server({
      path: base,
      datastore: staged,
      maxSize: RECORDING_UPLOAD_MAX_BYTES,
      namingFunction: () => randomUUID(),
      // Relative to the request's own path, so the upload stays under the route that checks it.
      generateUrl: (req, { id }) => `${new URL(req.url).pathname.replace(/\/$/, '')}/${id}`,
      getFileIdFromRequest: (_req, last) => (last && UUID.test(last) ? last : undefined),
      // Same origin only: no CORS headers.
      allowedOrigins: () => false,
      disableTerminationForFinishedUploads: true,
      onUploadCreate: async (req) => {
        const c = callerOf(req);
        return { metadata: { ...c.metadata, owner: c.owner, by: c.userId } };
      },
      onUploadFinish: async (req, upload) => finish(callerOf(req), upload),
    });

    const sweep = () => staged.sweep().catch((err: unknown) => app.log.warn({ err }, 'upload sweep failed'));
    const timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => void sweep());
    app.addHook('onClose', async () => clearInterval(timer));

    // PATCH bodies reach tus untouched (it streams them); Fastify must not read them.
    app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

    const load = async (request: Req): Promise<Caller> => {
      const s = await loadSessionAccess(request, kind, request.params.clubId!, request.params[param]!);
      requireStaff(s);
      return { owner: `${kind.name}:${s.session.id}`, sessionId: s.session.id, userId: s.access.userId };
    };

    async function handOff(request: Req, reply: FastifyReply, caller: Caller) {
      callers.set(request.raw, caller);
      reply.hijack();
      try {
        await tus.handle(request.raw, reply.raw);
      } catch (err) {
        app.log.error({ err }, 'tus request failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
        else reply.raw.destroy();
      }
    }

    const cfg = (failure: string) => ({ config: { permission: o.managePermission, failure } });

    app.post<{ Params: Record<string, string> }>(base, cfg(o.messages.add), async (request, reply) => {
      const caller = await load(request);
      const raw = request.headers['upload-length'];
      const length = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : null;
      if (length === null) throw badRequest(RECORDING_UPLOAD_NO_LENGTH, 'upload_length');
      if (length > RECORDING_UPLOAD_MAX_BYTES) throw new HttpError(413, 'too_large', RECORDING_UPLOAD_TOO_LARGE);
      let meta: Record<string, string | null>;
      try {
        meta = Metadata.parse(typeof request.headers['upload-metadata'] === 'string' ? request.headers['upload-metadata'] : '');
      } catch {
        meta = {};
      }
      const q = parseInput(recordingQuerySchema, { id: meta.id ?? undefined, kind: meta.kind ?? undefined, ...(meta.title ? { title: meta.title } : {}) }, o.messages.add);
      if (length === 0) throw badRequest(checkHead(Buffer.alloc(0), q.kind, kind)!, 'bad_file');
      await handOff(request, reply, { ...caller, metadata: { id: q.id, kind: q.kind, ...(q.title ? { title: q.title } : {}) } });
    });

    const existing = async (request: Req, caller: Caller) => {
      const id = requireUuid(request.params.uploadId, 'upload id');
      const info = await staged.details(id);
      if (!info || info.metadata?.owner !== caller.owner) throw notFound(RECORDING_UPLOAD_NOT_FOUND, 'upload_not_found');
    };
    const resume = async (request: Req, reply: FastifyReply) => {
      const caller = await load(request);
      await existing(request, caller);
      await handOff(request, reply, caller);
    };
    app.head<{ Params: Record<string, string> }>(`${base}/:uploadId`, cfg(o.messages.add), resume);
    app.patch<{ Params: Record<string, string> }>(`${base}/:uploadId`, cfg(o.messages.add), resume);
    app.delete<{ Params: Record<string, string> }>(`${base}/:uploadId`, cfg(o.messages.remove), resume);
  });
}
