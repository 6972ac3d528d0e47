// Logging out: the server revokes the token when it can be reached; the device forgets the
// session either way (a user who logs out offline must not stay signed in). When the server
// could not be reached, the token is kept (alone) and revoked at the next chance
// (src/sync/token-revocation.ts), so it does not stay valid on the server for weeks. Queued
// changes are never deleted here: the outbox keeps them for the same member's next sign-in.
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { logout } from '../../../api/auth-api';
import { clearProfile } from '../../../api/profile-store';
import { clearMember, getMember } from '../../../api/session-store';
import { getDb } from '../../../db/database';
import { watchQuery } from '../../../db/live';
import { countWaiting } from '../../../db/outbox-queries';
import { rememberTokenToRevoke } from '../../../sync/token-revocation';
import { stopPushOnThisDevice } from '../../notifications/data/push-device';

/** Long enough for a slow network, short enough not to keep someone waiting to leave. */
const LOGOUT_WAIT_MS = 8000;

export async function logOut(): Promise<void> {
  const token = getMember()?.accessToken ?? null;
  // While still signed in: the server may be told to forget this browser's push subscription.
  await stopPushOnThisDevice();
  let settled = false;
  try {
    await logout({ signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
    settled = true;
  } catch (error) {
    // A 401: the server no longer knows the token, nothing to revoke. Anything else (no
    // signal, a timeout, a 5xx) leaves it live there: revoke it later.
    settled = isApiError(error) && error.status === 401;
  }
  // Kept before the session is forgotten, so a page closed right after loses neither.
  if (!settled && token) await rememberTokenToRevoke(getDb(), token).catch(() => undefined);
  clearMember();
  clearProfile();
}

/**
 * Changes of this member not yet on the server (waiting, and refused ones to fix). Logging out
 * keeps them: they are sent when the same member signs in again.
 */
export function useUnsentChanges(userId: string | null): number | undefined {
  const [count, setCount] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!userId) return;
    return watchQuery(
      () => countWaiting(userId),
      (c) => setCount(c.waiting + c.rejected),
      () => setCount(undefined),
    );
  }, [userId]);
  return userId ? count : 0;
}
