// The shell around the secure area: the current club's name and colour from the session.
import { useEffect, type ReactNode } from 'react';
import { AppShell } from '../../../ui/app-shell';
import { accentFor } from '../../../ui/accent';
import { useAccent } from '../../../ui/use-accent';
import { refreshSession } from '../data/refresh-session';
import { useMember, useProfile } from '../data/session';

export function SecureShell({ children }: { children: ReactNode }) {
  const member = useMember();
  const profile = useProfile();
  useAccent(accentFor(member));
  const memberId = member?.id;
  useEffect(() => {
    if (!memberId || !navigator.onLine) return;
    const controller = new AbortController();
    // Offline or failing: the stored profile stays; the next visit tries again.
    refreshSession(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [memberId]);
  const clubName = profile?.memberships.find((m) => m.clubId === member?.clubId)?.clubName ?? null;
  return <AppShell clubName={clubName}>{children}</AppShell>;
}
