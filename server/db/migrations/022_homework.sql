-- Coach challenges (homework, issue 22 item 1). A challenge is set by a coach for a team (all its
-- players or the ones chosen); each player's part is a row of homework_entries moving through
-- the states of src/domain/homework/states.ts. Files live in the file store (server/lib/storage):
-- the coach's demo under homework_demos/<id>, a player's answer under
-- homework_answers/<homeworkId>_<playerId>; the rows hold their type, size and hash only.
CREATE TABLE homework (
  id uuid PRIMARY KEY,
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  title text NOT NULL,
  core_skill text NOT NULL,
  instructions text NOT NULL,
  due_day date NOT NULL,
  marking text NOT NULL CHECK (marking IN ('video', 'picture', 'training')),
  demo_mime text,
  demo_size bigint,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homework_club_team ON homework (club_id, team_id, created_at DESC);

CREATE TABLE homework_entries (
  homework_id uuid NOT NULL REFERENCES homework(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'not_uploaded' CHECK (state IN ('not_uploaded', 'uploaded', 'awaiting_grading', 'marked', 'completed')),
  answer_mime text,
  answer_size bigint,
  answer_sha256 text,
  answered_at timestamptz,
  minutes integer CHECK (minutes > 0),
  thoughts text,
  rating integer CHECK (rating BETWEEN 1 AND 5),
  feedback text,
  grade text,
  marked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  marked_at timestamptz,
  completed_at timestamptz,
  PRIMARY KEY (homework_id, player_id)
);
CREATE INDEX homework_entries_player ON homework_entries (player_id);
