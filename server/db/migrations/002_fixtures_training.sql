-- Fixtures, match events, training sessions and attendance. Rows made offline carry the
-- device's UUIDv7 as id, so a replayed create lands on the same row.

CREATE TABLE fixtures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  opponent text NOT NULL,
  home_away text NOT NULL CHECK (home_away IN ('home', 'away')),
  kickoff_at timestamptz NOT NULL,
  venue text,
  pitch_name text,
  match_type text,
  occasion text CHECK (occasion IS NULL OR occasion IN ('league', 'tournament', 'cup', 'friendly', 'in-house')),
  match_length integer,
  formation text,
  status text NOT NULL DEFAULT 'setup' CHECK (status IN ('setup', 'in_progress', 'ended', 'cancelled')),
  goals_for integer,
  goals_against integer,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  active boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fixtures_club_time ON fixtures (club_id, kickoff_at);
CREATE INDEX fixtures_team_time ON fixtures (team_id, kickoff_at);

CREATE TABLE fixture_events (
  id uuid PRIMARY KEY,
  fixture_id uuid NOT NULL REFERENCES fixtures(id) ON DELETE CASCADE,
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  kind text NOT NULL,
  player_id uuid REFERENCES users(id) ON DELETE SET NULL,
  match_second integer,
  period text,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  device_id text,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fixture_events_fixture ON fixture_events (fixture_id, match_second);

CREATE TABLE fixture_attendance (
  fixture_id uuid NOT NULL REFERENCES fixtures(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  selected boolean NOT NULL DEFAULT false,
  status text CHECK (status IS NULL OR status IN ('coming', 'not_coming')),
  shown_up boolean,
  objective text,
  position text,
  shirt_number integer,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (fixture_id, player_id)
);

CREATE TABLE training_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  series_id uuid,
  location text,
  sport text NOT NULL DEFAULT 'football',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  coach_id uuid REFERENCES users(id) ON DELETE SET NULL,
  intensity text CHECK (intensity IS NULL OR intensity IN ('light', 'standard', 'hard')),
  core_skill text,
  topic text,
  status text NOT NULL DEFAULT 'setup' CHECK (status IN ('setup', 'in_progress', 'ended', 'cancelled')),
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  active boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX training_club_time ON training_sessions (club_id, starts_at);
CREATE INDEX training_team_time ON training_sessions (team_id, starts_at);

CREATE TABLE training_attendance (
  training_id uuid NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text CHECK (status IS NULL OR status IN ('coming', 'not_coming')),
  shown_up boolean,
  checked_in_at timestamptz,
  focus text,
  objective text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (training_id, player_id)
);
