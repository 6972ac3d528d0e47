// Whose analytics: the member's current club, whether they may see the club overview
// (analytics.club) and team overviews (analytics.team), and the teams they may pick (a club admin
// every team known on this device, a coach their own).
import { useSyncExternalStore } from 'react';
import { getProfile, subscribeProfile, teamsIn } from '../../../api/profile-store';
import { getMember, subscribe } from '../../../api/session-store';
import { RoleId } from '../../../domain/roles';
import { useClubPermissions } from '../../access/data/club-permissions';

export interface AnalyticsScope {
  userId: string | null;
  clubId: string | null;
  canSeeClub: boolean;
  canSeeTeams: boolean;
  teams: { id: string; name: string }[];
  /** The team chosen in "select club/team", if any. */
  teamId: string | undefined;
}

const STAFF_ROLES: ReadonlySet<number> = new Set([RoleId.admin, RoleId.clubAdmin, RoleId.coach, RoleId.assistantCoach]);

export function useAnalyticsScope(): AnalyticsScope {
  const member = useSyncExternalStore(subscribe, getMember);
  const profile = useSyncExternalStore(subscribeProfile, () => getProfile(member?.id));
  const permissions = useClubPermissions(member?.clubId);
  const wholeClub = member?.roleId === RoleId.admin || member?.roleId === RoleId.clubAdmin;
  // A parent or player acting as such never gets the staff overviews, whatever else they hold.
  const staff = member ? STAFF_ROLES.has(member.roleId) : false;
  return {
    userId: member?.id ?? null,
    clubId: member?.clubId ?? null,
    canSeeClub: staff && permissions.has('analytics.club'),
    canSeeTeams: staff && permissions.has('analytics.team'),
    teams: teamsIn(profile, member?.clubId, wholeClub),
    teamId: profile?.teamId ?? undefined,
  };
}
