// The shell around the secure area: the current club's name and colour from the session (the
// name from a membership, or for a super admin's club outside them from the club read before),
// and the Clubs tab only for who may use its screens (issue 19: not parents and players).
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { AppShell } from '../../../ui/app-shell';
import { accentFor } from '../../../ui/accent';
import { useAccent } from '../../../ui/use-accent';
import { mayCreateClub } from '../../clubs/data/club-creators';
import { CLUB_ADMIN_PERMISSIONS, useClubPermissions } from '../data/club-permissions';
import { refreshSession } from '../data/refresh-session';
import { useCurrentClubName, useMember, useProfile } from '../data/session';
import { workingAs } from '../model/working-as';
import { roleName } from '../../../ui/role-text';

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
  const profile = useProfile();
  const permissions = useClubPermissions(member?.clubId);
  // Those who may create a club (a super admin, a club admin anywhere) keep the club list too.
  const showClubs = mayCreateClub(profile) || CLUB_ADMIN_PERMISSIONS.some((p) => permissions.has(p));
  // Which role, team and child the member is working as (issue 19: the header never said).
  const { t, i18n } = useLingui();
  const as = workingAs(member, profile);
  const child = as?.childName;
  const teamsHere = new Set(profile?.memberships.filter((m) => m.clubId === member?.clubId && m.teamId).map((m) => m.teamId)).size;
  const context = as
    ? [child ? t`Parent of ${child}` : roleName(i18n, as.role), as.teamName ?? (teamsHere > 1 ? t`All teams` : null)].filter(Boolean).join(' · ')
    : null;
  return (
    <AppShell clubName={clubName} context={context} showClubs={showClubs}>
      {children}
    </AppShell>
  );
}
