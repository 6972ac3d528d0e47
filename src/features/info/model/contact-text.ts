// Translated copies of the shared contact messages (src/domain/contact/messages.ts) and the
// query types (spec §9), so the form and the server's refusals read in the user's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactQueryType } from '../../../domain/contact/contact-schema';
import { contactMessages as m } from '../../../domain/contact/messages';
import { limitMessage } from '../../../ui/limit-text';

const MESSAGES: Record<string, MessageDescriptor> = {
  [m.incomplete]: msg`Please ensure all fields are complete`,
  [m.fullName]: msg`Please enter your full name`,
  [m.email]: msg`Please enter a valid email address`,
  [m.queryType]: msg`Please choose a query type`,
  [m.message]: msg`Please enter your message`,
  [m.spam]: msg`This message could not be sent`,
  [m.tooFast]: msg`Please take a moment to check your message, then send it again`,
  [m.tooMany]: msg`Too many messages have been sent. Please wait a minute and try again`,
  [m.submitError]: msg`There has been an error submitting the contact form`,
  [m.postProblem]: msg`There has been a problem posting the contact form`,
};

/** The translated message; one not known here (a newer server's) is shown as it came. */
export const contactMessage = (english: string): MessageDescriptor => MESSAGES[english] ?? limitMessage(english) ?? { id: english, message: english };

export const QUERY_TYPE_TEXT: Record<ContactQueryType, MessageDescriptor> = {
  website_issue: msg`Website issue`,
  general_question: msg`General question`,
  feature_request: msg`Feature request`,
};
