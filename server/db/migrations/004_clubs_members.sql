-- Clubs and members (issue 6): the club fields of spec §3 not in 001, contracts, email
-- template ids, per-club permission overrides (role and user), invite bookkeeping, team coach
-- and colour fields.

ALTER TABLE clubs ADD COLUMN chat_app_id text;
ALTER TABLE clubs ADD COLUMN chat_api_key text;
ALTER TABLE clubs ADD COLUMN chat_auth_key text;
ALTER TABLE clubs ADD COLUMN chat_region text;
ALTER TABLE clubs ADD COLUMN badge_kind text CHECK (badge_kind IS NULL OR badge_kind IN ('png', 'jpeg'));

ALTER TABLE teams ADD COLUMN tertiary_colour text;
ALTER TABLE teams ADD COLUMN badge_kind text CHECK (badge_kind IS NULL OR badge_kind IN ('png', 'jpeg'));
-- Colours and badge shown are the club's while this is true (spec §3: "may reuse the club's").
ALTER TABLE teams ADD COLUMN use_club_colours boolean NOT NULL DEFAULT true;

-- One contract per club (spec §3 Contract).
CREATE TABLE contracts (
  club_id uuid PRIMARY KEY REFERENCES clubs(id) ON DELETE CASCADE,
  cost_per_player numeric(10, 2),
  total_players integer CHECK (total_players IS NULL OR total_players >= 0),
  term_months integer,
  amount numeric(12, 2),
  payment_term text,
  start_date date,
  free_trial_days integer,
  payer text NOT NULL DEFAULT 'none' CHECK (payer IN ('none', 'club', 'user')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Email template ids per club and kind (spec §3 Club: invite, coach, calendar event, ...).
CREATE TABLE club_email_templates (
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  kind text NOT NULL,
  template_id text NOT NULL,
  PRIMARY KEY (club_id, kind)
);

-- Permission overrides (src/domain/permissions.ts): granted true adds, false withdraws.
CREATE TABLE club_role_permissions (
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user')),
  permission text NOT NULL,
  granted boolean NOT NULL,
  PRIMARY KEY (club_id, role, permission)
);

CREATE TABLE user_permissions (
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  permission text NOT NULL,
  granted boolean NOT NULL,
  PRIMARY KEY (club_id, user_id, permission)
);
CREATE INDEX user_permissions_user ON user_permissions (user_id);

-- Invites: who is invited (for the list and the open page) and how often it was sent.
ALTER TABLE invites ADD COLUMN first_name text;
ALTER TABLE invites ADD COLUMN last_name text;
ALTER TABLE invites ADD COLUMN user_id uuid REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE invites ADD COLUMN send_count integer NOT NULL DEFAULT 0;
CREATE INDEX invites_user ON invites (user_id);
