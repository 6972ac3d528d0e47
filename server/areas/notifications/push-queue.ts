// The Web Push sender: a small in-process queue over the push_deliveries outbox (migration 020).
// Woken by the outbox's NOTIFY, which PostgreSQL delivers only once the write that queued the
// push has committed (server/lib/push-outbox.ts), and every 30 s for retries and for anything a
// restart left behind. So a request never waits for a push service and a rolled-back write sends
// nothing.
//
// Each round claims due rows with FOR UPDATE SKIP LOCKED and leases them for 2 minutes (another
// API process on the same database skips them; a process that dies mid-send leaves them to come
// back), sends each with web-push (aes128gcm, VAPID-signed), then:
//   2xx       the row goes: sent once (a crash between the send and the delete may send it again;
//             the service worker's tag = notification id collapses such a repeat on the phone)
//   404, 410  the browser unsubscribed or the subscription expired: the subscription goes
//   400, 413  the push service will never take it: the row goes, with a warning
//   otherwise tried again after 30 s, 2, 8 and 32 min (or the service's Retry-After), then dropped
import type { Agent } from 'node:https';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import type { NotificationParams } from '../../../src/domain/notification/kinds';
import { loadVapidKeys } from '../../lib/vapid-keys';
import { PUSH_CHANNEL } from '../../lib/push-outbox';
import { pushPayload } from './push-payload';

export interface PushQueue {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** Sends everything due now; resolves when this and any round it woke meanwhile are done. */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushQueue;
  }
}

export interface PushQueueOptions {
  /** An https.Agent for the calls to push services (tests: one that trusts the local service). */
  agent?: Agent;
}

const BATCH = 50;
const LEASE = "interval '2 minutes'";
const MAX_ATTEMPTS = 5;
const POLL_MS = 30_000;
/** A day: a reminder older than that is no news. */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

interface Due {
  notification_id: string;
  subscription_id: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  kind: string;
  params: NotificationParams | string;
  language: string | null;
}

/** Seconds to wait before the next try: the service's Retry-After, else 30 s × 4^(tries - 1). */
export function retryDelaySeconds(attempts: number, retryAfter: string | undefined, now = Date.now()): number {
  if (retryAfter) {
    const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : (Date.parse(retryAfter) - now) / 1000;
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(Math.ceil(seconds), 24 * 3600);
  }
  return 30 * 4 ** Math.max(0, attempts - 1);
}

export default fp<PushQueueOptions>(
  async (app, opts) => {
    const keys = await loadVapidKeys(app.db, app.config.vapid);
    const vapidDetails = { subject: app.config.vapid.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
    const db = app.db;

    async function claim(): Promise<Due[]> {
      return db.query<Due>(
        `WITH due AS (
           SELECT notification_id, subscription_id FROM push_deliveries WHERE next_attempt_at <= now()
            ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE push_deliveries d SET attempts = d.attempts + 1, next_attempt_at = now() + ${LEASE}
             FROM due WHERE d.notification_id = due.notification_id AND d.subscription_id = due.subscription_id
           RETURNING d.notification_id, d.subscription_id, d.attempts
         )
         SELECT c.notification_id, c.subscription_id, c.attempts, s.endpoint, s.p256dh, s.auth, n.kind, n.params,
                COALESCE(u.language, cl.language) AS language
           FROM claimed c
           JOIN push_subscriptions s ON s.id = c.subscription_id
           JOIN notifications n ON n.id = c.notification_id
           JOIN users u ON u.id = n.user_id
           JOIN clubs cl ON cl.id = n.club_id`,
      );
    }

    async function send(d: Due): Promise<void> {
      const params = typeof d.params === 'string' ? (JSON.parse(d.params) as NotificationParams) : d.params;
      const payload = JSON.stringify(pushPayload({ id: d.notification_id, kind: d.kind, params }, d.language));
      const key = [d.notification_id, d.subscription_id];
      try {
        await webpush.sendNotification({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, payload, {
          vapidDetails,
          TTL: TTL_SECONDS,
          urgency: d.kind.endsWith('_cancelled') ? 'high' : 'normal',
          // One pending push per game or session: a newer one replaces one the phone has not fetched yet.
          topic: params.sessionId.replace(/-/g, ''),
          timeout: SEND_TIMEOUT_MS,
          ...(opts.agent ? { agent: opts.agent } : {}),
        });
        await db.query('DELETE FROM push_deliveries WHERE notification_id = $1 AND subscription_id = $2', key);
      } catch (err) {
        const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
        if (status === 404 || status === 410) {
          await db.query('DELETE FROM push_subscriptions WHERE id = $1', [d.subscription_id]);
        } else if (status === 400 || status === 413 || d.attempts >= MAX_ATTEMPTS) {
          app.log.warn({ status, attempts: d.attempts, err: (err as Error).message }, 'push dropped');
          await db.query('DELETE FROM push_deliveries WHERE notification_id = $1 AND subscription_id = $2', key);
        } else {
          const retryAfter = err instanceof webpush.WebPushError ? headerOf(err.headers, 'retry-after') : undefined;
          await db.query(
            `UPDATE push_deliveries SET next_attempt_at = now() + make_interval(secs => $3), last_error = $4 WHERE notification_id = $1 AND subscription_id = $2`,
            [...key, retryDelaySeconds(d.attempts, retryAfter), `${status ?? 'network'}: ${(err as Error).message}`.slice(0, 500)],
          );
        }
      }
    }

    async function round(): Promise<void> {
      for (;;) {
        const due = await claim();
        if (due.length === 0) return;
        await Promise.all(due.map(send));
      }
    }

    let current: Promise<void> | null = null;
    let again = false;
    const drain = (): Promise<void> => {
      if (current) {
        again = true;
        return current;
      }
      current = (async () => {
        do {
          again = false;
          await round();
        } while (again);
      })().finally(() => {
        current = null;
      });
      return current;
    };
    const wake = () => void drain().catch((err: unknown) => app.log.warn({ err }, 'push round failed'));

    app.decorate('push', { publicKey: keys.publicKey, drain });

    let stopListening: (() => Promise<void>) | null = null;
    const timer = setInterval(wake, POLL_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      stopListening = await db.listen(PUSH_CHANNEL, wake, wake);
      wake(); // whatever a restart left behind
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await stopListening?.();
      await current?.catch(() => undefined);
    });
  },
  { name: 'push-queue' },
);

function headerOf(headers: Record<string, string | string[] | undefined> | undefined, name: string): string | undefined {
  const value = headers?.[name];
  return Array.isArray(value) ? value[0] : value;
}
