// Reads the `touchlinetoken` header and resolves it to a user. Tokens are random 256-bit
// values; only their SHA-256 is stored (auth_tokens.token_hash), so lookups are by hash.
//
// Lifetime: 60 days, sliding, capped at 365 days from sign-in. Coaches work pitch-side
// offline for days and the app only learns its token is dead when it reconnects; a 401 then
// pauses the offline queue until the same user signs in again. A long sliding window keeps
// that rare for anyone who opens the app at least every two months, while logout, password
// change and password reset revoke tokens at once, and the yearly cap bounds a stolen token.
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '../../src/domain/session';
import { authMessages } from '../../src/domain/auth/messages';
import { currentBatch } from '../lib/batch-scope';
import { unauthorized } from '../lib/http-error';

export const TOKEN_LIFETIME_DAYS = 60;
export const TOKEN_MAX_AGE_DAYS = 365;
/** Longest token we look up; ours are 43 characters. */
const TOKEN_MAX_LENGTH = 200;

export interface AuthContext {
  userId: string;
  tokenHash: string;
  /** The raw token as sent, so answers can echo it (member.accessToken). */
  token: string;
  isSuperAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The caller's session, or 401 'Token has expired' (spec §7: the session check's message). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(authMessages.tokenExpired, 'token_expired');
  return request.auth;
}

export default fp(async (app) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const raw = request.headers[TOKEN_HEADER];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || token.length > TOKEN_MAX_LENGTH) return;
    // An item of a sync batch carries the batch's own token, checked by the batch request: reuse
    // that session instead of one lookup per item (server/lib/batch-scope.ts says when it is not).
    const batch = currentBatch();
    if (batch?.auth && batch.auth.token === token) {
      request.auth = batch.auth;
      return;
    }
    const tokenHash = hashToken(token);
    const row = await app.db.maybeOne<{ user_id: string; is_super_admin: boolean; last_used_at: Date | string }>(
      `SELECT t.user_id, u.is_super_admin, t.last_used_at FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.active`,
      [tokenHash],
    );
    if (!row) return;
    request.auth = { userId: row.user_id, tokenHash, token, isSuperAdmin: row.is_super_admin };
    // Sliding expiry, written at most once an hour per token to keep reads cheap.
    if (Date.now() - new Date(row.last_used_at).getTime() > 3600_000) {
      await app.db.query(
        `UPDATE auth_tokens SET last_used_at = now(),
           expires_at = GREATEST(expires_at, LEAST(now() + make_interval(days => $2), created_at + make_interval(days => $3)))
         WHERE token_hash = $1`,
        [tokenHash, TOKEN_LIFETIME_DAYS, TOKEN_MAX_AGE_DAYS],
      );
    }
  });
});
