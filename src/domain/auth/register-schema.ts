// POST auth (register): an invite code is required (spec §6). The 9-step wizard collects these
// fields across its steps and sends them once, after the password step.
import * as v from 'valibot';
import { keepTo, NAME_MAX } from '../limits';
import { emailField } from './email-field';
import { authMessages } from './messages';
import { newPassword, PASSWORD_MAX } from './password-rule';

const invite = authMessages.inviteCode;
const mobile = authMessages.mobile;
const complete = authMessages.fieldsComplete;
const match = authMessages.passwordsMatch;

const name = v.pipe(v.string(complete), v.trim(), v.nonEmpty(complete), v.maxLength(NAME_MAX, keepTo(NAME_MAX)));

export const registerSchema = v.pipe(
  v.object(
    {
      inviteCode: v.pipe(v.string(invite), v.trim(), v.nonEmpty(invite), v.maxLength(64, invite)),
      email: emailField(authMessages.email),
      // '+44' or '44'; stored with the plus.
      countryCode: v.pipe(v.string(mobile), v.trim(), v.regex(/^\+?[0-9]{1,4}$/, mobile), v.transform((s) => (s.startsWith('+') ? s : `+${s}`))),
      // Digits with optional spaces, dashes or brackets; 6 to 15 digits (E.164 allows 15).
      mobile: v.pipe(
        v.string(mobile),
        v.trim(),
        v.maxLength(30, mobile),
        v.regex(/^[0-9 ()-]+$/, mobile),
        v.transform((s) => s.replace(/[^0-9]/g, '')),
        v.minLength(6, mobile),
        v.maxLength(15, mobile),
      ),
      firstName: name,
      lastName: name,
      password: newPassword(),
      confirmPassword: v.pipe(v.string(match), v.nonEmpty(match), v.maxLength(PASSWORD_MAX, match)),
      termsAccepted: v.literal(true, authMessages.termsRequired),
    },
    complete,
  ),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (d) => d.password === d.confirmPassword, match),
    ['confirmPassword'],
  ),
);

export type RegisterInput = v.InferInput<typeof registerSchema>;
export type RegisterData = v.InferOutput<typeof registerSchema>;
