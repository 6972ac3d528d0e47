// Who the member is acting as in the current club, for the header's second line: the role they
// worked in (from the stored member), the team chosen (or none: all their teams) and, for a
// parent, the child they act for. Pure: the stored member and profile come in.
import type { StoredProfile } from '../../../api/profile-store';
import { roleNameById, type RoleName } from '../../../domain/roles';
import type { StoredMember } from '../../../domain/session';

export interface WorkingAs {
  role: RoleName | 'admin';
  /** The chosen team's name; null when working across all the member's teams. */
  teamName: string | null;
  /** For a parent: the child's first name. */
  childName: string | null;
}

export function workingAs(member: StoredMember | null, profile: StoredProfile | null): WorkingAs | null {
  if (!member?.clubId) return null;
  const role = roleNameById[member.roleId];
  if (!role) return null;
  const child = member.selectedChildId ? profile?.children.find((c) => c.id === member.selectedChildId) : undefined;
  const teamId = profile?.teamId ?? null;
  // With no team chosen, a member of one team only is still in that team (a player, most often).
  const teams = new Map((profile?.memberships ?? []).filter((m) => m.clubId === member.clubId && m.teamId).map((m) => [m.teamId, m.teamName]));
  const onlyTeam = teams.size === 1 ? [...teams.values()][0] : null;
  const teamName =
    (teamId && (profile?.memberships.find((m) => m.clubId === member.clubId && m.teamId === teamId)?.teamName ?? profile?.clubs?.find((c) => c.clubId === member.clubId)?.teams.find((t) => t.id === teamId)?.name)) ||
    child?.teamName ||
    onlyTeam ||
    null;
  return { role, teamName, childName: child?.firstName ?? null };
}
