// A profile the signed-in person may edit (their own, or a child's as their parent), kept in the
// profiles table so the screen reads the device first and works with no signal. Every edit is one
// local write: the row changes together with its outbox entry (PUT user/{id} for the details,
// PUT user/{id}/preferences for the contact preferences and language), and the engine sends it in
// order on the person's stream. A pull refreshes the row; one with a queued edit is left alone.
import { isApiError } from '../../../api/api-error';
import { getDb } from '../../../db/database';
import type { EmergencyContactRow, ProfileRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import type { UserProfileAnswer } from '../../../domain/user/profile-schema';
import { applyTo, createGetter, PullError } from '../../../sync/pull';

/** The row the screens read (components never import the database). */
export type StoredProfile = ProfileRow;
export type EmergencyContact = EmergencyContactRow;

const userPath = (id: string) => `/user/${encodeURIComponent(id)}`;
const stream = (id: string) => `profile:${id}`;

export function useStoredProfile(id: string | null): ProfileRow | null | undefined {
  return useLiveTable('profiles', async () => (id ? ((await getDb().profiles.get(id)) ?? null) : null), [id]);
}

/** The server refused the pull (403): the caller may not see this profile at all. */
export const pullRefused = (e: unknown): boolean => (e instanceof PullError || isApiError(e)) && e.status === 403;

/**
 * Fetches the profile with its emergency contacts and medical information (the member's and a
 * parent's to read) and stores it. `own`: GET user/profile, else GET user/{id}. Rejects when
 * offline or refused; the stored row stays as it was.
 */
export async function pullProfile(id: string, own: boolean): Promise<void> {
  const db = getDb();
  const get = createGetter(db);
  const [answer, emergency, medical] = await Promise.all([
    get<UserProfileAnswer>(own ? '/user/profile' : userPath(id)),
    get<{ emergency: ProfileRow['emergency'] }>(`${userPath(id)}/emergency`),
    get<{ medical: { information?: string } }>(`${userPath(id)}/medical`),
  ]);
  const u = answer.user;
  const row: ProfileRow = {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    countryCode: u.countryCode,
    telephone: u.telephone,
    dateOfBirth: u.dateOfBirth,
    bio: typeof u.profile.bio === 'string' ? u.profile.bio : '',
    emergency: emergency.emergency ?? [],
    medical: medical.medical?.information ?? '',
    notifications: u.preferences?.notifications ?? {},
    language: (u.preferences?.language as ProfileRow['language']) ?? null,
    updatedAt: new Date().toISOString(),
  };
  await applyTo(db)('profiles', [row]);
}

/** The fields the details form edits, as PUT user/{id} takes them. */
export type ProfileDetails = Pick<ProfileRow, 'firstName' | 'lastName' | 'countryCode' | 'telephone' | 'dateOfBirth' | 'bio' | 'emergency' | 'medical'>;

export async function saveProfileDetails(current: ProfileRow, details: ProfileDetails): Promise<void> {
  const next: ProfileRow = {
    ...current,
    ...details,
    updatedAt: new Date().toISOString(),
  };
  await localWrite([{ table: 'profiles', put: next }], {
    method: 'PUT',
    path: `/api/v1${userPath(current.id)}`,
    body: {
      firstName: details.firstName,
      lastName: details.lastName,
      countryCode: details.countryCode,
      telephone: details.telephone,
      dateOfBirth: details.dateOfBirth,
      bio: details.bio,
      emergency: details.emergency,
      medical: { information: details.medical },
    },
    stream: stream(current.id),
    describe: {
      action: 'profile.update',
      subject: `${details.firstName} ${details.lastName}`.trim(),
    },
  });
}

export async function savePreferences(current: ProfileRow, notifications: ProfileRow['notifications'], language: ProfileRow['language']): Promise<void> {
  const next: ProfileRow = {
    ...current,
    notifications,
    language,
    updatedAt: new Date().toISOString(),
  };
  await localWrite([{ table: 'profiles', put: next }], {
    method: 'PUT',
    path: `/api/v1${userPath(current.id)}/preferences`,
    body: { preferences: notifications, language },
    stream: stream(current.id),
    describe: {
      action: 'profile.preferences',
      subject: `${current.firstName} ${current.lastName}`.trim(),
    },
  });
}
