// What the last session answer said about the signed-in user beyond the stored member: name,
// memberships (clubs, teams, roles), children, and the team chosen in "select club/team".
// Kept in localStorage under `touchlineprofile` so the shell and the switch screen work offline.
// It belongs to one user: read back only for the member with the same id.
import type { ChildSummary, MembershipSummary, SessionAnswer, UserSummary } from '../domain/auth/types';

export const PROFILE_STORAGE_KEY = 'touchlineprofile';

export interface StoredProfile {
  user: UserSummary;
  memberships: MembershipSummary[];
  children: ChildSummary[];
  /** The team chosen for the current club, or null for all the user's teams. */
  teamId: string | null;
}

type Listener = (profile: StoredProfile | null) => void;
const listeners = new Set<Listener>();

let cache: { raw: string | null; profile: StoredProfile | null } = { raw: null, profile: null };

function readProfile(): StoredProfile | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PROFILE_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === cache.raw) return cache.profile;
  let profile: StoredProfile | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredProfile) : null;
    profile = parsed?.user && Array.isArray(parsed.memberships) && Array.isArray(parsed.children) ? parsed : null;
  } catch {
    profile = null;
  }
  cache = { raw, profile };
  return profile;
}

/** The stored profile when it belongs to `userId` (the signed-in member), else null. */
export function getProfile(userId: string | null | undefined): StoredProfile | null {
  if (!userId) return null;
  const profile = readProfile();
  return profile?.user.id === userId ? profile : null;
}

/**
 * The signed-in member's or one of their children's name ("Sam Lee"), as the profile has it:
 * the player a player or a parent answers for. Undefined when the profile does not know them.
 */
export function nameInProfile(userId: string | null | undefined, personId: string): string | undefined {
  const profile = getProfile(userId);
  const person = profile?.user.id === personId ? profile.user : profile?.children.find((c) => c.id === personId);
  return person ? `${person.firstName} ${person.lastName}`.trim() || undefined : undefined;
}

/** Changes the chosen team or the user flags after a password change; no-op without a profile. */
export function updateProfile(userId: string, patch: Partial<StoredProfile>): void {
  const current = getProfile(userId);
  if (current) setProfile({ ...current, ...patch });
}

export function setProfile(profile: StoredProfile): void {
  localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
  for (const l of [...listeners]) l(profile);
}

/** Stores a session answer's details, keeping the chosen team when it is still one of the user's. */
export function saveProfileFrom(answer: SessionAnswer): StoredProfile {
  const previous = getProfile(answer.user.id);
  const teamId = previous?.teamId && answer.memberships.some((m) => m.teamId === previous.teamId) ? previous.teamId : null;
  const profile: StoredProfile = { user: answer.user, memberships: answer.memberships, children: answer.children, teamId };
  setProfile(profile);
  return profile;
}

export function clearProfile(): void {
  try {
    localStorage.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  for (const l of [...listeners]) l(null);
}

export function subscribeProfile(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
