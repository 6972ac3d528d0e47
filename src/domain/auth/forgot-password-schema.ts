// PUT auth/password/code: asks for a 6-digit reset code by email.
import * as v from 'valibot';
import { emailField } from './email-field';
import { authMessages } from './messages';

export const forgotPasswordSchema = v.object({ email: emailField(authMessages.email) }, authMessages.email);

export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;
export type ForgotPasswordData = v.InferOutput<typeof forgotPasswordSchema>;
