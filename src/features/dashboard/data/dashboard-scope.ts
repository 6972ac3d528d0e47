// Whose dashboard: the current club, the chosen team, and the player it is about (a parent's
// selected child, a player's self), read from the stored session.
import { useSyncExternalStore } from 'react';
import { getProfile, subscribeProfile } from '../../../api/profile-store';
import { getMember, subscribe } from '../../../api/session-store';
import { RoleId } from '../../../domain/roles';

export interface DashboardScope {
  clubId: string | null;
  teamId: string | undefined;
  playerId: string | undefined;
  firstName: string | null;
}

export function useDashboardScope(): DashboardScope {
  const member = useSyncExternalStore(subscribe, getMember);
  const profile = useSyncExternalStore(subscribeProfile, () => getProfile(member?.id));
  const playerId = member?.roleId === RoleId.parent ? (member.selectedChildId ?? undefined) : member?.roleId === RoleId.player ? member.id : undefined;
  return { clubId: member?.clubId ?? null, teamId: profile?.teamId ?? undefined, playerId, firstName: profile?.user.firstName ?? null };
}
