// A club or team badge sent as base64: decoded (png or jpg, at least 100x100,
// server/lib/image-check.ts) and stored re-encoded through the file store (server/lib/storage). Refusals name the field.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendImage, storeImage } from '../../lib/file-store';
import { badRequest, notFound } from '../../lib/http-error';
import { decodeImage, IMAGE_MIN, type ImageKind } from '../../lib/image-check';
import { sendInviteMail } from './invite-mail';
import type { PendingMail } from './team-repository';

/** Base64 badge: about 2 MiB of image at most. */
export const BADGE_BODY_LIMIT = 3 * 1024 * 1024;

/** The badge decoded and re-encoded (what to store), or a 400 naming the field. */
export async function checkBadge(base64: string, field: string): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const decoded = await decodeImage(Buffer.from(base64.replace(/\s/g, ''), 'base64'), IMAGE_MIN.badge);
  if (!decoded.ok) throw badRequest(decoded.message, 'bad_image', { [field]: decoded.message });
  return { bytes: decoded.image.bytes, kind: decoded.image.kind };
}

export async function storeBadge(app: FastifyInstance, badge: { bytes: Buffer; kind: ImageKind }): Promise<{ path: string; kind: ImageKind }> {
  return { path: await storeImage(app.storage, 'badges', badge.kind, badge.bytes), kind: badge.kind };
}

/**
 * Sends a stored badge with safe headers: the type from the decode at upload (never the
 * name), no sniffing, shown inline, cached briefly by the browser only (it is a member's read).
 */
export async function sendBadge(_app: FastifyInstance, reply: FastifyReply, stored: { path: string; kind: ImageKind }): Promise<FastifyReply> {
  return sendImage(reply, { path: stored.path, kind: stored.kind, name: 'badge', missing: notFound('This badge could not be found', 'badge_missing') });
}

/**
 * Mails invites made by a write, after its commit; a replayed answer sends nothing again. The
 * links are built from the reply's request (server/lib/public-url.ts); `_app` is kept for callers.
 */
export async function mailAfterCommit(_app: FastifyInstance, reply: FastifyReply, mails: PendingMail[]): Promise<void> {
  if (reply.getHeader('idempotent-replayed')) return;
  for (const m of mails) await sendInviteMail(reply.request, m);
}
