// Refreshes what the device knows about the signed-in user (memberships, children, club
// colours) from GET auth/validate when the secure area opens online. An expired token answers
// 401, which ends the session through the API client. The user's current choice of club, role
// and child stays as it is.
import { validate } from '../../../api/auth-api';
import { saveProfileFrom } from '../../../api/profile-store';
import { getMember, updateMember } from '../../../api/session-store';

export async function refreshSession(signal?: AbortSignal): Promise<void> {
  const answer = await validate({ signal });
  const member = getMember();
  if (!member || member.id !== answer.user.id) return; // signed out or replaced meanwhile
  saveProfileFrom(answer);
  updateMember({ clubs: answer.member.clubs });
}
