// The subscription feed's secret (migration 018) and what the feed lists. Only the SHA-256 of the
// token is stored: a copy of the database holds no working feed address. One token per user;
// making a new one replaces the old, so the old address stops at once.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { RoleName } from '../../../src/domain/roles';
import type { ClubAccess } from '../../lib/access';

export const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new secret for the user (32 random bytes, base64url), replacing any earlier one. */
export async function resetFeedToken(db: Queryable, userId: string): Promise<{ token: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db.one<{ created_at: string | Date }>(
    `INSERT INTO calendar_feed_tokens (user_id, token_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now() RETURNING created_at`,
    [userId, hashFeedToken(token)],
  );
  return { token, createdAt: new Date(row.created_at).toISOString() };
}

export async function feedTokenMadeAt(db: Queryable, userId: string): Promise<string | null> {
  const row = await db.maybeOne<{ created_at: string | Date }>('SELECT created_at FROM calendar_feed_tokens WHERE user_id = $1', [userId]);
  return row ? new Date(row.created_at).toISOString() : null;
}

/** The active user a token belongs to, if it is the current one. */
export async function userOfFeedToken(db: Queryable, token: string): Promise<string | undefined> {
  const row = await db.maybeOne<{ user_id: string }>(
    'SELECT f.user_id FROM calendar_feed_tokens f JOIN users u ON u.id = f.user_id AND u.active WHERE f.token_hash = $1',
    [hashFeedToken(token)],
  );
  return row?.user_id;
}

/**
 * The user's access to each club where they hold an active (so accepted) membership of an active
 * club: the same shape the signed-in routes get, so the feed lists exactly what the app lists.
 */
export async function clubAccessesOf(db: Queryable, userId: string): Promise<(ClubAccess & { clubName: string })[]> {
  const rows = await db.query<{ club_id: string; club_name: string; role: RoleName; team_id: string | null }>(
    `SELECT m.club_id, c.name AS club_name, m.role, m.team_id FROM memberships m JOIN clubs c ON c.id = m.club_id AND c.active
     WHERE m.user_id = $1 AND m.active`,
    [userId],
  );
  const children = await db.query<{ club_id: string; child_id: string }>(
    `SELECT m.club_id, g.child_id FROM guardians g JOIN memberships m ON m.user_id = g.child_id AND m.active
     WHERE g.parent_id = $1 GROUP BY m.club_id, g.child_id`,
    [userId],
  );
  const clubs = new Map<string, ClubAccess & { clubName: string }>();
  for (const r of rows) {
    const a = clubs.get(r.club_id) ?? { userId, clubId: r.club_id, clubName: r.club_name, isSuperAdmin: false, roles: [], teams: [], childIds: [] };
    if (!a.roles.includes(r.role)) a.roles.push(r.role);
    if (r.team_id) a.teams.push({ teamId: r.team_id, role: r.role });
    clubs.set(r.club_id, a);
  }
  for (const c of children) clubs.get(c.club_id)?.childIds.push(c.child_id);
  return [...clubs.values()];
}
