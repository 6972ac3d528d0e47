// Password reset codes: 6 random digits, stored as an argon2 hash, valid for 15 minutes and
// for at most 5 tries; a new code or a successful reset ends the older ones.
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { passwords } from './passwords';

export const CODE_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export async function storeCode(db: Queryable, userId: string, code: string): Promise<void> {
  const codeHash = await passwords.hash(code);
  await db.query('UPDATE password_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await db.query(`INSERT INTO password_codes (user_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
    userId,
    codeHash,
    CODE_MINUTES,
  ]);
}

/**
 * Checks a code for a user (null: unknown email, verified against a dummy for even timing).
 * The try is counted before the check, atomically, so parallel guesses cannot exceed the limit.
 */
export async function checkCode(db: Queryable, userId: string | null, code: string): Promise<string | null> {
  const row = userId
    ? await db.maybeOne<{ id: string; code_hash: string }>(
        `UPDATE password_codes SET attempts = attempts + 1
         WHERE id = (SELECT id FROM password_codes WHERE user_id = $1 AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 1)
           AND attempts < $2
         RETURNING id, code_hash`,
        [userId, CODE_MAX_ATTEMPTS],
      )
    : undefined;
  const ok = await passwords.verify(row?.code_hash ?? null, code);
  return ok && row ? row.id : null;
}

export async function useCodes(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE password_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
