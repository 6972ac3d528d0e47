// POST auth/login. Every way the input can be wrong gives the one spec message, so a form
// never hints which of email or password was the problem.
import * as v from 'valibot';
import { emailField } from './email-field';
import { authMessages } from './messages';
import { PASSWORD_MAX } from './password-rule';

const m = authMessages.login;

export const loginSchema = v.object(
  {
    email: emailField(m),
    // No strength rule here: older and temporary passwords must still sign in.
    password: v.pipe(v.string(m), v.nonEmpty(m), v.maxLength(PASSWORD_MAX, m)),
  },
  m,
);

export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginData = v.InferOutput<typeof loginSchema>;
