-- The club feed (issue 23 item 2, calls.md Content area). A post belongs to a club and, when
-- team_id is set, to one team (read only by that team's people, the club's admins and staff of
-- the team); its picture is a key in the file store (server/lib/storage), already checked and
-- re-encoded without EXIF. Ids may come from the device (UUIDv7, made offline), so a replayed
-- POST finds its row. A like is one row per member (set/unset, never a toggle).
CREATE TABLE content_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'post' CHECK (type IN ('post')),
  body text NOT NULL DEFAULT '',
  picture_key text,
  picture_kind text CHECK (picture_kind IS NULL OR picture_kind IN ('png', 'jpeg')),
  fixture_id uuid REFERENCES fixtures(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz
);
CREATE INDEX content_posts_club_time ON content_posts (club_id, created_at DESC, id DESC);
CREATE INDEX content_posts_author ON content_posts (author_id, created_at DESC);

CREATE TABLE content_likes (
  post_id uuid NOT NULL REFERENCES content_posts(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE content_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES content_posts(id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz
);
CREATE INDEX content_comments_post ON content_comments (post_id, created_at);
