-- Idempotency: the first successful answer per (user, Idempotency-Key), stored in the same
-- transaction as the write it answers, replayed for a repeat. Keys are kept at least 90 days
-- (server/plugins/idempotency.ts prunes older rows), far longer than any device stays offline.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  body_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
