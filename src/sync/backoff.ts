// Exponential backoff with jitter, capped: attempt 1 waits ~2 s, then 4, 8, ... up to 5 minutes,
// each scaled by a random factor in [0.5, 1) so devices that lost signal together do not return
// together. A server's Retry-After wins when it asks for longer.
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

export function backoffMs(attempts: number, random: () => number = Math.random, retryAfterMs?: number): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(exp * (0.5 + random() / 2));
  return retryAfterMs !== undefined ? Math.max(retryAfterMs, Math.min(jittered, 1_000)) : jittered;
}
