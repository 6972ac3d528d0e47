// SQL of the Web Push subscriptions: a member's browsers, each keyed on its push endpoint.
import type { Queryable } from '../../db/db';
import { PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscribeInput } from '../../../src/domain/notification/push';

/**
 * Keeps this browser's subscription for the user: a new endpoint is added, a known one gets the
 * new keys (and the new owner: the endpoint belongs to one browser, and whoever subscribes there
 * now is who it shows notifications to). Beyond PUSH_SUBSCRIPTIONS_PER_USER the user's longest
 * unseen browsers go (an old phone that never answers 410).
 */
export async function saveSubscription(db: Queryable, userId: string, s: PushSubscribeInput): Promise<{ id: string; created: boolean }> {
  const row = await db.one<{ id: string; created: boolean }>(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, last_seen_at = now()
     RETURNING id, (xmax = 0) AS created`,
    [userId, s.endpoint, s.keys.p256dh, s.keys.auth],
  );
  await db.query(
    `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN
       (SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY last_seen_at DESC, created_at DESC LIMIT $2)`,
    [userId, PUSH_SUBSCRIPTIONS_PER_USER],
  );
  return row;
}

/** Removes the user's subscription for this endpoint; another user's endpoint is left alone. */
export async function deleteSubscription(db: Queryable, userId: string, endpoint: string): Promise<boolean> {
  return (await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id', [userId, endpoint])).length > 0;
}
