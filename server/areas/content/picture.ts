// A post's picture, behind this one module so the media pipeline (resumable uploads, issue 23's
// tus work) can replace how the bytes arrive without touching the routes. Today: base64 in the
// POST body, decoded in full and re-encoded by server/lib/image-check.ts (png or jpg, at least
// 200x200 as product.md §5 asks of images; EXIF such as a phone's GPS position dropped), kept in
// the file store under feed/, served through the server with the post's own access check.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendImage, storeImage } from '../../lib/file-store';
import { badRequest, notFound } from '../../lib/http-error';
import { decodeImage, IMAGE_MIN, type ImageKind } from '../../lib/image-check';

export interface CheckedPicture {
  bytes: Buffer;
  kind: ImageKind;
}

/** Decodes the upload, or a 400 with the image check's message (a file that is not a picture, too small, too large). */
export async function checkPostPicture(base64: string): Promise<CheckedPicture> {
  const decoded = await decodeImage(Buffer.from(base64.replace(/\s/g, ''), 'base64'), IMAGE_MIN.general);
  if (!decoded.ok) throw badRequest(decoded.message, 'bad_image', { picture: decoded.message });
  return { bytes: decoded.image.bytes, kind: decoded.image.kind };
}

/** Stores a checked picture and answers its key (inside the write, so a replay stores no second copy). */
export async function storePostPicture(app: FastifyInstance, p: CheckedPicture): Promise<{ key: string; kind: ImageKind }> {
  return { key: await storeImage(app.storage, 'feed', p.kind, p.bytes), kind: p.kind };
}

/** Removes a deleted post's picture; a store that fails to delete leaves only an orphan file. */
export async function removePostPicture(app: FastifyInstance, key: string | null): Promise<void> {
  if (!key) return;
  await app.storage.delete(key).catch((err: unknown) => app.log.warn({ err, key }, 'feed picture not removed'));
}

export function sendPostPicture(reply: FastifyReply, post: { id: string; pictureKey: string | null; pictureKind: ImageKind | null }): Promise<FastifyReply> {
  if (!post.pictureKey || !post.pictureKind) throw notFound('This picture could not be found', 'picture_not_found');
  return sendImage(reply, { path: post.pictureKey, kind: post.pictureKind, name: `post-${post.id}`, missing: notFound('This picture could not be found', 'picture_not_found') });
}
