// Translated copies of the auth messages. The shared schemas and the server speak the spec's
// English (src/domain/auth/messages.ts); the screens show these, matched by that English text.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { authMessages } from '../../../domain/auth/messages';

const byEnglish: Record<string, MessageDescriptor> = {
  [authMessages.login]: msg`Please enter a valid email and password`,
  [authMessages.loginFailed]: msg`An error has occurred whilst trying to log you in`,
  [authMessages.tooManyAttempts]: msg`Too many sign-in attempts. Please wait a few minutes and try again.`,
  [authMessages.tokenExpired]: msg`Token has expired`,
  [authMessages.email]: msg`Please enter a valid email address`,
  [authMessages.fieldsComplete]: msg`Please ensure all fields are complete`,
  [authMessages.verificationCode]: msg`Please enter a valid verification code`,
  [authMessages.passwordsDoNotMatch]: msg`Passwords do not match`,
  [authMessages.resetFailed]: msg`There has been an issue resetting your password`,
  [authMessages.settingFailed]: msg`There has been an issue setting your password`,
  [authMessages.confirmNewPassword]: msg`Please confirm your new password correctly`,
  [authMessages.reenterNewPassword]: msg`Please make sure you have re-entered your new password correctly`,
  [authMessages.updateFailed]: msg`There has been a problem updating your password`,
  [authMessages.wrongCurrentPassword]: msg`Your current password is not correct`,
  [authMessages.passwordStrength]: msg`Password must be at least 8 characters and include 1 symbol, 1 uppercase letter and 1 number`,
  [authMessages.passwordTooLong]: msg`Password must be at most 128 characters`,
};

/** By error code, for answers whose message the app does not know (auth area README). */
const byCode: Record<string, MessageDescriptor> = {
  invalid_credentials: byEnglish[authMessages.login]!,
  too_many_attempts: byEnglish[authMessages.tooManyAttempts]!,
  token_expired: byEnglish[authMessages.tokenExpired]!,
  invalid_code: byEnglish[authMessages.verificationCode]!,
  xsrf: msg`Your session needs refreshing. Please try again.`,
  rate_limited: msg`Too many requests. Please wait a moment and try again.`,
  network: msg`You appear to be offline. Please check your connection and try again.`,
};

/** The translated copy of a message from a shared schema; unknown text is shown as it is. */
export function authText(english: string | undefined): MessageDescriptor | undefined {
  if (!english) return undefined;
  return byEnglish[english] ?? { id: english, message: english };
}

/**
 * What to show for a failed call: the server's message when the app knows it, a message for
 * a known code, else the operation's own message (spec §8: e.g. the log-in failure).
 */
export function failureText(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  const e = error as { message?: unknown; code?: unknown } | null;
  if (e && typeof e.message === 'string' && byEnglish[e.message]) return byEnglish[e.message]!;
  if (e && typeof e.code === 'string' && byCode[e.code]) return byCode[e.code]!;
  return fallback;
}

export const failureMessages = {
  login: byEnglish[authMessages.loginFailed]!,
  reset: byEnglish[authMessages.resetFailed]!,
  update: byEnglish[authMessages.updateFailed]!,
};
