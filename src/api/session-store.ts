// The stored member (spec §3 "Session") in localStorage under `touchlinemember`.
// Every reader goes through here so listeners hear about every change: the shell re-renders,
// and the sync layer mirrors the member into IndexedDB for the service worker (which cannot
// read localStorage). Changes made by other tabs arrive through the `storage` event.
import { MEMBER_STORAGE_KEY, type StoredMember } from '../domain/session';

type Listener = (member: StoredMember | null) => void;

const listeners = new Set<Listener>();

function isStoredMember(value: unknown): value is StoredMember {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return typeof m.id === 'string' && typeof m.accessToken === 'string' && typeof m.roleId === 'number' && Array.isArray(m.clubs);
}

// Parsed once per stored string, so unchanged storage gives the same object (React's
// useSyncExternalStore needs a stable snapshot).
let cache: { raw: string | null; member: StoredMember | null } = { raw: null, member: null };

/** The stored member, or null when there is none or what is stored cannot be read. */
export function getMember(): StoredMember | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(MEMBER_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode): behave as signed out
  }
  if (raw === cache.raw) return cache.member;
  let member: StoredMember | null = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      member = isStoredMember(parsed) ? parsed : null;
    } catch {
      member = null;
    }
  }
  cache = { raw, member };
  return member;
}

function notify(member: StoredMember | null) {
  for (const listener of [...listeners]) listener(member);
}

export function setMember(member: StoredMember): void {
  localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member));
  notify(member);
}

/** Changes some fields of the stored member (club, role, child); no-op when signed out. */
export function updateMember(patch: Partial<Omit<StoredMember, 'id' | 'accessToken'>>): StoredMember | null {
  const current = getMember();
  if (!current) return null;
  const next = { ...current, ...patch };
  setMember(next);
  return next;
}

export function clearMember(): void {
  try {
    localStorage.removeItem(MEMBER_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  notify(null);
}

/** Calls `listener` with the new member (or null) after every change; returns unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab signed in, switched club or signed out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === MEMBER_STORAGE_KEY || event.key === null) notify(getMember());
  });
}
