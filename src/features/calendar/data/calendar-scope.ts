// Who may add events, and for which teams: staff holding calendar.manage in the club (after the
// club's overrides); a club admin for any team of the club or the whole club, a coach or an
// assistant for the teams they coach (the server checks the same, server/areas/calendar/access.ts).
import { useMemo, useSyncExternalStore } from 'react';
import { getProfile, subscribeProfile, teamsIn } from '../../../api/profile-store';
import { RoleId } from '../../../domain/roles';
import { useClubPermissions } from '../../access/data/club-permissions';

const STAFF_ROLES = new Set(['coach', 'assistant_coach']);

export interface CalendarScope {
  canManage: boolean;
  /** A club admin (or super admin): events for the whole club too. */
  wholeClub: boolean;
  teams: { id: string; name: string }[];
}

export function useCalendarScope(userId: string | null, clubId: string | null, roleId: number | undefined): CalendarScope {
  const profile = useSyncExternalStore(subscribeProfile, () => getProfile(userId));
  const permissions = useClubPermissions(clubId ?? undefined);
  const wholeClub = roleId === RoleId.admin || roleId === RoleId.clubAdmin;
  const teams = useMemo(() => {
    if (wholeClub) return teamsIn(profile, clubId, true);
    const coached = new Set((profile?.memberships ?? []).filter((m) => m.clubId === clubId && STAFF_ROLES.has(m.role)).map((m) => m.teamId));
    return teamsIn(profile, clubId, false).filter((team) => coached.has(team.id));
  }, [profile, clubId, wholeClub]);
  return { canManage: permissions.has('calendar.manage'), wholeClub, teams };
}
