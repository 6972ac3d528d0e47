// The email field shared by the auth schemas: trimmed, lowercased (accounts are unique by
// lower(email)), at most 254 characters (RFC 5321), one message for every way it can be wrong.
import * as v from 'valibot';

export const EMAIL_MAX = 254;

export const emailField = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(EMAIL_MAX, message), v.email(message), v.toLowerCase());
