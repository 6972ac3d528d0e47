-- Issue 21 items 5-6: player development screens and the 99 Rating.

-- The fair-playing-time threshold: players who played less than this share (%) of the minutes
-- their team's games offered this season are marked on the development screens.
ALTER TABLE clubs ADD COLUMN fair_play_threshold smallint NOT NULL DEFAULT 50 CHECK (fair_play_threshold BETWEEN 0 AND 100);

-- One 99 Rating per player, club and month (UTC, YYYY-MM): the inputs and the answer of
-- src/domain/rating/rating.ts, kept so the breakdown can say what moved since last month. The
-- current month's row is written again each time the rating is worked out (derived data).
CREATE TABLE player_rating_snapshots (
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 99),
  inputs jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, club_id, month)
);
