// Forgot, reset and replace-temporary password.
import { resetPassword, sendResetCode, setPassword } from '../../../api/auth-api';
import { getProfile, saveProfileFrom, updateProfile } from '../../../api/profile-store';
import { getMember } from '../../../api/session-store';
import type { ForgotPasswordData } from '../../../domain/auth/forgot-password-schema';
import type { ResetPasswordData } from '../../../domain/auth/reset-password-schema';
import type { SetPasswordData } from '../../../domain/auth/set-password-schema';
import { nextStep, type NextStep } from '../model/next-step';

export async function requestResetCode(data: ForgotPasswordData): Promise<string> {
  await sendResetCode(data);
  return data.email;
}

export async function resetForgottenPassword(data: ResetPasswordData): Promise<void> {
  await resetPassword(data);
}

/**
 * Replaces the temporary password, then continues where sign-in would have gone. The answer
 * refreshes the profile (mustChangePassword is now false); the member keeps its token, which
 * the server leaves signed in, and the club the user is working in.
 */
export async function replaceTemporaryPassword(data: SetPasswordData): Promise<NextStep> {
  const answer = await setPassword(data);
  const member = getMember();
  if (answer?.user && Array.isArray(answer.memberships)) {
    const profile = saveProfileFrom(answer);
    return nextStep(profile.user, profile.memberships, member?.clubId ?? null);
  }
  const profile = getProfile(member?.id);
  if (!member || !profile) return '/secure';
  const user = { ...profile.user, mustChangePassword: false };
  updateProfile(member.id, { user });
  return nextStep(user, profile.memberships, member.clubId);
}
