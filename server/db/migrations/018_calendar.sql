-- Calendar (issue 23 item 3): the club's own events beside its fixtures and sessions, and each
-- member's private subscription feed.
--
-- A cancelled event stays (status 'cancelled', shown struck through, STATUS:CANCELLED in the
-- feed); a deleted one is gone for members (deleted_at set, never listed). The row is kept so a
-- replayed create with the same device id cannot bring it back. sequence is the .ics SEQUENCE,
-- raised when the event changes, so subscribed calendars take the change.
CREATE TABLE calendar_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('social', 'meeting', 'tournament', 'practice', 'other')),
  name text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  notes text,
  attributes jsonb NOT NULL DEFAULT '[]'::jsonb,
  core_skill text,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
  sequence integer NOT NULL DEFAULT 0,
  deleted_at timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (type <> 'practice' OR core_skill IS NOT NULL)
);
CREATE INDEX calendar_events_club_time ON calendar_events (club_id, starts_at);

-- One feed per user: only the SHA-256 of the secret token is kept, so the database never holds a
-- working feed address. Resetting replaces the row, which ends the old address at once.
CREATE TABLE calendar_feed_tokens (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
