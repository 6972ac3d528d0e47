// Translated names and messages for the club settings and teams screens (spec §5, §6).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../../api/api-error';
import { wizardText } from './wizard-text';

export const settingsMessages = {
  adminOnly: msg`This section is only available to administrators`,
  noPermission: msg`You do not have the correct permissions to access this screen`,
  clubFailed: msg`There has been a problem updating this club`,
  teamFailed: msg`There has been a problem updating this team`,
  retrieveClub: msg`There has been an error retrieving this club`,
  retrieveEmails: msg`There has been an error retrieving the email templates`,
  retrievePermissions: msg`There has been an error retrieving the permissions`,
  retrieveTeam: msg`There has been an error retrieving this team`,
  retrievePlayers: msg`There has been an error retrieving players`,
  retrieveMembers: msg`There has been a problem retrieving this clubs users`,
  offline: msg`You are offline. Connect to the internet and try again.`,
};

/** The server's refusal of a roll-over that starts before the current season ends (checked here first). */
export const SEASON_AFTER_CURRENT = 'The new season must start after the current season ends';

const byEnglish: Record<string, MessageDescriptor> = {
  'You do not have the correct permissions to access this screen': settingsMessages.noPermission,
  'There has been a problem updating this club': settingsMessages.clubFailed,
  'There has been a problem updating this team': settingsMessages.teamFailed,
  'Please choose a team of this club': msg`Please choose a team of this club`,
  'Please choose players of the team to move': msg`Please choose players of the team to move`,
  'Please choose a different team to move the players to': msg`Please choose a different team to move the players to`,
  [SEASON_AFTER_CURRENT]: msg`The new season must start after the current season ends`,
  'Please choose a setting for each permission': msg`Please choose a setting for each permission`,
  'Please enter a template id': msg`Please enter a template id`,
  'This user is not a member of this club': msg`This user is not a member of this club`,
  'The club already has a team with this name': msg`The club already has a team with this name`,
};

/** A field or form message from the shared schemas or the server, translated. */
export function settingsText(english: string | undefined): MessageDescriptor | undefined {
  if (!english) return undefined;
  return byEnglish[english] ?? wizardText(english);
}

/** Why a call failed: refusals by permission, the server's 4xx message, else `fallback`. */
export function settingsFailure(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (!isApiError(error)) return fallback;
  if (error.code === 'network') return settingsMessages.offline;
  if (error.status === 403) return error.message === 'This section is only available to administrators' ? settingsMessages.adminOnly : settingsMessages.noPermission;
  if (error.status !== null && error.status < 500 && error.status !== 404) return settingsText(error.message) ?? fallback;
  return fallback;
}

export const teamTypeLabel: Record<string, MessageDescriptor> = {
  academy: msg`Academy`,
  development: msg`Development`,
  competitive: msg`Competitive`,
  recreational: msg`Recreational`,
};

export const groupTypeLabel: Record<string, MessageDescriptor> = {
  boys: msg`Boys`,
  girls: msg`Girls`,
  mixed: msg`Mixed`,
  men: msg`Men`,
  women: msg`Women`,
};

export const ageGroupLabel = (ageGroup: string): MessageDescriptor =>
  ageGroup === '4-5' ? msg`4-5 years` : ageGroup === 'multi-age' ? msg`Multi-age` : { id: ageGroup, message: ageGroup };
