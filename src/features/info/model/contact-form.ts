// The contact form's values and their check: the shared schema (src/domain/contact), so the
// form refuses what the server would, field by field, before anything is queued or sent.
import * as v from 'valibot';
import { contactSchema, type ContactQueryType } from '../../../domain/contact/contact-schema';

export interface ContactValues {
  fullName: string;
  email: string;
  queryType: ContactQueryType | '';
  message: string;
  /** The honeypot (hidden from people). */
  website: string;
}

export const emptyContact = (over: Partial<ContactValues> = {}): ContactValues => ({ fullName: '', email: '', queryType: '', message: '', website: '', ...over });

export type ContactCheck = { ok: true } | { ok: false; errors: Partial<Record<keyof ContactValues, string>>; incomplete: boolean };

/** Field errors (English, the shared messages) and whether a required field is empty. */
export function checkContact(values: ContactValues): ContactCheck {
  const result = v.safeParse(contactSchema, { ...values, elapsedMs: Number.MAX_SAFE_INTEGER });
  if (result.success) return { ok: true };
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof ContactValues | null;
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  const incomplete = (['fullName', 'email', 'queryType', 'message'] as const).some((k) => values[k].trim() === '');
  return { ok: false, errors, incomplete };
}
