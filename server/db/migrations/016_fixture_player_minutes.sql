-- Minutes each player played in an ended game, as the match reducer counts them (issue 24,
-- the analytics measure minutesPlayed). Derived data: the analytics area works it out with
-- src/domain/fixture/match-reducer.ts from the game's events and line-up when a query needs it
-- and the game changed since (fixture_minutes_state.version: the fixture's updated_at, its
-- events' count and latest recording, its attendance's latest change), so the SQL sums the
-- reducer's own numbers and never a second implementation of the match clock.
CREATE TABLE fixture_player_minutes (
  fixture_id uuid NOT NULL REFERENCES fixtures(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seconds integer NOT NULL CHECK (seconds >= 0),
  -- The reducer's whole minutes for the game (rounded down per game, as parents read them).
  minutes integer NOT NULL CHECK (minutes >= 0),
  PRIMARY KEY (fixture_id, player_id)
);

CREATE TABLE fixture_minutes_state (
  fixture_id uuid PRIMARY KEY REFERENCES fixtures(id) ON DELETE CASCADE,
  version text NOT NULL,
  -- Seconds of play in the game (all periods): nobody played more.
  played_seconds integer NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);
