// A super admin works in any club, member or not: the server lets them through every club check
// (server/lib/access.ts requireClubRole, server/lib/permissions.ts requirePermission) and lists
// every team's fixtures and training to them (server/lib/list-scope.ts). Choosing the club is
// local, as choosing a membership is (data/membership.ts): the stored member's club becomes it,
// with the super admin role, so the sync layer pulls it and the screens ask for it. Its name,
// colour and teams go into the profile, so the shell, the switch screen and the add forms know
// them offline afterwards.
import { getClub } from '../../../api/club-api';
import { getProfile, knownClub, rememberKnownClub, updateProfile, withKnownClub, type StoredProfile } from '../../../api/profile-store';
import { getMember, updateMember } from '../../../api/session-store';
import { RoleId } from '../../../domain/roles';

export interface ClubChoice {
  clubId: string;
  clubName: string;
  colour: string | null;
}

export const mayWorkInAnyClub = (profile: StoredProfile | null): boolean => profile?.user.isSuperAdmin === true;

/**
 * Whether the user may act for every team of the club, as the server decides it: a super admin,
 * or a club admin of that club (server/lib/list-scope.ts, server/lib/access.ts isTeamStaff).
 */
export const administers = (profile: StoredProfile | null, clubId: string): boolean =>
  mayWorkInAnyClub(profile) || (profile?.memberships.some((m) => m.clubId === clubId && m.role === 'club_admin') ?? false);

/**
 * Switches a super admin into the club; then reads the club's teams (resolves when done or
 * failed: offline, the teams read before stay and the choice stands).
 */
export function workInClub(club: ClubChoice): Promise<void> {
  const member = getMember();
  const profile = getProfile(member?.id);
  if (!member || !profile || !mayWorkInAnyClub(profile)) return Promise.resolve();
  const teams = knownClub(profile, club.clubId)?.teams ?? [];
  // The profile first: when the member's club changes, the shell already has the club's name.
  updateProfile(member.id, { teamId: null, clubs: withKnownClub(profile.clubs, { ...club, teams }) });
  updateMember({
    clubId: club.clubId,
    roleId: RoleId.admin,
    selectedChildId: null,
    clubs: [...member.clubs.filter((c) => c.clubId !== club.clubId), { clubId: club.clubId, colour: club.colour }],
  });
  return readClub(club.clubId).catch(() => undefined);
}

/**
 * Reads the club (GET club/{id}) into the profile: its name, colour and every team. The stored
 * club colour follows, so the accent shows the club's colour now.
 */
export async function readClub(clubId: string, signal?: AbortSignal): Promise<void> {
  const userId = getMember()?.id;
  const answer = await getClub(clubId, { signal });
  const member = getMember();
  if (!member || member.id !== userId) return; // signed out or replaced meanwhile
  const colour = answer.club.primaryColour;
  rememberKnownClub(member.id, { clubId, clubName: answer.club.name, colour, teams: answer.teams.map((t) => ({ id: t.id, name: t.name })) });
  if (member.clubs.some((c) => c.clubId === clubId && c.colour !== colour)) {
    updateMember({ clubs: member.clubs.map((c) => (c.clubId === clubId ? { ...c, colour } : c)) });
  }
}
