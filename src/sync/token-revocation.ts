// Revoking a signed-out token later. Logging out forgets the session on the device at once, even
// with no signal (src/features/access/data/log-out.ts); but when DELETE /api/v1/auth could not
// reach the server, the server would go on honouring the token until it expires, weeks later,
// for anyone holding a copy of it. So a token that could not be revoked at once is kept here and
// the call is made again at the next chance: page start, `online`, the page becoming visible,
// after a drain that reached the server, and a timer while one waits; with the outbox's backoff
// (2 s, 4 s ... 5 min, jittered) until the server answers 2xx (revoked) or 401 (already gone).
//
// Kept apart from the outbox on purpose: the engine's queue is the signed-in member's work (sent
// under the current token, paused on a 401), while this is one call made with a token nobody is
// signed in with any more. Only the token is kept (no member, club or name), in `meta` under
// its own key, which no screen reads (components never import src/db); it is deleted once the
// server has answered.
import type { TouchlineDb } from '../db/database';
import { readSessionMirror } from '../db/session-mirror';
import { uuidv7 } from '../db/uuidv7';
import { backoffMs } from './backoff';
import type { PageGlobals } from './page-triggers';
import { createHttpRevoke, type RevokeSend } from './transport';

/** meta keys of tokens waiting to be revoked: one row per token. */
export const REVOKE_PREFIX = 'revoke-token:';

export interface PendingRevocation {
  token: string;
  /** Failed tries so far (the one at sign-out included). */
  attempts: number;
  nextAttemptAt: number;
}


const listeners = new Set<() => void>();

/**
 * Keeps a signed-out token whose DELETE /api/v1/auth failed (the first try, at sign-out, counts
 * as attempt 1), and wakes the scheduler of this page.
 */
export async function rememberTokenToRevoke(db: TouchlineDb, token: string, now = Date.now()): Promise<void> {
  const row: PendingRevocation = { token, attempts: 1, nextAttemptAt: now + backoffMs(1) };
  // Keyed by a made id rather than the token, so the secret is not also an index key.
  await db.meta.put({ key: `${REVOKE_PREFIX}${uuidv7(now)}`, value: row });
  for (const l of listeners) l();
}

async function pendingRows(db: TouchlineDb): Promise<{ key: string; value: PendingRevocation }[]> {
  const rows = await db.meta.where('key').startsWith(REVOKE_PREFIX).toArray();
  return rows as { key: string; value: PendingRevocation }[];
}

/**
 * Sends DELETE /api/v1/auth for every kept token that is due (every one with `ignoreBackoff`);
 * forgets those the server settled and backs the others off. A token the current member is
 * signed in with is forgotten unsent (revoking it would end the live session). Answers the
 * earliest next try still waiting, or null when none is left.
 */
export async function revokePendingTokens(db: TouchlineDb, send: RevokeSend, o: { ignoreBackoff?: boolean; now?: () => number } = {}): Promise<number | null> {
  const now = o.now ?? Date.now;
  const current = (await readSessionMirror(db).catch(() => null))?.accessToken ?? null;
  let next: number | null = null;
  for (const { key, value } of await pendingRows(db)) {
    if (value.token === current) {
      await db.meta.delete(key);
      continue;
    }
    if (!o.ignoreBackoff && value.nextAttemptAt > now()) {
      next = next === null ? value.nextAttemptAt : Math.min(next, value.nextAttemptAt);
      continue;
    }
    if ((await send(value.token)) === 'revoked') {
      await db.meta.delete(key);
      continue;
    }
    const attempts = value.attempts + 1;
    const nextAttemptAt = now() + backoffMs(attempts);
    // Unless another tab settled it meanwhile: a deleted row stays deleted.
    await db.transaction('rw', db.meta, async () => {
      if (await db.meta.get(key)) await db.meta.put({ key, value: { ...value, attempts, nextAttemptAt } });
    });
    next = next === null ? nextAttemptAt : Math.min(next, nextAttemptAt);
  }
  return next;
}

export interface TokenRevocation {
  /** Tries the due tokens now (after a drain reached the server); `ignoreBackoff` tries all. */
  runNow(o?: { ignoreBackoff?: boolean }): Promise<void>;
  stop(): void;
}

/**
 * The page's schedule for kept tokens, beside the outbox's triggers (src/sync/page-sync.ts): at
 * start and on `online` every kept token is tried at once (a new chance, as the engine treats
 * them); on becoming visible, after a drain and on the timer, the due ones. One run at a time.
 */
export function startTokenRevocation(db: TouchlineDb, send: RevokeSend = createHttpRevoke(), g: PageGlobals = globalThis as unknown as PageGlobals): TokenRevocation {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again: { ignoreBackoff: boolean } | null = null;
  let stopped = false;

  const schedule = (next: number | null) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (next === null || stopped) return;
    timer = setTimeout(() => void runNow(), Math.max(0, next - Date.now()));
  };

  function runNow(o: { ignoreBackoff?: boolean } = {}): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      // A chance that came during a run is not lost: one more run follows it.
      again = { ignoreBackoff: (again?.ignoreBackoff ?? false) || !!o.ignoreBackoff };
      return running;
    }
    running = (async () => {
      try {
        // Known to be offline: wait for `online` rather than spend a try (the timer still holds).
        if (g.navigator?.onLine === false) return;
        schedule(await revokePendingTokens(db, send, o));
      } catch {
        /* storage trouble: the next chance tries again */
      }
    })().finally(() => {
      running = null;
      if (again) {
        const next = again;
        again = null;
        void runNow(next);
      }
    });
    return running;
  }

  const onOnline = () => void runNow({ ignoreBackoff: true });
  const onVisible = () => {
    if (g.document?.visibilityState === 'visible') void runNow();
  };
  const onRemembered = () => void runNow();
  g.addEventListener('online', onOnline);
  g.document?.addEventListener('visibilitychange', onVisible);
  listeners.add(onRemembered);
  void runNow({ ignoreBackoff: true });

  return {
    runNow,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      g.removeEventListener('online', onOnline);
      g.document?.removeEventListener('visibilitychange', onVisible);
      listeners.delete(onRemembered);
    },
  };
}
