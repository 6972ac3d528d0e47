// Which sentence a failed member call shows: the server's specific refusals that a member can act
// on, else the spec's fixed message for that call (spec §8).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../../api/api-error';

const byCode: Record<string, MessageDescriptor> = {
  not_yourself: msg`You cannot disable or remove yourself`,
  player_limit_reached: msg`Player Limit Reached`,
  nothing_pending: msg`This child is no longer waiting for approval, or is not waiting for a team you coach`,
  permission_denied: msg`You do not have the correct permissions to access this screen`,
  club_required: msg`Need to switch into a club to manage users`,
  network: msg`You are offline. Connect to the internet and try again.`,
  // "Invite a member" creates the person; someone already registered gets a quick invite instead.
  email_registered: msg`This email address is already registered. Send a quick invite instead`,
  unknown_team: msg`Please choose a team of this club`,
};

export function failureText(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (!isApiError(error)) return fallback;
  if (error.status === 403 && !byCode[error.code]) return byCode.permission_denied!;
  return byCode[error.code] ?? fallback;
}

/** Spec §8's fixed messages for the member calls. */
export const memberFailure = {
  retrieve: msg`There has been a problem retrieving this clubs users`,
  remove: msg`There has been a problem removing these club users`,
  update: msg`There has been a problem updating this player`,
  invite: msg`There has been a problem sending all player invites`,
};

/** Why the server refused a changed email (server/areas/user/member-email.ts), in words the admin can act on. */
const emailRefusal: Record<string, MessageDescriptor> = {
  not_club_account: msg`Only a member this club created, and who belongs to no other club, can have their email changed here`,
  already_registered: msg`This member already has a login: they change their email themselves`,
  email_registered: msg`This email address is already registered`,
};

export function saveFailure(error: unknown): MessageDescriptor {
  if (isApiError(error) && emailRefusal[error.code]) return emailRefusal[error.code]!;
  return failureText(error, memberFailure.update);
}
