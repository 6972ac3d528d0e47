// Whose training: the current club, the member's teams and chosen team, whether they run
// sessions (staff) or answer for a player (themself, or a parent's selected child).
import { useSyncExternalStore } from 'react';
import { getProfile, subscribeProfile, teamsIn } from '../../../api/profile-store';
import { RoleId } from '../../../domain/roles';
import { getMember, subscribe } from '../../../api/session-store';
import { viewerOf, type TrainingViewer } from '../model/viewer';
import { useClubPermissions } from '../../access/data/club-permissions';

export interface TeamOption {
  id: string;
  name: string;
}

export interface TrainingScope {
  clubId: string | null;
  viewer: TrainingViewer;
  /** A coach who may add and edit sessions in the club now (training.manage, after the club's overrides). */
  canManage: boolean;
  /** The player the member answers for (player: self; parent: selected child). */
  playerId: string | undefined;
  /** The team chosen in "select club/team", if any. */
  teamId: string | undefined;
  teams: TeamOption[];
  userId: string | null;
  /** The name of the player the member answers for, when known on this device. */
  playerName: string | null;
}

export function useTrainingScope(): TrainingScope {
  const member = useSyncExternalStore(subscribe, getMember);
  const profile = useSyncExternalStore(subscribeProfile, () => getProfile(member?.id));
  const viewer = viewerOf(member?.roleId);
  const playerId = viewer === 'parent' ? (member?.selectedChildId ?? undefined) : viewer === 'player' ? member?.id : undefined;
  // An admin runs sessions for any team of the club (the server lets them), not only their own.
  const wholeClub = member?.roleId === RoleId.admin || member?.roleId === RoleId.clubAdmin;
  const teams: TeamOption[] = teamsIn(profile, member?.clubId, wholeClub);
  const child = viewer === 'parent' ? profile?.children.find((c) => c.id === playerId) : undefined;
  const playerName = viewer === 'player' && profile ? `${profile.user.firstName} ${profile.user.lastName}` : child ? `${child.firstName} ${child.lastName}` : null;
  const permissions = useClubPermissions(member?.clubId);
  const canManage = viewer === 'coach' && permissions.has('training.manage');
  return { clubId: member?.clubId ?? null, viewer, canManage, playerId, teamId: profile?.teamId ?? undefined, teams, userId: member?.id ?? null, playerName };
}
