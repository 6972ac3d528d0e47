-- Contact preferences and language (issue 26 item 3). The notification switches stay in
-- users.preferences->'notifications' (set at registration step 5 and read by the reminder work);
-- the interface language is a column of its own so the mailer and the notification work can pick
-- a user's language without reading the document. NULL: not chosen, the club's language applies.
ALTER TABLE users ADD COLUMN language text;
ALTER TABLE users ADD CONSTRAINT users_language_known CHECK (language IS NULL OR language IN ('en', 'en-US', 'es', 'fr'));
