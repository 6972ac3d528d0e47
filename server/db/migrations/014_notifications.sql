-- In-app notifications (issue 23 item 5). One row per member and event, inserted in the same
-- transaction as the change that caused it (server/lib/notify.ts): a rolled-back write makes
-- none, and a request replayed with its Idempotency-Key gets the stored answer without running
-- the write again, so none is made twice. `params` holds ids, names and times only; the app
-- writes the sentence in the reader's language. Rows older than 90 days are deleted
-- (pruneNotifications). A later delivery channel (Web Push, e-mail) reads these rows through its
-- own outbox table keyed on (notification_id, channel): server/areas/notifications/README.md.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_created ON notifications (created_at);
