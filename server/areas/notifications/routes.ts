// The caller's own notifications (/api/v1/user-notification, calls.md "User notification"):
//   GET ?limit        the newest first (default 50, 1-200) and the unread count
//   PUT {id}          mark read ({ read: false } marks it unread again)
//   DELETE {id}       remove it; an id nobody holds is a harmless no-op (another device, or a
//                     replay, already removed it), another user's id is 404 like an unknown one
// Only signed-in users, only their own rows: another user's notification is answered as not
// found, so ids reveal nothing.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { NOTIFICATION_LIMIT_DEFAULT, notificationListQuery, notificationMessages as m } from '../../../src/domain/notification/kinds';
import { requireUuid } from '../../lib/access';
import { notFound } from '../../lib/http-error';
import { pruneNotifications } from '../../lib/notify';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { idempotentWrite } from '../../plugins/idempotency';
import { deleteNotification, listNotifications, ownerOf, setRead } from './repository';

type P = { Params: { id: string } };

const markSchema = v.object({ read: v.optional(v.boolean('read must be true or false'), true) });
const SELF = { permission: 'self' as const, failure: m.failed };

const notificationRoutes: FastifyPluginAsync = async (app) => {
  // Everyone's rows past the retention go now and then (a user's own also at insert and on read).
  const prune = () => pruneNotifications(app.db).catch((err: unknown) => app.log.warn({ err }, 'notification prune failed'));
  const timer = setInterval(prune, 6 * 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get('/', { config: SELF }, async (request) => {
    const { limit } = parseQuery(notificationListQuery, request.query);
    const userId = request.auth!.userId;
    // Retention is kept on read too, for someone who gets nothing new for months.
    await pruneNotifications(app.db, new Date(), [userId]);
    return listNotifications(app.db, userId, limit ?? NOTIFICATION_LIMIT_DEFAULT);
  });

  app.put<P>('/:id', { config: SELF }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'notification id');
    const body = parseInput(markSchema, request.body ?? {}, m.failed);
    const userId = request.auth!.userId;
    return idempotentWrite(request, reply, async (tx) => {
      const item = await setRead(tx, userId, id, body.read);
      if (!item) throw notFound(m.notFound, 'notification_not_found');
      return item;
    });
  });

  app.delete<P>('/:id', { config: SELF }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'notification id');
    const userId = request.auth!.userId;
    return idempotentWrite(request, reply, async (tx) => {
      const owner = await ownerOf(tx, id);
      if (owner !== undefined && owner !== userId) throw notFound(m.notFound, 'notification_not_found');
      return { id, deleted: owner !== undefined && (await deleteNotification(tx, userId, id)) };
    });
  });
};

export default notificationRoutes;
