// The server calls of the registration wizard. Online only: each step's answer decides the
// next (an invalid code sends the user back to step 1), so nothing here is queued.
import { api } from '../../../api/client';
import { getPassword, register } from '../../../api/auth-api';
import { saveProfileFrom } from '../../../api/profile-store';
import { setMember } from '../../../api/session-store';
import type { PasswordStatus, SessionAnswer } from '../../../domain/auth/types';
import type { ChildInput } from '../../../domain/open/child-schema';
import type { NotificationChoices } from '../model/step-schemas';
import type { RegistrationDraft } from './draft';

/** An emailed invite link carries the invite's guid: its code and email fill step 1. */
export const lookUpInvite = (guid: string) => getPassword(guid) as Promise<PasswordStatus>;

/** POST auth with every answer so far; signs the new member in. */
export async function createAccount(draft: RegistrationDraft, password: string, confirmPassword: string): Promise<SessionAnswer> {
  const answer = await register({
    inviteCode: draft.inviteCode,
    email: draft.email,
    countryCode: draft.countryCode,
    mobile: draft.mobile,
    firstName: draft.firstName,
    lastName: draft.lastName,
    termsAccepted: draft.termsAccepted,
    password,
    confirmPassword,
  });
  setMember(answer.member);
  saveProfileFrom(answer);
  return answer;
}

/** Contact preferences (calls.md User: PUT user/{id}/preferences). */
export const savePreferences = (userId: string, notifications: NotificationChoices) =>
  api().put<unknown>(`/user/${encodeURIComponent(userId)}/preferences`, { body: { notifications } });

/** The five describing words (PUT user/{id} { words }). */
export const saveWords = (userId: string, words: string[]) => api().put<unknown>(`/user/${encodeURIComponent(userId)}`, { body: { words } });

/** A parent adds a child through their invite (POST open/{guid}/club/invites/player). */
export const addChild = (guid: string, child: ChildInput) =>
  api().post<{ child: { id: string; firstName: string; lastName: string; dateOfBirth: string | null } }>(`/open/${encodeURIComponent(guid)}/club/invites/player`, { body: { ...child } });
