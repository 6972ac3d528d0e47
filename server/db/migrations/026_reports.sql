-- Saved reports (issue 24 item 5): a report builder definition (measures, dimensions, filters and
-- a chart type by name, checked by src/domain/analytics/report-definition.ts; never SQL) kept
-- under a name, private to its owner or public to the club. Ids may come from the device (made
-- offline), so a replayed POST finds its row instead of making a second one. Favourites are per
-- member: one report can be a favourite of several people.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  definition jsonb NOT NULL,
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'club')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_club ON reports (club_id, updated_at DESC);

CREATE TABLE report_favourites (
  report_id uuid NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (report_id, user_id)
);
