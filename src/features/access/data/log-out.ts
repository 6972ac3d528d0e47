// Logging out: the server revokes the token when it can be reached; the device forgets the
// session either way (a user who logs out offline must not stay signed in). Queued changes are
// never deleted here: the outbox keeps them for the same member's next sign-in.
import { useEffect, useState } from 'react';
import { logout } from '../../../api/auth-api';
import { clearProfile } from '../../../api/profile-store';
import { clearMember } from '../../../api/session-store';
import { watchQuery } from '../../../db/live';
import { countWaiting } from '../../../db/outbox-queries';

/** Long enough for a slow network, short enough not to keep someone waiting to leave. */
const LOGOUT_WAIT_MS = 8000;

export async function logOut(): Promise<void> {
  try {
    await logout({ signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
  } catch {
    /* offline or already expired: forgetting locally is what matters */
  }
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
