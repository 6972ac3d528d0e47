// The mail a contact message becomes: plain text only (no html part), so whatever the sender
// typed, a script included, reaches the support inbox as characters. Replies go to the sender.
import type { ContactBody, ContactQueryType } from '../../../src/domain/contact/contact-schema';
import type { MailMessage } from '../../lib/mailer';

const QUERY_TYPE_NAMES: Record<ContactQueryType, string> = {
  website_issue: 'Website issue',
  general_question: 'General question',
  feature_request: 'Feature request',
};

/** One line: a header must not carry a line break the sender typed. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

export function contactMail(to: string, id: string, body: ContactBody, signedInAs: string | null): MailMessage {
  const kind = QUERY_TYPE_NAMES[body.queryType];
  return {
    to,
    replyTo: oneLine(body.email),
    subject: oneLine(`Touchline contact form: ${kind} from ${body.fullName}`),
    text: [
      `Query type: ${kind}`,
      `Full name: ${body.fullName}`,
      `Email: ${body.email}`,
      `Language: ${body.language ?? 'not given'}`,
      `Signed in: ${signedInAs ? `yes (user ${signedInAs})` : 'no'}`,
      `Reference: ${id}`,
      '',
      body.message,
    ].join('\n'),
  };
}
