// SQL of the in-app notification list: every query is scoped to the caller's own rows.
import type { Queryable } from '../../db/db';
import type { NotificationItem, NotificationKind, NotificationParams } from '../../../src/domain/notification/kinds';

interface Row {
  id: string;
  club_id: string;
  team_id: string | null;
  kind: string;
  params: NotificationParams | string;
  read_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, club_id, team_id, kind, params, read_at, created_at';
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toItem(r: Row): NotificationItem {
  return {
    id: r.id,
    clubId: r.club_id,
    teamId: r.team_id,
    kind: r.kind as NotificationKind,
    params: typeof r.params === 'string' ? (JSON.parse(r.params) as NotificationParams) : r.params,
    readAt: iso(r.read_at),
    createdAt: iso(r.created_at)!,
  };
}

/** The newest `limit` notifications of the user, and how many are unread in all. */
export async function listNotifications(db: Queryable, userId: string, limit: number): Promise<{ notifications: NotificationItem[]; unread: number }> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [userId, limit]);
  const { n } = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return { notifications: rows.map(toItem), unread: n };
}

/** Who holds the notification (undefined: there is none with this id). */
export async function ownerOf(db: Queryable, id: string): Promise<string | undefined> {
  return (await db.maybeOne<{ user_id: string }>('SELECT user_id FROM notifications WHERE id = $1', [id]))?.user_id;
}

/** Marks the user's notification read (keeping the first read time) or unread again. */
export async function setRead(db: Queryable, userId: string, id: string, read: boolean): Promise<NotificationItem | undefined> {
  const row = await db.maybeOne<Row>(
    `UPDATE notifications SET read_at = CASE WHEN $3 THEN COALESCE(read_at, now()) ELSE NULL END WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, read],
  );
  return row ? toItem(row) : undefined;
}

export async function deleteNotification(db: Queryable, userId: string, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM notifications WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId])).length > 0;
}
