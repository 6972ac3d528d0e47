-- Membership with consent (issue 18). A membership now has a state besides the admin's
-- enable/disable switch (`active`):
--   invited   the club named this person; nothing is granted until they accept
--   pending   a child a parent added, waiting for the team's staff to approve
--   accepted  in force (while active; accepted and not active = disabled by an admin)
--   declined  the invitee declined, or staff turned the child down
-- Only accepted memberships can be active, so every access check that reads `active` reads
-- "active and accepted"; the database refuses anything else.
ALTER TABLE memberships ADD COLUMN status text NOT NULL DEFAULT 'accepted' CHECK (status IN ('invited', 'pending', 'accepted', 'declined'));

-- Inactive memberships with an open invite for that person in that club were invitations.
UPDATE memberships m SET status = 'invited'
WHERE NOT m.active AND EXISTS (SELECT 1 FROM invites i WHERE i.user_id = m.user_id AND i.club_id = m.club_id AND i.status = 'sent');

ALTER TABLE memberships ADD CONSTRAINT memberships_active_accepted CHECK (NOT active OR status = 'accepted');

-- The club that made an account for someone it named (wizard coaches, uploads, full invites).
-- Only that club may set such an account's first, temporary password, and only while the account
-- belongs to no other club.
ALTER TABLE users ADD COLUMN created_by_club uuid REFERENCES clubs(id) ON DELETE SET NULL;
UPDATE users u SET created_by_club = (SELECT m.club_id FROM memberships m WHERE m.user_id = u.id ORDER BY m.created_at LIMIT 1)
WHERE u.password_hash IS NULL;

-- Who approved a child a parent added (pending -> accepted), for the record.
ALTER TABLE memberships ADD COLUMN decided_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE memberships ADD COLUMN decided_at timestamptz;
