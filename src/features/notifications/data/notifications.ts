// The member's notifications on this device (Dexie `notifications`, pulled with the club's
// fixtures: src/sync/pull.ts) and the two writes. Mark read and delete are local writes: the row
// changes on disk with its outbox entry, so the list and the unread badge change at once with no
// signal, and the engine sends each once (stream notifications:<user>, in the order made).
import { getDb } from '../../../db/database';
import type { NotificationRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import { createGetter, pullNotifications } from '../../../sync/pull';

export type { NotificationRow };

const path = (id: string) => `/api/v1/user-notification/${encodeURIComponent(id)}`;
const stream = (userId: string) => `notifications:${userId}`;

const newestFirst = (a: NotificationRow, b: NotificationRow) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export function useNotifications(userId: string | null): NotificationRow[] | undefined {
  return useLiveTable('notifications', async () => (userId ? (await getDb().notifications.where('userId').equals(userId).toArray()).sort(newestFirst) : []), [userId]);
}

export function useUnreadCount(userId: string | null): number {
  return (
    useLiveTable('notifications', async () => (userId ? getDb().notifications.where('userId').equals(userId).filter((n) => n.readAt === null).count() : 0), [userId]) ?? 0
  );
}

/** Marks it read (once: an already read one writes nothing). */
export async function markRead(row: NotificationRow): Promise<void> {
  if (row.readAt) return;
  await localWrite([{ table: 'notifications', put: { ...row, readAt: new Date().toISOString() } }], {
    method: 'PUT',
    path: path(row.id),
    body: { read: true },
    stream: stream(row.userId),
    describe: { action: 'notification.read' },
  });
}

export async function removeNotification(row: NotificationRow): Promise<void> {
  await localWrite([{ table: 'notifications', delete: row.id }], {
    method: 'DELETE',
    path: path(row.id),
    body: {},
    stream: stream(row.userId),
    describe: { action: 'notification.delete' },
  });
}

/** Refreshes the list now (the screen opening, the window regaining focus). */
export function refreshNotifications(userId: string): Promise<void> {
  const db = getDb();
  return pullNotifications(db, createGetter(db), userId);
}
