// The registration wizard's draft, kept in the local database (the `meta` table) so progress
// survives a reload, the app being closed, or the network going away between steps. It is a
// device-only record, never sent as it is, so it does not go through the outbox. Passwords are
// never kept: the password step sends them at once and forgets them.
import { useSyncExternalStore } from 'react';
import { getMember, subscribe } from '../../../api/session-store';
import { getDb } from '../../../db/database';
import { useLive } from '../../../db/use-live';
import { DEFAULT_NOTIFICATIONS, type NotificationChoices } from '../model/step-schemas';
import type { StepId } from '../model/steps';

export const DRAFT_KEY = 'registration-draft';

export interface DraftChild {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
}

export interface RegistrationDraft {
  step: StepId;
  /** The invite's guid when the wizard was opened from an invite email (open invite pages). */
  guid: string | null;
  inviteCode: string;
  email: string;
  countryCode: string;
  mobile: string;
  termsAccepted: boolean;
  firstName: string;
  lastName: string;
  /** Set once the account exists (after step 4). */
  userId: string | null;
  role: string | null;
  clubName: string | null;
  /** The invite's club and team: a parent's children join them. */
  clubId: string | null;
  teamId: string | null;
  notifications: NotificationChoices;
  notificationsSaved: boolean;
  photo: { type: string; width: number; height: number; bytes: Uint8Array } | null;
  words: string[];
  children: DraftChild[];
  /** A refusal that sent the wizard back to an earlier step (English, from the server), shown there. */
  problem: string | null;
  updatedAt: number;
}

export const emptyDraft = (): RegistrationDraft => ({
  step: 'invite',
  guid: null,
  inviteCode: '',
  email: '',
  countryCode: '+44',
  mobile: '',
  termsAccepted: false,
  firstName: '',
  lastName: '',
  userId: null,
  role: null,
  clubName: null,
  clubId: null,
  teamId: null,
  notifications: { ...DEFAULT_NOTIFICATIONS },
  notificationsSaved: false,
  photo: null,
  words: [],
  children: [],
  problem: null,
  updatedAt: 0,
});

export async function readDraft(): Promise<RegistrationDraft> {
  const row = await getDb().meta.get(DRAFT_KEY);
  return row ? { ...emptyDraft(), ...(row.value as Partial<RegistrationDraft>) } : emptyDraft();
}

/** Merges `patch` into the stored draft in one transaction (two quick saves cannot lose one). */
export async function saveDraft(patch: Partial<RegistrationDraft>): Promise<RegistrationDraft> {
  const db = getDb();
  return db.transaction('rw', db.meta, async () => {
    const next = { ...(await readDraft()), ...patch, updatedAt: Date.now() };
    await db.meta.put({ key: DRAFT_KEY, value: next });
    return next;
  });
}

export async function clearDraft(): Promise<void> {
  await getDb().meta.delete(DRAFT_KEY);
}

/** The stored draft, live; undefined while it is being read. */
export function useDraft(): RegistrationDraft | undefined {
  return useLive(readDraft, []);
}

/** The signed-in member's id: a draft made by another account is not resumed. */
export function useSignedInId(): string | null {
  return useSyncExternalStore(subscribe, () => getMember()?.id ?? null);
}
