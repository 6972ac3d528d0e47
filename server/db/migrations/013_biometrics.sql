-- Biometrics (issue 21 item 9): a player's height and weight, one row per measurement, always in
-- metric (the app converts feet/inches and stone/pounds). The id may come from the device
-- (UUIDv7, made offline), so a replayed POST finds its row instead of making a second one.
CREATE TABLE biometrics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  measured_on date NOT NULL,
  height_cm numeric(4, 1) NOT NULL CHECK (height_cm BETWEEN 50 AND 250),
  weight_kg numeric(4, 1) NOT NULL CHECK (weight_kg BETWEEN 10 AND 200),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX biometrics_player_day ON biometrics (player_id, measured_on);
