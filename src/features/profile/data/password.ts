// Changing the password is online only: never queued (a password must not wait on the device, and
// the answer decides whether the person is still signed in). POST auth/password checks the current
// password, and on success the server signs every other session of the user out and keeps this one.
import { isApiError } from '../../../api/api-error';
import { setPassword } from '../../../api/auth-api';
import type { SetPasswordData } from '../../../domain/auth/set-password-schema';

export async function changePassword(data: SetPasswordData): Promise<void> {
  await setPassword(data);
}

/** The server's message for the current password field (a wrong one), if the failure named it. */
export const currentPasswordProblem = (error: unknown): string | undefined => (isApiError(error) ? error.fields?.currentPassword : undefined);
