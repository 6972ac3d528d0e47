// What the last session answer said about the signed-in user beyond the stored member: name,
// memberships (clubs, teams, roles), children, and the team chosen in "select club/team".
// Kept in localStorage under `touchlineprofile` so the shell and the switch screen work offline.
// It belongs to one user: read back only for the member with the same id.
// `clubs` keeps what the app read about clubs the session answer does not describe in full: a
// club a super admin works in without a membership (its name and colour), and every team of a
// club whose admin may act for any of its teams (the session answer names only the user's own).
import type { ChildSummary, MembershipSummary, SessionAnswer, UserSummary } from '../domain/auth/types';

export const PROFILE_STORAGE_KEY = 'touchlineprofile';

export interface StoredProfile {
  user: UserSummary;
  memberships: MembershipSummary[];
  children: ChildSummary[];
  /** The team chosen for the current club, or null for all the user's teams. */
  teamId: string | null;
  /** Clubs read with GET club/{id}, newest last; absent in profiles stored before it existed. */
  clubs?: KnownClub[];
}

export interface KnownClub {
  clubId: string;
  clubName: string;
  colour: string | null;
  teams: { id: string; name: string }[];
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
    // An unreadable list of clubs costs only what it held: they are read again when needed.
    if (profile && profile.clubs !== undefined && !Array.isArray(profile.clubs)) profile = { ...profile, clubs: undefined };
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

/**
 * Stores a session answer's details, keeping the chosen team when it is still one of the user's,
 * and the clubs read before (the answer does not carry them).
 */
export function saveProfileFrom(answer: SessionAnswer): StoredProfile {
  const previous = getProfile(answer.user.id);
  const teamId = previous?.teamId && answer.memberships.some((m) => m.teamId === previous.teamId) ? previous.teamId : null;
  const profile: StoredProfile = { user: answer.user, memberships: answer.memberships, children: answer.children, teamId };
  if (previous?.clubs?.length) profile.clubs = previous.clubs;
  setProfile(profile);
  return profile;
}

/** `clubs` with what is known about one club added or replaced. */
export const withKnownClub = (clubs: KnownClub[] | undefined, club: KnownClub): KnownClub[] => [...(clubs ?? []).filter((c) => c.clubId !== club.clubId), club];

/** Adds or replaces what is known about one club; no-op without a profile. */
export function rememberKnownClub(userId: string, club: KnownClub): void {
  const current = getProfile(userId);
  if (current) setProfile({ ...current, clubs: withKnownClub(current.clubs, club) });
}

export const knownClub = (profile: StoredProfile | null, clubId: string | null | undefined): KnownClub | undefined =>
  clubId ? profile?.clubs?.find((c) => c.clubId === clubId) : undefined;

/** The club's name as the profile has it: from a membership, else from a club read before. */
export function clubNameIn(profile: StoredProfile | null, clubId: string | null | undefined): string | null {
  if (!clubId) return null;
  return profile?.memberships.find((m) => m.clubId === clubId)?.clubName ?? knownClub(profile, clubId)?.clubName ?? null;
}

/**
 * The teams of a club the user may pick (the add forms, the upload): their own teams there, and
 * with `wholeClub` (a club admin or super admin, whom the server lets act for any team of the
 * club) every team of the club known on this device too.
 */
export function teamsIn(profile: StoredProfile | null, clubId: string | null | undefined, wholeClub: boolean): { id: string; name: string }[] {
  const teams: { id: string; name: string }[] = [];
  if (!clubId) return teams;
  for (const m of profile?.memberships ?? []) {
    if (m.clubId === clubId && m.teamId && !teams.some((x) => x.id === m.teamId)) teams.push({ id: m.teamId, name: m.teamName ?? '' });
  }
  if (wholeClub) {
    const others = (knownClub(profile, clubId)?.teams ?? []).filter((t) => !teams.some((x) => x.id === t.id));
    teams.push(...others.sort((a, b) => a.name.localeCompare(b.name)));
  }
  return teams;
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
