// The Web Push outbox: notify() calls queuePushes inside the transaction that made the
// notifications, so the deliveries commit or roll back with them. The NOTIFY wakes the sender
// (server/areas/notifications/push-queue.ts) only when that transaction commits — PostgreSQL
// holds a transaction's notifications until COMMIT and drops them on ROLLBACK — so nothing is
// sent from inside the write and the request never waits for a push service.
import type { Queryable } from '../db/db';
import type { NotificationKind } from '../../src/domain/notification/kinds';
import { pushPreferenceFor } from '../../src/domain/notification/push';

export const PUSH_CHANNEL = 'push_outbox';

/**
 * One delivery per notification and each browser its member subscribed, unless the member turned
 * that kind off in their contact preferences (a safety notice goes out regardless).
 */
export async function queuePushes(tx: Queryable, notificationIds: string[], kind: NotificationKind, sessionKind: 'fixture' | 'training' | 'chat'): Promise<number> {
  if (notificationIds.length === 0) return 0;
  const preference = pushPreferenceFor(kind, sessionKind);
  const rows = await tx.query(
    `INSERT INTO push_deliveries (notification_id, subscription_id)
     SELECT n.id, s.id FROM notifications n
       JOIN push_subscriptions s ON s.user_id = n.user_id
       JOIN users u ON u.id = n.user_id
      WHERE n.id = ANY($1::uuid[])
        AND ($2::text IS NULL OR COALESCE(u.preferences->'notifications'->>$2::text, 'true') <> 'false')
     ON CONFLICT DO NOTHING RETURNING notification_id`,
    [notificationIds, preference],
  );
  if (rows.length > 0) await tx.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, String(rows.length)]);
  return rows.length;
}
