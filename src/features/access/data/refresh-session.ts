// Refreshes what the device knows about the signed-in user (memberships, children, club
// colours) from GET auth/validate when the secure area opens online. An expired token answers
// 401, which ends the session through the API client. The user's current choice of club, role
// and child stays as it is. An admin of the current club also gets the club's teams read again
// (the answer names only the user's own teams; an admin may add fixtures for any).
import { validate } from '../../../api/auth-api';
import { getProfile, saveProfileFrom } from '../../../api/profile-store';
import { getMember, updateMember } from '../../../api/session-store';
import type { MemberClub } from '../../../domain/session';
import { administers, readClub } from './work-in-club';

export async function refreshSession(signal?: AbortSignal): Promise<void> {
  const answer = await validate({ signal });
  const member = getMember();
  if (!member || member.id !== answer.user.id) return; // signed out or replaced meanwhile
  saveProfileFrom(answer);
  // The answer lists the user's own clubs: a super admin's chosen club outside them keeps its
  // colour (and so the accent).
  const clubs: MemberClub[] = [...answer.member.clubs];
  const chosen = member.clubs.find((c) => c.clubId === member.clubId);
  if (answer.user.isSuperAdmin && chosen && !clubs.some((c) => c.clubId === chosen.clubId)) clubs.push(chosen);
  updateMember({ clubs });
  // Failing (offline meanwhile, a club retired): the teams read before stay.
  if (member.clubId && administers(getProfile(member.id), member.clubId)) await readClub(member.clubId, signal).catch(() => undefined);
}
