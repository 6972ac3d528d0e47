// PUT auth/password: resets a forgotten password with the emailed 6-digit code.
import * as v from 'valibot';
import { emailField } from './email-field';
import { authMessages } from './messages';
import { newPassword, PASSWORD_MAX } from './password-rule';

export const RESET_CODE_LENGTH = 6;
const code = authMessages.verificationCode;
const mismatch = authMessages.passwordsDoNotMatch;

export const resetPasswordSchema = v.pipe(
  v.object(
    {
      email: emailField(authMessages.email),
      code: v.pipe(v.string(code), v.trim(), v.regex(/^\d{6}$/, code)),
      password: newPassword(),
      confirmPassword: v.pipe(v.string(mismatch), v.nonEmpty(mismatch), v.maxLength(PASSWORD_MAX, mismatch)),
    },
    authMessages.resetFailed,
  ),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (d) => d.password === d.confirmPassword, mismatch),
    ['confirmPassword'],
  ),
);

export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;
export type ResetPasswordData = v.InferOutput<typeof resetPasswordSchema>;
