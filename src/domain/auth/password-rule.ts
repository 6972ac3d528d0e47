// The password strength rule (spec §5 and §9): at least 8 characters, 1 symbol, 1 uppercase,
// 1 number. Letters and digits are Unicode-aware; a symbol is anything that is neither.
// The upper bound keeps argon2 hashing bounded for the server.
import * as v from 'valibot';
import { authMessages } from './messages';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const hasUpper = (s: string) => /\p{Lu}/u.test(s);
const hasNumber = (s: string) => /\p{N}/u.test(s);
const hasSymbol = (s: string) => /[^\p{L}\p{N}]/u.test(s);

export const isStrongPassword = (s: string): boolean =>
  s.length >= PASSWORD_MIN && s.length <= PASSWORD_MAX && hasUpper(s) && hasNumber(s) && hasSymbol(s);

/** A new password: every schema that sets one uses this pipe. */
export const newPassword = (emptyMessage: string = authMessages.passwordStrength) =>
  v.pipe(
    v.string(emptyMessage),
    v.nonEmpty(emptyMessage),
    v.maxLength(PASSWORD_MAX, authMessages.passwordTooLong),
    v.minLength(PASSWORD_MIN, authMessages.passwordStrength),
    v.check(hasUpper, authMessages.passwordStrength),
    v.check(hasNumber, authMessages.passwordStrength),
    v.check(hasSymbol, authMessages.passwordStrength),
  );
