-- Core schema: clubs, teams, people and their roles, sign-in tokens, invites.
-- ids are uuid made by the server (gen_random_uuid) or by the device (UUIDv7) for offline writes.

CREATE TABLE clubs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  parent_company_name text,
  parent_club_id uuid REFERENCES clubs(id),
  sport text NOT NULL DEFAULT 'football',
  club_type text NOT NULL DEFAULT 'community' CHECK (club_type IN ('elite', 'community')),
  date_format text NOT NULL DEFAULT 'DD/MM/YYYY',
  language text NOT NULL DEFAULT 'en',
  country text NOT NULL DEFAULT 'GB',
  currency text NOT NULL DEFAULT 'GBP',
  age_group text,
  group_type text,
  badge_path text,
  primary_colour text,
  secondary_colour text,
  tertiary_colour text,
  season_start date,
  season_end date,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text UNIQUE,
  password_hash text,
  must_change_password boolean NOT NULL DEFAULT false,
  first_name text NOT NULL,
  last_name text NOT NULL,
  job_title text,
  country_code text,
  telephone text,
  date_of_birth date,
  profile_picture_path text,
  is_super_admin boolean NOT NULL DEFAULT false,
  terms_accepted_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  name text NOT NULL,
  team_type text,
  group_type text,
  age_group text,
  match_format text,
  primary_colour text,
  secondary_colour text,
  badge_path text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teams_club ON teams (club_id);

-- role: club_admin | coach | assistant_coach | parent | player | user (see src/domain/roles.ts)
CREATE TABLE memberships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user')),
  is_primary_team boolean NOT NULL DEFAULT false,
  safeguarding_lead boolean NOT NULL DEFAULT false,
  on_trial boolean NOT NULL DEFAULT false,
  play_status text,
  shirt_number integer,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX memberships_unique ON memberships (user_id, club_id, COALESCE(team_id, '00000000-0000-0000-0000-000000000000'::uuid), role);
CREATE INDEX memberships_club ON memberships (club_id, role);
CREATE INDEX memberships_user ON memberships (user_id);

CREATE TABLE guardians (
  parent_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  child_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (parent_id, child_id)
);
CREATE INDEX guardians_child ON guardians (child_id);

-- Access tokens: only a SHA-256 of the token is stored, so a database leak gives no live sessions.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  user_agent text
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

CREATE TABLE password_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_codes_user ON password_codes (user_id);

CREATE TABLE invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  guid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user')),
  email text,
  country_code text,
  telephone text,
  child_id uuid REFERENCES users(id) ON DELETE CASCADE,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'accepted', 'revoked')),
  sent_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  accepted_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invites_club ON invites (club_id);

-- Throttle state for sign-in, kept in the database so several API processes share it.
CREATE TABLE login_throttle (
  bucket text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now(),
  blocked_until timestamptz
);

-- Server-wide settings, such as the signing secret when TOUCHLINE_SECRET is not set, so every
-- API process on one database signs alike.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
