// Access tokens: 256 random bits, base64url (43 characters). Only the SHA-256 is stored, a new
// token is issued at every sign-in, and tokens are revoked by setting revoked_at (kept for
// audit; the auth plugin ignores revoked rows). Lifetime: see server/plugins/auth.ts.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { hashToken, TOKEN_LIFETIME_DAYS } from '../../plugins/auth';

export async function issueToken(db: Queryable, userId: string, userAgent: string | undefined): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, expires_at, user_agent) VALUES ($1, $2, now() + make_interval(days => $3), $4)`,
    [hashToken(token), userId, TOKEN_LIFETIME_DAYS, userAgent ? userAgent.slice(0, 300) : null],
  );
  return token;
}

export async function revokeToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/** Revokes every live token of a user, except `keepHash` (the caller's own, when it stays). */
export async function revokeAllTokens(db: Queryable, userId: string, keepHash: string | null = null): Promise<void> {
  await db.query(
    `UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
    [userId, keepHash],
  );
}
