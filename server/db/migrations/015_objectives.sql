-- Objectives (issue 21 item 7). `objectives`: a club's objectives to pick from (GET objective).
-- `user_objectives`: a player's own, each with a timeframe (product.md §9) and the day it ends,
-- a whole-number target, and a met flag only a coach or club admin sets; `user_objective_logs`:
-- progress entries toward the target. Ids may come from the device (UUIDv7, made offline), so a
-- replayed POST finds its row instead of making a second one.
CREATE TABLE objectives (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  title text NOT NULL,
  timeframe text CHECK (timeframe IN ('next_week', 'next_month', 'next_3_months', 'next_6_months', 'this_season')),
  target integer CHECK (target BETWEEN 1 AND 10000),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX objectives_club ON objectives (club_id, position);

CREATE TABLE user_objectives (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  objective_id uuid REFERENCES objectives(id) ON DELETE SET NULL,
  title text NOT NULL,
  timeframe text NOT NULL CHECK (timeframe IN ('next_week', 'next_month', 'next_3_months', 'next_6_months', 'this_season')),
  target integer NOT NULL CHECK (target BETWEEN 1 AND 10000),
  start_day date NOT NULL,
  due_day date NOT NULL,
  met boolean NOT NULL DEFAULT false,
  met_at timestamptz,
  met_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_objectives_player ON user_objectives (player_id, start_day DESC);

CREATE TABLE user_objective_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  objective_id uuid NOT NULL REFERENCES user_objectives(id) ON DELETE CASCADE,
  day date NOT NULL,
  value integer NOT NULL CHECK (value BETWEEN 1 AND 10000),
  note text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_objective_logs_objective ON user_objective_logs (objective_id, day);
