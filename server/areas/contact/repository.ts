// Contact messages (migration 011). A message is stored once per client key (the sender's
// Idempotency-Key): a repeat finds the first row instead of storing and mailing again.
import type { Queryable } from '../../db/db';
import type { ContactBody } from '../../../src/domain/contact/contact-schema';

export interface StoredContact {
  id: string;
  body_hash: string;
}

export interface NewContact {
  clientKey: string | null;
  bodyHash: string;
  userId: string | null;
  clubId: string | null;
  body: ContactBody;
  sentTo: string;
}

/** The row stored under this key, if any. */
export const findByKey = (db: Queryable, key: string) =>
  db.maybeOne<StoredContact>('SELECT id, body_hash FROM contact_messages WHERE client_key = $1', [key]);

/** Inserts the message; undefined when another request stored one under the same key first. */
export async function insertContact(tx: Queryable, c: NewContact): Promise<string | undefined> {
  const row = await tx.maybeOne<{ id: string }>(
    `INSERT INTO contact_messages (client_key, body_hash, user_id, club_id, full_name, email, query_type, message, language, sent_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (client_key) DO NOTHING RETURNING id`,
    [c.clientKey, c.bodyHash, c.userId, c.clubId, c.body.fullName, c.body.email, c.body.queryType, c.body.message, c.body.language ?? null, c.sentTo],
  );
  return row?.id;
}

export const markMailed = (db: Queryable, id: string) => db.query('UPDATE contact_messages SET mailed_at = now() WHERE id = $1', [id]);

/**
 * The club's support address when the sender is an active, accepted member of the club they
 * name and the club has one; null otherwise (the service's address answers).
 */
export async function clubSupportAddress(db: Queryable, userId: string | null, clubId: string | null | undefined): Promise<string | null> {
  if (!userId || !clubId) return null;
  const row = await db.maybeOne<{ support_email: string | null }>(
    `SELECT c.support_email FROM clubs c JOIN memberships m ON m.club_id = c.id
     WHERE c.id = $1 AND c.active AND m.user_id = $2 AND m.status = 'accepted' AND m.active LIMIT 1`,
    [clubId, userId],
  );
  return row?.support_email ?? null;
}
