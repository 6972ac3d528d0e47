-- Fixtures and training sessions (issues 4 and 5): every field of spec §3 not in 002, the
-- lifecycle (start, end, extra time, penalties, cancellation with a replacement), match report,
-- line-up and substitutes, drills, player feedback and notes, and recordings (metadata here,
-- bytes under <data dir>/files).

ALTER TABLE fixtures ADD COLUMN arrival_at timestamptz;
ALTER TABLE fixtures ADD COLUMN pickup_at timestamptz;
ALTER TABLE fixtures ADD COLUMN team_information text;
ALTER TABLE fixtures ADD COLUMN arrival_information text;
ALTER TABLE fixtures ADD COLUMN travel_information text;
ALTER TABLE fixtures ADD COLUMN directions text;
ALTER TABLE fixtures ADD COLUMN map_link text;
ALTER TABLE fixtures ADD COLUMN transport_offered boolean NOT NULL DEFAULT false;
ALTER TABLE fixtures ADD COLUMN show_team_sheet boolean NOT NULL DEFAULT false;
ALTER TABLE fixtures ADD COLUMN referee text;
ALTER TABLE fixtures ADD COLUMN line_person_1 text;
ALTER TABLE fixtures ADD COLUMN line_person_2 text;
ALTER TABLE fixtures ADD COLUMN opposition_standard text;
ALTER TABLE fixtures ADD COLUMN pitch_size text CHECK (pitch_size IS NULL OR pitch_size IN ('large', 'medium', 'small'));
ALTER TABLE fixtures ADD COLUMN pitch_surface text;
ALTER TABLE fixtures ADD COLUMN weather text;
ALTER TABLE fixtures ADD COLUMN topic text;
ALTER TABLE fixtures ADD COLUMN core_skill text;
ALTER TABLE fixtures ADD COLUMN intensity text CHECK (intensity IS NULL OR intensity IN ('light', 'standard', 'hard'));
ALTER TABLE fixtures ADD COLUMN objectives text;
ALTER TABLE fixtures ADD COLUMN notes text;
ALTER TABLE fixtures ADD COLUMN config jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE fixtures ADD COLUMN timer jsonb;
ALTER TABLE fixtures ADD COLUMN pitch jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE fixtures ADD COLUMN started_at timestamptz;
ALTER TABLE fixtures ADD COLUMN ended_at timestamptz;
ALTER TABLE fixtures ADD COLUMN extra_time_at timestamptz;
ALTER TABLE fixtures ADD COLUMN penalties_at timestamptz;
ALTER TABLE fixtures ADD COLUMN penalties_for integer CHECK (penalties_for IS NULL OR penalties_for >= 0);
ALTER TABLE fixtures ADD COLUMN penalties_against integer CHECK (penalties_against IS NULL OR penalties_against >= 0);
ALTER TABLE fixtures ADD COLUMN cancelled_at timestamptz;
ALTER TABLE fixtures ADD COLUMN cancel_reason text CHECK (cancel_reason IS NULL OR cancel_reason IN ('postponed', 'cancelled', 'rescheduled'));
ALTER TABLE fixtures ADD COLUMN replaced_by uuid REFERENCES fixtures(id) ON DELETE SET NULL;
ALTER TABLE fixtures ADD COLUMN match_report text;
ALTER TABLE fixtures ADD COLUMN rating integer CHECK (rating IS NULL OR rating BETWEEN 1 AND 10);
ALTER TABLE fixtures ADD COLUMN opposition_rating integer CHECK (opposition_rating IS NULL OR opposition_rating BETWEEN 1 AND 10);
ALTER TABLE fixtures ADD COLUMN man_of_the_match uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE fixtures ADD COLUMN reminded_at timestamptz;

-- Line-up: 'starting' (on the formation) or 'substitute'; null = in the squad only, or not picked.
ALTER TABLE fixture_attendance ADD COLUMN line_up text CHECK (line_up IS NULL OR line_up IN ('starting', 'substitute'));
ALTER TABLE fixture_attendance ADD COLUMN checked_in_at timestamptz;
ALTER TABLE fixture_attendance ADD COLUMN note text;
ALTER TABLE fixture_attendance ADD COLUMN feedback jsonb;
ALTER TABLE fixture_attendance ADD COLUMN skills jsonb;

ALTER TABLE training_sessions ADD COLUMN repeat_every integer NOT NULL DEFAULT 0 CHECK (repeat_every IN (0, 7, 14, 21, 28));
ALTER TABLE training_sessions ADD COLUMN repeat_until date;
ALTER TABLE training_sessions ADD COLUMN pitch_size text CHECK (pitch_size IS NULL OR pitch_size IN ('large', 'medium', 'small'));
ALTER TABLE training_sessions ADD COLUMN pitch_surface text;
ALTER TABLE training_sessions ADD COLUMN weather text;
ALTER TABLE training_sessions ADD COLUMN directions text;
ALTER TABLE training_sessions ADD COLUMN map_link text;
ALTER TABLE training_sessions ADD COLUMN additional_info text;
ALTER TABLE training_sessions ADD COLUMN session_plan text;
ALTER TABLE training_sessions ADD COLUMN health_safety_file text;
ALTER TABLE training_sessions ADD COLUMN parent_player_file text;
ALTER TABLE training_sessions ADD COLUMN notes text;
ALTER TABLE training_sessions ADD COLUMN report text;
ALTER TABLE training_sessions ADD COLUMN coach_rating integer CHECK (coach_rating IS NULL OR coach_rating BETWEEN 1 AND 10);
ALTER TABLE training_sessions ADD COLUMN config jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE training_sessions ADD COLUMN generated_plan jsonb;
ALTER TABLE training_sessions ADD COLUMN started_at timestamptz;
ALTER TABLE training_sessions ADD COLUMN ended_at timestamptz;
ALTER TABLE training_sessions ADD COLUMN cancelled_at timestamptz;
ALTER TABLE training_sessions ADD COLUMN cancel_reason text CHECK (cancel_reason IS NULL OR cancel_reason IN ('postponed', 'cancelled', 'rescheduled'));
ALTER TABLE training_sessions ADD COLUMN replaced_by uuid REFERENCES training_sessions(id) ON DELETE SET NULL;
ALTER TABLE training_sessions ADD COLUMN reminded_at timestamptz;
CREATE INDEX training_series ON training_sessions (series_id, starts_at);

ALTER TABLE training_attendance ADD COLUMN note text;

-- Core skill focus drills, in order.
CREATE TABLE training_drills (
  id uuid PRIMARY KEY,
  training_id uuid NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  core_skill text,
  duration_minutes integer CHECK (duration_minutes IS NULL OR duration_minutes BETWEEN 1 AND 600),
  notes text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX training_drills_training ON training_drills (training_id, position);

-- Player feedback (reflection) after a session, one per player (spec §3 Player feedback).
CREATE TABLE training_feedback (
  training_id uuid NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_rating integer NOT NULL CHECK (session_rating BETWEEN 1 AND 10),
  enjoyment integer NOT NULL CHECK (enjoyment BETWEEN 1 AND 10),
  wish_to_repeat integer NOT NULL CHECK (wish_to_repeat BETWEEN 1 AND 10),
  confidence integer NOT NULL CHECK (confidence BETWEEN 1 AND 10),
  learned text,
  takeaways jsonb NOT NULL DEFAULT '[]'::jsonb,
  went_well text,
  could_affect text,
  week_plan text,
  coach_rating integer CHECK (coach_rating IS NULL OR coach_rating BETWEEN 1 AND 10),
  objective_met boolean,
  submitted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (training_id, player_id)
);

-- Recordings (voice notes, videos): the same columns for fixtures and training sessions.
CREATE TABLE fixture_recordings (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES fixtures(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('voice_note', 'video')),
  title text,
  mime text NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fixture_recordings_session ON fixture_recordings (session_id, created_at);

CREATE TABLE training_recordings (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('voice_note', 'video')),
  title text,
  mime text NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX training_recordings_session ON training_recordings (session_id, created_at);
