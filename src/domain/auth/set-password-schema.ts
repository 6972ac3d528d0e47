// POST auth/password: a signed-in user replaces a temporary password ("create new password")
// or changes their password ("edit password"). Which message goes with which case:
//   a missing current or new password          -> 'Please ensure all fields are complete'
//   a missing confirmation                     -> 'Please confirm your new password correctly'
//   a confirmation that differs from the new   -> 'Please make sure you have re-entered your new password correctly'
//   a weak new password                        -> the strength message
import * as v from 'valibot';
import { authMessages } from './messages';
import { newPassword, PASSWORD_MAX } from './password-rule';

const complete = authMessages.fieldsComplete;
const confirm = authMessages.confirmNewPassword;

export const setPasswordSchema = v.pipe(
  v.object(
    {
      currentPassword: v.pipe(v.string(complete), v.nonEmpty(complete), v.maxLength(PASSWORD_MAX, authMessages.passwordTooLong)),
      password: newPassword(complete),
      confirmPassword: v.pipe(v.string(confirm), v.nonEmpty(confirm), v.maxLength(PASSWORD_MAX, authMessages.reenterNewPassword)),
    },
    complete,
  ),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (d) => d.password === d.confirmPassword, authMessages.reenterNewPassword),
    ['confirmPassword'],
  ),
);

export type SetPasswordInput = v.InferInput<typeof setPasswordSchema>;
export type SetPasswordData = v.InferOutput<typeof setPasswordSchema>;
