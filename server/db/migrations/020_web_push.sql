-- Web Push (issue 23 item 5, the push channel of the in-app notifications).
-- push_subscriptions: one row per browser (its push endpoint) holding the keys to encrypt for it.
-- An endpoint belongs to one browser, so it is unique: the member signed in there last owns it.
-- push_deliveries: the outbox. notify() inserts one row per new notification and subscription in
-- the transaction that made the notification, so a rolled-back write sends nothing; the sender
-- (server/areas/notifications/push-queue.ts) sends only after that commit, deletes the row once
-- the push service took it, and reschedules it with backoff (or the service's Retry-After).
-- The VAPID key pair, when not configured, is kept in app_settings ('vapid_keys').
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, last_seen_at DESC);

CREATE TABLE push_deliveries (
  notification_id uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  PRIMARY KEY (notification_id, subscription_id)
);
CREATE INDEX push_deliveries_due ON push_deliveries (next_attempt_at);
CREATE INDEX push_deliveries_subscription ON push_deliveries (subscription_id);
