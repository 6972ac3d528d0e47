// Translated copies of the club wizard's messages (the shared schemas speak English; spec §5).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { limitMessage } from '../../../ui/limit-text';
import { isApiError } from '../../../api/api-error';

const byEnglish: Record<string, MessageDescriptor> = {
  'Please complete all fields': msg`Please complete all fields`,
  'Please enter a valid club name': msg`Please enter a valid club name`,
  'Please enter valid season start and end dates': msg`Please enter valid season start and end dates`,
  'Season start cannot be after season end': msg`Season start cannot be after season end`,
  'Please set the club colours': msg`Please set the club colours`,
  'Please upload a club badge': msg`Please upload a club badge`,
  'Please complete all price fields': msg`Please complete all price fields`,
  'Please choose who pays': msg`Please choose who pays`,
  'The free trial cannot be longer than the contract term': msg`The free trial cannot be longer than the contract term`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Please enter a valid team name': msg`Please enter a valid team name`,
  'Please choose a valid team type': msg`Please choose a valid team type`,
  'Please choose a valid age group': msg`Please choose a valid age group`,
  'Please choose a valid group type': msg`Please choose a valid group type`,
  'Please choose a default match format': msg`Please choose a default match format`,
  'Please enter a valid coach and their details': msg`Please enter a valid coach and their details`,
  'Please enter a valid assistant coach and their details': msg`Please enter a valid assistant coach and their details`,
  'Please set the team colours': msg`Please set the team colours`,
  'Please enter a valid country code and mobile number': msg`Please enter a valid country code and mobile number`,
  'Please ensure all fields are complete': msg`Please ensure all fields are complete`,
  'This section is only available to administrators': msg`This section is only available to administrators`,
};

export function wizardText(english: string | undefined): MessageDescriptor | undefined {
  if (!english) return undefined;
  return byEnglish[english] ?? limitMessage(english) ?? { id: english, message: english };
}

/** A refused POST club: the server's known message, else the spec's failure text. */
export function createFailureText(error: unknown): MessageDescriptor {
  if (isApiError(error) && error.status !== null && error.status < 500 && byEnglish[error.message]) return byEnglish[error.message]!;
  if (isApiError(error) && error.code === 'network') return msg`You are offline. Connect to the internet and try again.`;
  return msg`There has been a problem creating this club`;
}

export const badgeProblemText = {
  type: msg`Please choose a png or jpg image`,
  size: msg`The badge must be at least 100 × 100 pixels`,
  tooLarge: msg`The badge must be smaller than 4 MB`,
};
