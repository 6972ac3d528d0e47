// The contact form (spec §3 Contact form: full name, email, query type, message; §5: all fields
// required; §9: three query types), what the form sends and the server checks. The message is
// plain text: it is stored as typed and mailed as text, never rendered as HTML, so a script in
// it is only characters.
//
// Spam protection without a third-party captcha (it would need a signal and send the visitor to
// another company): a honeypot field (`website`) that people never see and programs fill, and
// the time the form was open before it was sent (`elapsedMs`), measured on the device so a
// message queued offline and sent hours later still counts from when it was typed.
import * as v from 'valibot';
import { keepTo } from '../limits';
import { contactMessages as m } from './messages';

export const CONTACT_QUERY_TYPES = ['website_issue', 'general_question', 'feature_request'] as const;
export type ContactQueryType = (typeof CONTACT_QUERY_TYPES)[number];

export const CONTACT_NAME_MAX = 200;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;
/** Faster than this from opening the form to sending it is a program, not a person. */
export const CONTACT_MIN_FILL_MS = 3000;

const required = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, keepTo(max)));

export const contactSchema = v.object({
  fullName: required(m.fullName, CONTACT_NAME_MAX),
  email: v.pipe(v.string(m.email), v.trim(), v.nonEmpty(m.email), v.maxLength(CONTACT_EMAIL_MAX, m.email), v.email(m.email)),
  queryType: v.picklist(CONTACT_QUERY_TYPES, m.queryType),
  message: required(m.message, CONTACT_MESSAGE_MAX),
  /** The honeypot: always empty from a person. */
  website: v.optional(v.string(), ''),
  elapsedMs: v.pipe(v.number(m.tooFast), v.minValue(0, m.tooFast)),
  /** The club the sender was in, if any: its support address may answer a general question. */
  clubId: v.optional(v.nullable(v.pipe(v.string(), v.uuid(m.submitError)))),
  /** The sender's interface language, for the reply. */
  language: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(10)))),
  /** Added to every queued write (spec §7); the server uses the session instead. */
  userId: v.optional(v.unknown()),
});

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactBody = v.InferOutput<typeof contactSchema>;

/** The spam check: null for a person's message, else the refusal's code and message. */
export function spamProblem(body: Pick<ContactBody, 'website' | 'elapsedMs'>): { code: 'spam' | 'too_fast'; message: string } | null {
  if (body.website.trim() !== '') return { code: 'spam', message: m.spam };
  if (body.elapsedMs < CONTACT_MIN_FILL_MS) return { code: 'too_fast', message: m.tooFast };
  return null;
}
