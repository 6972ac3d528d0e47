// The choices of "select club/team" and "switch club, role and team": one per membership,
// and for a parent one per child in that club (a parent acts for a selected child).
import type { ChildSummary, MembershipSummary } from '../../../domain/auth/types';
import { RoleId } from '../../../domain/roles';

export interface MembershipOption {
  key: string;
  clubId: string;
  clubName: string;
  colour: string | null;
  teamId: string | null;
  teamName: string | null;
  roleId: RoleId;
  role: MembershipSummary['role'];
  child: ChildSummary | null;
}

export function membershipOptions(memberships: MembershipSummary[], children: ChildSummary[]): MembershipOption[] {
  const options: MembershipOption[] = [];
  const seen = new Set<string>();
  const push = (o: Omit<MembershipOption, 'key'>) => {
    const key = `${o.clubId}|${o.teamId ?? ''}|${o.roleId}|${o.child?.id ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    options.push({ key, ...o });
  };
  for (const m of memberships) {
    const base = { clubId: m.clubId, clubName: m.clubName, colour: m.colour, roleId: m.roleId, role: m.role };
    const kids = m.roleId === RoleId.parent ? children.filter((c) => c.clubId === m.clubId) : [];
    if (kids.length) {
      for (const child of kids) push({ ...base, teamId: child.teamId, teamName: child.teamName, child });
    } else {
      push({ ...base, teamId: m.teamId, teamName: m.teamName, child: null });
    }
  }
  return options.sort((a, b) => a.clubName.localeCompare(b.clubName) || (a.teamName ?? '').localeCompare(b.teamName ?? ''));
}

export interface CurrentChoice {
  clubId: string | null;
  roleId: RoleId;
  selectedChildId: string | null;
  teamId: string | null;
}

export function isCurrentOption(option: MembershipOption, current: CurrentChoice): boolean {
  return option.clubId === current.clubId && option.roleId === current.roleId && (option.child?.id ?? null) === (option.child ? current.selectedChildId : null) && option.teamId === current.teamId;
}
