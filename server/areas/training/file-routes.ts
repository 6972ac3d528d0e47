// The files of a training session (session plan, health-and-safety file, parent/player file):
//   POST   training/{clubId}/{trainingId}/file/{slot}?name   body: the file's bytes (any declared
//          type; the bytes decide: pdf, png, jpg or docx), at most 10 MB; staff of the team or a
//          club admin. A png or jpg is decoded and stored re-encoded (no EXIF or GPS position; one
//          that does not decode is refused). Answers 201 the file's details; a new upload replaces
//          the slot's file.
//   GET    .../file/{slot}   the file (attachment, nosniff, byte ranges): staff; players and parents of the
//          team only the parent/player file
//   DELETE .../file/{slot}   staff
// Registered in their own scope, so the binary body parser applies to these routes only. Files
// are never queued in the outbox: the screen says an upload needs a connection.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  FAMILY_FILE_SLOTS,
  TRAINING_FILE_MAX_BYTES,
  TRAINING_FILE_SLOTS,
  TRAINING_FILE_TYPES,
  trainingFileMessages as fm,
  trainingFileQuerySchema,
  type TrainingFileSlot,
} from '../../../src/domain/training/files';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { decodeImage, imageMessages } from '../../lib/image-check';
import { parseInput } from '../../lib/parse-input';
import { sendStored } from '../../lib/storage/send-stored';
import { loadSessionAccess, NO_ACCESS, requireStaff, requireViewer } from '../../lib/session-access';
import { TRAINING } from '../../lib/session-kind';
import { idempotentWrite } from '../../plugins/idempotency';
import { deleteFile, fileKey, findFile, putFile, removeBytes, writeBytes } from './file-repository';

type P = { Params: { clubId: string; trainingId: string; slot: string } };

/** A body parsed as bytes; only its hash and size are enumerable (the idempotency hash stays small). */
interface Upload {
  sha256: string;
  size: number;
  readonly bytes: Buffer;
}
const toUpload = (bytes: Buffer): Upload => {
  const u = { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length } as Upload;
  Object.defineProperty(u, 'bytes', { value: bytes, enumerable: false });
  return u;
};
const isUpload = (b: unknown): b is Upload => typeof b === 'object' && b !== null && Buffer.isBuffer((b as { bytes?: unknown }).bytes);

const slotOf = (raw: string): TrainingFileSlot => {
  if (!(TRAINING_FILE_SLOTS as readonly string[]).includes(raw)) throw badRequest(fm.badSlot, 'bad_slot', { slot: fm.badSlot });
  return raw as TrainingFileSlot;
};

/** A name safe to show and to send back in a header: no folders, no control characters. */
export function cleanName(raw: string | undefined, slot: TrainingFileSlot, ext: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return base || `${slot}.${ext}`;
}

/**
 * The bytes to keep: an image decoded and re-encoded (a PNG header followed by garbage passed the
 * type check; a phone photo carries its GPS position in EXIF), any other kind as uploaded.
 */
async function storedBytes(mime: string, bytes: Buffer): Promise<{ bytes: Buffer; sha256: string }> {
  if (mime !== 'image/png' && mime !== 'image/jpeg') return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  // No minimum size: a session plan may be any picture (the spec's minimums are for photos and badges).
  const decoded = await decodeImage(bytes, 1);
  if (!decoded.ok) {
    // One that does not decode is not one of the kinds; a decompression bomb says why.
    const message = decoded.message === imageMessages.notImage ? fm.badType : decoded.message;
    throw badRequest(message, 'bad_file_type', { file: message });
  }
  return { bytes: decoded.image.bytes, sha256: createHash('sha256').update(decoded.image.bytes).digest('hex') };
}

const fileRoutes: FastifyPluginAsync = async (app) => {
  const store = app.storage;
  const load = (request: FastifyRequest<P>) => loadSessionAccess(request, TRAINING, request.params.clubId, request.params.trainingId);
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: TRAINING_FILE_MAX_BYTES }, (_req, body, done) =>
    done(null, toUpload(typeof body === 'string' ? Buffer.from(body) : body)),
  );

  app.post<P>(
    '/:clubId/:trainingId/file/:slot',
    { bodyLimit: TRAINING_FILE_MAX_BYTES, config: { permission: 'training.manage', failure: fm.failed, tooLarge: fm.tooLarge } },
    async (request, reply) => {
      const s = await load(request);
      requireStaff(s);
      const slot = slotOf(request.params.slot);
      const q = parseInput(trainingFileQuerySchema, request.query, fm.failed);
      const upload = request.body;
      // Text and JSON bodies meet their own parsers first: they are not one of the kinds either.
      if (!isUpload(upload)) throw upload === undefined || upload === null || upload === '' ? badRequest(fm.empty, 'empty_file', { file: fm.empty }) : badRequest(fm.badType, 'bad_file_type', { file: fm.badType });
      if (upload.size === 0) throw badRequest(fm.empty, 'empty_file', { file: fm.empty });
      const found = await fileTypeFromBuffer(upload.bytes);
      const ext = found ? TRAINING_FILE_TYPES[found.mime] : undefined;
      if (!found || !ext) throw badRequest(fm.badType, 'bad_file_type', { file: fm.badType });
      const stored = await storedBytes(found.mime, upload.bytes);
      const id = randomUUID();
      // Set only when the write runs (a replayed key answers the stored file without running it).
      let wrote = false;
      let replaced: string | null = null;
      try {
        const file = await idempotentWrite(
          request,
          reply,
          async (tx) => {
            await writeBytes(store, id, stored.bytes, found.mime);
            wrote = true;
            const put = await putFile(tx, s.session.id, { id, slot, name: cleanName(q.name, slot, ext), mime: found.mime, size: stored.bytes.length, sha256: stored.sha256, by: s.access.userId });
            replaced = put.replaced;
            return put.file;
          },
          201,
        );
        // After the commit: the replaced file's bytes go (a failed write never loses a file whose row stays).
        if (replaced) await removeBytes(store, replaced);
        return file;
      } catch (e) {
        if (wrote) await removeBytes(store, id);
        throw e;
      }
    },
  );

  app.get<P>('/:clubId/:trainingId/file/:slot', { config: { permission: 'training.view', failure: fm.failed } }, async (request, reply) => {
    const s = await load(request);
    requireViewer(s);
    const slot = slotOf(request.params.slot);
    if (!s.isStaff && !FAMILY_FILE_SLOTS.includes(slot)) throw forbidden(NO_ACCESS, 'staff_only_file');
    const file = await findFile(app.db, s.session.id, slot);
    if (!file) throw notFound(fm.notFound, 'file_not_found');
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_');
    return sendStored(reply, {
      key: fileKey(file.id),
      type: file.mime,
      disposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      cacheControl: 'private, max-age=0',
      missing: notFound(fm.notFound, 'file_not_found'),
    });
  });

  app.delete<P>('/:clubId/:trainingId/file/:slot', { config: { permission: 'training.manage', failure: fm.failed } }, async (request, reply) => {
    const s = await load(request);
    requireStaff(s);
    const slot = slotOf(request.params.slot);
    const answer = await idempotentWrite(request, reply, async (tx) => ({ slot, removed: await deleteFile(tx, s.session.id, slot) }));
    if (answer.removed) await removeBytes(store, answer.removed);
    return { slot, deleted: answer.removed !== null };
  });
};

export default fileRoutes;
