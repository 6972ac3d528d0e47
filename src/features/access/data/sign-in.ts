// Signing in: the answer's member is stored (touchlinemember) with the profile, then the app
// moves on to the next step.
import { login } from '../../../api/auth-api';
import { saveProfileFrom } from '../../../api/profile-store';
import { setMember } from '../../../api/session-store';
import type { LoginData } from '../../../domain/auth/login-schema';
import { nextStep, type NextStep } from '../model/next-step';

export async function signIn(data: LoginData): Promise<NextStep> {
  const answer = await login(data);
  setMember(answer.member);
  saveProfileFrom(answer);
  return nextStep(answer.user, answer.memberships, answer.member.clubId);
}
