// Choosing the club, role, team (and child, for a parent) the app works in. The choice is
// local: the server checks membership on every call, so nothing is sent.
import { updateProfile } from '../../../api/profile-store';
import { getMember, updateMember } from '../../../api/session-store';
import type { MembershipOption } from '../model/membership-options';

export function chooseMembership(option: MembershipOption): void {
  const member = getMember();
  if (!member) return;
  updateMember({ clubId: option.clubId, roleId: option.roleId, selectedChildId: option.child?.id ?? null });
  updateProfile(member.id, { teamId: option.teamId });
}
