// Translated copies of the wizard's messages. The shared schemas and the server speak the spec's
// English (spec §5); the steps show these, matched by that English text or by error code.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../../api/api-error';
import { authMessages } from '../../../domain/auth/messages';
import { CHILD_MAX_AGE_YEARS, childBirthMessage } from '../../../domain/limits';
import { limitMessage } from '../../../ui/limit-text';
import { wordsMessage } from './step-schemas';

const byEnglish: Record<string, MessageDescriptor> = {
  [authMessages.inviteCode]: msg`Please enter a valid invite code`,
  [authMessages.email]: msg`Please enter a valid email address`,
  [authMessages.mobile]: msg`Please enter a valid country code and mobile number`,
  [authMessages.fieldsComplete]: msg`Please ensure all fields are complete`,
  [authMessages.passwordsMatch]: msg`Please ensure passwords match`,
  [authMessages.termsRequired]: msg`Please accept the terms of use to continue`,
  [authMessages.passwordStrength]: msg`Password must be at least 8 characters and include 1 symbol, 1 uppercase letter and 1 number`,
  [authMessages.passwordTooLong]: msg`Password must be at most 128 characters`,
  [authMessages.emailUnavailable]: msg`This email address cannot be used. Please sign in or use a different email address`,
  [wordsMessage]: msg`Please choose five describing words`,
  'Please enter a valid date of birth': msg`Please enter a valid date of birth`,
  [childBirthMessage]: msg`Please enter a date of birth within the last ${CHILD_MAX_AGE_YEARS} years, not in the future`,
  [authMessages.inviteEmailMismatch]: msg`Please use the email address this invite was sent to`,
  [authMessages.staffInviteLink]: msg`Please open the link in your invitation email to join as staff`,
  'Player Limit Reached': msg`Player Limit Reached`,
};

const byCode: Record<string, MessageDescriptor> = {
  invalid_invite: byEnglish[authMessages.inviteCode]!,
  email_unavailable: byEnglish[authMessages.emailUnavailable]!,
  player_limit_reached: byEnglish['Player Limit Reached']!,
  invite_link_required: byEnglish[authMessages.staffInviteLink]!,
  too_many_attempts: msg`Too many attempts. Please wait a few minutes and try again.`,
  rate_limited: msg`Too many requests. Please wait a moment and try again.`,
  network: msg`You appear to be offline. Your answers are kept on this device; try again when you are back online.`,
};

export function messageText(english: string | undefined | null): MessageDescriptor | undefined {
  if (!english) return undefined;
  return byEnglish[english] ?? limitMessage(english) ?? { id: english, message: english };
}

/** A failed call's sentence: known codes first, then known English, then the fallback. */
export function failureText(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (!isApiError(error)) return fallback;
  return byCode[error.code] ?? (error.status !== null && error.status < 500 ? (byEnglish[error.message] ?? limitMessage(error.message)) : undefined) ?? fallback;
}

export const photoProblemText = {
  type: msg`Please choose a png or jpg image`,
  size: msg`The photo must be at least 400 × 400 pixels`,
  tooLarge: msg`The photo must be smaller than 4 MB`,
};

const BACK_TO_START = new Set(['invalid_invite', 'email_unavailable', 'email_mismatch', 'invite_link_required']);

/** A refusal of step 1's answers (code or email): its English message, to show back on step 1. */
export function restartProblem(error: unknown): string | null {
  return isApiError(error) && BACK_TO_START.has(error.code) ? error.message : null;
}
