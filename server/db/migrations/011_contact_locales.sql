-- Contact form and translation reports (issue 26 items 5 and 7).

-- Where a club answers its members' general questions (contact form); none: the service's.
ALTER TABLE clubs ADD COLUMN support_email text;

-- Every contact message as sent (spec §3 Contact form). The message is plain text, stored as
-- typed and never rendered as HTML. client_key is the sender's Idempotency-Key (the outbox
-- entry's id), unique so a message queued offline and sent again is stored and mailed once,
-- signed in or not; body_hash tells a repeat from a different message under the same key.
-- No IP address is kept: the rate limit's buckets hold it for a minute.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_key text UNIQUE,
  body_hash text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  club_id uuid REFERENCES clubs(id) ON DELETE SET NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  query_type text NOT NULL CHECK (query_type IN ('website_issue', 'general_question', 'feature_request')),
  message text NOT NULL,
  language text,
  sent_to text NOT NULL,
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);

-- Keys the app could not find in a catalogue (POST locales/add/{language}/{namespace}), for
-- staff to translate. Reports never change a catalogue: translations go through the .po files.
CREATE TABLE missing_translations (
  language text NOT NULL,
  namespace text NOT NULL,
  key text NOT NULL,
  default_value text,
  reports integer NOT NULL DEFAULT 1,
  first_reported_by uuid REFERENCES users(id) ON DELETE SET NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (language, namespace, key)
);
