// User area: the profile picture and contact preferences.
//   PUT user/{id}/picture      { image: base64 }  png or jpg, at least 400x400, decoded and re-encoded
//   GET user/{id}/picture      the stored picture with safe headers
//   PUT user/{id}/preferences  { preferences?, language? }  notification settings (spec §3 Contact
//                              preferences) and interface language: the user, parent or super admin
// Who may: the user, their parent, a super admin, or a holder of the permission in a club the
// user belongs to (server/lib/permissions.ts requireUserPermission).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { onboardingMessages, putPictureSchema, putPreferencesSchema, type Preferences, type PreferencesAnswer } from '../../../src/domain/club/onboarding-schema';
import { preferencesMessages } from '../../../src/domain/user/profile-schema';
import type { Locale } from '../../../src/i18n/locales';
import type { Queryable } from '../../db/db';
import { useFailureMessages } from '../../lib/failure-handler';
import { sendImage, storeImage } from '../../lib/file-store';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { decodeImage, IMAGE_MIN, type ImageKind } from '../../lib/image-check';
import { parseInput } from '../../lib/parse-input';
import { idempotentWrite } from '../../plugins/idempotency';

type P = { Params: { id: string } };
/** Base64 picture: about 4 MiB of image at most. */
const PICTURE_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * Decodes a base64 profile picture (png or jpg, at least 400x400: spec §5 and §9) and answers it
 * re-encoded, without EXIF (a phone photo's GPS position), or a 400 naming the field.
 */
export async function checkPicture(base64: string, field: string): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const decoded = await decodeImage(Buffer.from(base64.replace(/\s/g, ''), 'base64'), IMAGE_MIN.profile);
  if (!decoded.ok) throw badRequest(decoded.message, 'bad_image', { [field]: decoded.message });
  return { bytes: decoded.image.bytes, kind: decoded.image.kind };
}

/** Stores a checked picture (inside the write, so a replay stores no second copy). */
export const storePicture = (app: FastifyInstance, p: { bytes: Buffer; kind: ImageKind }): Promise<string> => storeImage(app.storage, 'pictures', p.kind, p.bytes);

export async function savePreferences(db: Queryable, userId: string, p: Preferences): Promise<Preferences> {
  const row = await db.one<{ notifications: Preferences }>(
    `UPDATE users SET preferences = jsonb_set(preferences, '{notifications}', COALESCE(preferences->'notifications', '{}'::jsonb) || $2::jsonb), updated_at = now()
     WHERE id = $1 RETURNING preferences->'notifications' AS notifications`,
    [userId, JSON.stringify(p)],
  );
  return row.notifications;
}

/** The user's notification switches and language (null: not chosen). */
export async function loadPreferences(db: Queryable, userId: string): Promise<PreferencesAnswer> {
  const row = await db.one<{ notifications: Preferences | null; language: Locale | null }>(
    `SELECT preferences->'notifications' AS notifications, language FROM users WHERE id = $1`,
    [userId],
  );
  return { userId, preferences: row.notifications ?? {}, language: row.language };
}

const pictureRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.put<P>('/:id/picture', { bodyLimit: PICTURE_BODY_LIMIT, config: { permission: { user: 'members.manage' }, failure: onboardingMessages.pictureFailed } }, async (request, reply) => {
    const body = parseInput(putPictureSchema, request.body, onboardingMessages.photo);
    const userId = request.params.id;
    if (!(await app.db.maybeOne('SELECT 1 FROM users WHERE id = $1', [userId]))) throw notFound('User not found', 'user_not_found');
    const picture = await checkPicture(body.image, 'image');
    return idempotentWrite(request, reply, async (tx) => {
      await tx.query('UPDATE users SET profile_picture_path = $2, updated_at = now() WHERE id = $1', [userId, await storePicture(app, picture)]);
      return { userId, hasProfilePicture: true };
    });
  });

  app.get<P>('/:id/picture', { config: { permission: { user: 'members.view' } } }, async (request, reply) => {
    const row = await app.db.maybeOne<{ path: string | null }>('SELECT profile_picture_path AS path FROM users WHERE id = $1', [request.params.id]);
    if (!row?.path) throw notFound('This user has no profile picture', 'no_picture');
    const kind: ImageKind = row.path.endsWith('.png') ? 'png' : 'jpeg';
    return sendImage(reply, { path: row.path, kind, name: 'picture', missing: notFound('This profile picture could not be found', 'picture_missing') });
  });

  app.put<P>('/:id/preferences', { config: { permission: { user: 'members.manage' }, failure: onboardingMessages.failed } }, async (request, reply): Promise<PreferencesAnswer> => {
    // Contact preferences are the person's own choice (marketing consent among them): the user,
    // their parent or a super admin, never club staff.
    if (request.userAccess!.kind === 'club') throw forbidden(preferencesMessages.ownOnly, 'own_only');
    const body = parseInput(putPreferencesSchema, request.body, 'Please choose your notification settings');
    const userId = request.params.id;
    if (!(await app.db.maybeOne('SELECT 1 FROM users WHERE id = $1', [userId]))) throw notFound('User not found', 'user_not_found');
    return idempotentWrite(request, reply, async (tx) => {
      if (body.preferences) await savePreferences(tx, userId, body.preferences);
      if (body.language !== undefined) await tx.query('UPDATE users SET language = $2, updated_at = now() WHERE id = $1', [userId, body.language]);
      return loadPreferences(tx, userId);
    });
  });
};

export default pictureRoutes;
