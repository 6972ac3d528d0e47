-- Locker room and chat (issue 23 item 4).
--
-- A conversation ("group") is one of: 'team' (one per team; its members are NOT stored: they are
-- the team's active, accepted members and the parents of its players, read at the moment of each
-- request, so no membership change anywhere in the app can leave the group out of step), 'group'
-- (made by staff, members stored in chat_group_members) or 'direct' (two adults, stored). The
-- safeguarding rule (src/domain/chat/safeguarding.ts) is checked by the server on every create,
-- member added and message sent.
ALTER TABLE clubs ADD COLUMN locker_room_enabled boolean NOT NULL DEFAULT false;

CREATE TABLE chat_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('team', 'group', 'direct')),
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  -- The two adults of a direct conversation, smaller id first: one conversation per pair.
  pair_key text,
  -- The last message's number: sending takes the row lock, so messages are numbered in order.
  last_seq bigint NOT NULL DEFAULT 0,
  last_at timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'team') = (team_id IS NOT NULL)),
  CHECK ((kind = 'direct') = (pair_key IS NOT NULL))
);
CREATE UNIQUE INDEX chat_groups_team ON chat_groups (team_id) WHERE kind = 'team';
CREATE UNIQUE INDEX chat_groups_pair ON chat_groups (club_id, pair_key) WHERE kind = 'direct';
CREATE INDEX chat_groups_club ON chat_groups (club_id);

CREATE TABLE chat_group_members (
  group_id uuid NOT NULL REFERENCES chat_groups(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  added_by uuid REFERENCES users(id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX chat_group_members_user ON chat_group_members (user_id);

-- id is the device's id for the message: a resend (no signal, a lost answer) finds it stored.
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY,
  group_id uuid NOT NULL REFERENCES chat_groups(id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  sender_id uuid REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Removed by a safeguarding lead: the text is erased, the row stays so the order has no hole.
  removed_at timestamptz,
  removed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  UNIQUE (group_id, seq)
);

-- How far each member has received (delivered) and read each conversation.
CREATE TABLE chat_reads (
  group_id uuid NOT NULL REFERENCES chat_groups(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  delivered_seq bigint NOT NULL DEFAULT 0,
  read_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, user_id)
);

CREATE TABLE chat_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (message_id, reporter_id)
);
