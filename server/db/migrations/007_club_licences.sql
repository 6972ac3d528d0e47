-- Licences (issue 6; calls.md PUT club/{clubId}/assignlicence, PUT user/{id}/licence): a club
-- assigns its paid places (the contract's total players) to members, one per member per club.
CREATE TABLE club_licences (
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assigned_by uuid REFERENCES users(id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (club_id, user_id)
);
CREATE INDEX club_licences_user ON club_licences (user_id);
