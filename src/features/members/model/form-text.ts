// Translated copies of the invite form's validation messages (src/domain/club/invite-schema.ts
// speaks English); unknown text is shown as it is.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { limitMessage } from '../../../ui/limit-text';

const byEnglish: Record<string, MessageDescriptor> = {
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Please enter a valid country code and mobile number': msg`Please enter a valid country code and mobile number`,
  'Please enter an email address, or a country code and mobile number': msg`Please enter an email address, or a country code and mobile number`,
  'Please ensure all fields are complete': msg`Please ensure all fields are complete`,
  'Please choose a role': msg`Please choose a role`,
  'Please choose a team of this club': msg`Please choose a team of this club`,
  'Need to switch into a club to manage users': msg`Need to switch into a club to manage users`,
};

export function formText(english: string | undefined): MessageDescriptor | undefined {
  if (!english) return undefined;
  return byEnglish[english] ?? limitMessage(english) ?? { id: english, message: english };
}
