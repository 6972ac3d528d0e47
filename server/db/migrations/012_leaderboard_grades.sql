-- Issue 21 items 3-4: the practice leaderboard's club setting and core-skill grades.

-- A club may show only initials for players under 13 on the practice leaderboard.
ALTER TABLE clubs ADD COLUMN leaderboard_initials_under13 boolean NOT NULL DEFAULT false;

-- The leaderboard sums a club's players' minutes over a range of days.
CREATE INDEX practice_entries_day_player ON practice_entries (day, player_id);

-- Core-skill grades: every grade a coach (or club admin) gives is a row, so the history is kept;
-- a player's current grade for a skill is the latest row. The id may come from the device (a
-- coach grades offline at the side of the pitch), so a replayed PUT finds its row.
CREATE TABLE core_skill_grades (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  core_skill text NOT NULL,
  grade text NOT NULL CHECK (grade IN ('ungraded', 'attempting', 'developing', 'mastering', 'super_strength')),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
  note text,
  graded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  graded_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX core_skill_grades_player ON core_skill_grades (player_id, club_id, graded_at DESC);
