// The shell around the secure area: the current club's name and colour from the session (the
// name from a membership, or for a super admin's club outside them from the club read before).
import { useEffect, type ReactNode } from 'react';
import { AppShell } from '../../../ui/app-shell';
import { accentFor } from '../../../ui/accent';
import { useAccent } from '../../../ui/use-accent';
import { refreshSession } from '../data/refresh-session';
import { useCurrentClubName, useMember } from '../data/session';

export function SecureShell({ children }: { children: ReactNode }) {
  const member = useMember();
  useAccent(accentFor(member));
  const memberId = member?.id;
  useEffect(() => {
    if (!memberId || !navigator.onLine) return;
    const controller = new AbortController();
    // Offline or failing: the stored profile stays; the next visit tries again.
    refreshSession(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [memberId]);
  const clubName = useCurrentClubName();
  return <AppShell clubName={clubName}>{children}</AppShell>;
}
