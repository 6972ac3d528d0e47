// Sign-in and reset throttling, kept in login_throttle so every API process shares it. The
// numbers and the reasoning are in README.md. Buckets never hold an email in clear: accounts
// are keyed by a SHA-256 of the lowercased email, the same for existing and unknown accounts,
// so throttling does not reveal which accounts exist either.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { authMessages } from '../../../src/domain/auth/messages';
import { HttpError } from '../../lib/http-error';

export interface Rule {
  /** Failures allowed in one window before the bucket blocks. */
  limit: number;
  windowMinutes: number;
  /** Fixed block once over the limit, or a delay that doubles per further failure. */
  block: { minutes: number } | { delayUpToSeconds: number };
}

const MIN = 1;
/** Per account and address: strict. A wrong guesser at one address stops for 15 minutes. */
export const PAIR_RULE: Rule = { limit: 5, windowMinutes: 15 * MIN, block: { minutes: 15 } };
/** Per address, across accounts: stops one address spraying many accounts. */
export const ADDRESS_RULE: Rule = { limit: 30, windowMinutes: 15 * MIN, block: { minutes: 15 } };
/**
 * Per account, across addresses: never a hard lock. After 10 failures in 15 minutes each
 * further failure makes the next try wait 1, 2, 4 ... up to 60 seconds, and addresses where
 * the account signed in within 30 days skip it, so a distributed guesser is slowed to about
 * one guess a minute while the real user still gets in from their usual address.
 */
export const ACCOUNT_RULE: Rule = { limit: 10, windowMinutes: 15 * MIN, block: { delayUpToSeconds: 60 } };
export const KNOWN_ADDRESS_DAYS = 30;
/** Reset codes: wrong codes per address (each code also dies after 5 tries, see reset-codes.ts). */
export const RESET_ADDRESS_RULE: Rule = { limit: 20, windowMinutes: 15 * MIN, block: { minutes: 15 } };
/** Wrong invite codes per address on register, so codes cannot be guessed. */
export const INVITE_ADDRESS_RULE: Rule = { limit: 20, windowMinutes: 15 * MIN, block: { minutes: 15 } };
/** Reset-code mails per account (over it, no mail, same 200) and per address (429). */
export const CODE_SEND_ACCOUNT_RULE: Rule = { limit: 3, windowMinutes: 15 * MIN, block: { minutes: 15 } };
export const CODE_SEND_ADDRESS_RULE: Rule = { limit: 20, windowMinutes: 15 * MIN, block: { minutes: 15 } };

export const accountKey = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

export const buckets = {
  pair: (account: string, ip: string) => `pair:${account}:${ip}`,
  address: (ip: string) => `addr:${ip}`,
  account: (account: string) => `acct:${account}`,
  known: (account: string, ip: string) => `known:${account}:${ip}`,
  reset: (ip: string) => `reset:${ip}`,
  invite: (ip: string) => `invite:${ip}`,
  codeSendAccount: (account: string) => `code:${account}`,
  codeSendAddress: (ip: string) => `code-addr:${ip}`,
};

/** Seconds until the bucket may be tried again; 0 when it is open. */
export async function blockedFor(db: Queryable, bucket: string): Promise<number> {
  const row = await db.maybeOne<{ wait: number | string | null }>(
    `SELECT ceil(extract(epoch FROM blocked_until - now())) AS wait FROM login_throttle WHERE bucket = $1 AND blocked_until > now()`,
    [bucket],
  );
  return row?.wait ? Math.max(1, Number(row.wait)) : 0;
}

/** Counts one failure (or one use) and blocks the bucket when it goes over its rule. */
export async function recordFailure(db: Queryable, bucket: string, rule: Rule): Promise<number> {
  const row = await db.one<{ failures: number }>(
    `INSERT INTO login_throttle (bucket, failures, window_start) VALUES ($1, 1, now())
     ON CONFLICT (bucket) DO UPDATE SET
       failures = CASE WHEN login_throttle.window_start < now() - make_interval(mins => $2) THEN 1 ELSE login_throttle.failures + 1 END,
       window_start = CASE WHEN login_throttle.window_start < now() - make_interval(mins => $2) THEN now() ELSE login_throttle.window_start END
     RETURNING failures`,
    [bucket, rule.windowMinutes],
  );
  const failures = Number(row.failures);
  if (failures >= rule.limit) {
    const seconds = 'minutes' in rule.block ? rule.block.minutes * 60 : Math.min(2 ** (failures - rule.limit), rule.block.delayUpToSeconds);
    await db.query(`UPDATE login_throttle SET blocked_until = now() + make_interval(secs => $2) WHERE bucket = $1`, [bucket, seconds]);
  }
  return failures;
}

export async function clearBucket(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE bucket = $1', [bucket]);
}

/** Remembers that the account signed in from this address (window_start = last success). */
export async function rememberAddress(db: Queryable, account: string, ip: string): Promise<void> {
  await db.query(
    `INSERT INTO login_throttle (bucket, failures, window_start) VALUES ($1, 0, now()) ON CONFLICT (bucket) DO UPDATE SET window_start = now()`,
    [buckets.known(account, ip)],
  );
}

export async function isKnownAddress(db: Queryable, account: string, ip: string): Promise<boolean> {
  const row = await db.maybeOne(`SELECT 1 AS x FROM login_throttle WHERE bucket = $1 AND window_start > now() - make_interval(days => $2)`, [
    buckets.known(account, ip),
    KNOWN_ADDRESS_DAYS,
  ]);
  return row !== undefined;
}

export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_attempts', authMessages.tooManyAttempts);
  }
}

/** Throws a 429 when any of the buckets is blocked, with the longest wait. */
export async function assertOpen(db: Queryable, bucketNames: string[]): Promise<void> {
  let wait = 0;
  for (const b of bucketNames) wait = Math.max(wait, await blockedFor(db, b));
  if (wait > 0) throw new ThrottledError(wait);
}
