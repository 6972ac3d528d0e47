// Who is looking: staff (set and mark), or the player the member answers for (themself, or a
// parent's selected child). Kept apart so every screen decides the same way.
import { RoleId } from '../../../domain/roles';
import type { StoredMember } from '../../../domain/session';

const STAFF: number[] = [RoleId.admin, RoleId.clubAdmin, RoleId.coach, RoleId.assistantCoach];

export type ChallengeViewer = { kind: 'staff' } | { kind: 'player'; playerId: string } | { kind: 'none' };

export function viewerOf(member: StoredMember | null): ChallengeViewer {
  if (!member) return { kind: 'none' };
  if (STAFF.includes(member.roleId)) return { kind: 'staff' };
  if (member.roleId === RoleId.player) return { kind: 'player', playerId: member.id };
  if (member.roleId === RoleId.parent && member.selectedChildId) return { kind: 'player', playerId: member.selectedChildId };
  return { kind: 'none' };
}
