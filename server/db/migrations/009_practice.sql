-- At-home practice diary (issue 21). One row per entry a player (or their parent) logged: the
-- local day it happened in the device's time zone (the streak reads this, never the sync time),
-- and the core skills with their minutes. The id may come from the device (UUIDv7, made offline),
-- so a replayed POST finds its row instead of making a second one.
CREATE TABLE practice_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  time_zone text NOT NULL,
  skills jsonb NOT NULL,
  minutes integer NOT NULL CHECK (minutes > 0),
  location text,
  with_whom text,
  feeling smallint CHECK (feeling BETWEEN 1 AND 5),
  notes text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX practice_entries_player_day ON practice_entries (player_id, day);
