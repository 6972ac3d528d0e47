// The signed-in member's permissions in a club (issue 19): what the screens offer, hide, or refuse
// at once, by the table of src/domain/permissions.ts. The server decides; this only keeps the app
// from offering what it would refuse. Until the server has answered on this device, the stored
// session's roles in the club give the table's defaults. GET club/{id}/permissions/mine, asked
// whenever a screen using it opens online (at most every REFRESH_MS) and when the member comes
// back to the app, adds the club's overrides and the member's own, and is kept in the local store
// (meta), so it holds offline.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/api-error';
import { getProfile, subscribeProfile, type StoredProfile } from '../../../api/profile-store';
import { getMember, subscribe } from '../../../api/session-store';
import { getDb, type TouchlineDb } from '../../../db/database';
import { useLive } from '../../../db/use-live';
import type { MyPermissionsAnswer } from '../../../domain/club/permission-schemas';
import { effectivePermissions, isPermission, PERMISSION_NAMES, type Permission } from '../../../domain/permissions';
import { RoleId, roleNameById, type RoleName } from '../../../domain/roles';
import type { StoredMember } from '../../../domain/session';
import { useOnline } from '../../../ui/use-online';

/** A screen opened again within this long uses what was read (an admin's change shows on the next screen after it). */
const REFRESH_MS = 20_000;

interface StoredPermissions {
  permissions: Permission[];
  at: number;
}

export interface ClubPermissions {
  has(permission: Permission): boolean;
  permissions: readonly Permission[];
  /** Whether the server's answer (with the club's overrides) is known on this device. */
  fromServer: boolean;
}

/** The permissions behind the Clubs tab's screens: member lists, invites, club settings, permissions, upload. */
export const CLUB_ADMIN_PERMISSIONS: readonly Permission[] = ['members.view', 'invites.send', 'club.manage', 'permissions.manage', 'data.upload'];

export const permissionsKey = (userId: string, clubId: string): string => `club-permissions:${userId}:${clubId}`;

/**
 * The table's defaults for the member's roles in the club: every role the stored profile lists
 * there (the server grants their union), or without them the role the member works in; all for
 * a super admin.
 */
export function defaultPermissions(member: StoredMember | null, profile: StoredProfile | null, clubId: string | null | undefined): Permission[] {
  if (!member || !clubId) return [];
  if (member.roleId === RoleId.admin || profile?.user.isSuperAdmin) return [...PERMISSION_NAMES];
  const roles = new Set<RoleName>();
  for (const m of profile?.memberships ?? []) if (m.clubId === clubId) roles.add(m.role);
  const current = roleNameById[member.roleId as RoleId];
  if (roles.size === 0 && member.clubId === clubId && current && current !== 'admin') roles.add(current);
  return effectivePermissions([...roles]);
}

// Per database (a test's fresh one starts afresh): when each member's club was last asked, and
// the request in flight, so the several parts of a screen using the hook share one call.
interface Asking {
  at: number;
  pending: boolean;
  /** Asked for again (`now`) while a request was in flight: ask once more after it. */
  again: boolean;
}
const asked = new WeakMap<TouchlineDb, Map<string, Asking>>();

async function ask(db: TouchlineDb, userId: string, clubId: string): Promise<void> {
  let value: StoredPermissions;
  try {
    const answer = await api().get<MyPermissionsAnswer>(`/club/${encodeURIComponent(clubId)}/permissions/mine`);
    value = { permissions: answer.permissions.filter(isPermission), at: Date.now() };
  } catch (e) {
    // Refused (no longer a member, or the club withdrew even seeing it): nothing is allowed. Any
    // other failure (offline, 5xx) keeps what is known.
    if (!(isApiError(e) && e.status === 403)) return;
    value = { permissions: [], at: Date.now() };
  }
  // Signed out or switched user meanwhile: the answer was about someone else's session.
  if (getMember()?.id !== userId) return;
  await db.meta.put({ key: permissionsKey(userId, clubId), value });
}

/** `now`: ask even if asked within REFRESH_MS (still one request at a time). */
function refresh(db: TouchlineDb, userId: string, clubId: string, now = false): void {
  let byKey = asked.get(db);
  if (!byKey) asked.set(db, (byKey = new Map()));
  const key = permissionsKey(userId, clubId);
  const last = byKey.get(key);
  if (last?.pending) {
    if (now) last.again = true;
    return;
  }
  if (last && !now && Date.now() - last.at < REFRESH_MS) return;
  const entry: Asking = { at: Date.now(), pending: true, again: false };
  byKey.set(key, entry);
  void ask(db, userId, clubId)
    .catch(() => undefined)
    .finally(() => {
      entry.pending = false;
      entry.at = Date.now();
      if (entry.again) refresh(db, userId, clubId, true);
    });
}

/** The signed-in member's permissions in `clubId` (none without a club or a session). */
export function useClubPermissions(clubId: string | null | undefined): ClubPermissions {
  const member = useSyncExternalStore(subscribe, getMember);
  const profile = useSyncExternalStore(subscribeProfile, () => getProfile(member?.id));
  const online = useOnline();
  const userId = member?.id ?? null;
  const stored = useLive(async () => {
    if (!userId || !clubId) return null;
    const row = await getDb().meta.get(permissionsKey(userId, clubId));
    const value = row?.value as StoredPermissions | undefined;
    return Array.isArray(value?.permissions) ? value.permissions.filter(isPermission) : null;
  }, [userId, clubId]);
  useEffect(() => {
    if (!online || !userId || !clubId) return;
    const db = getDb();
    refresh(db, userId, clubId);
    // Back in the app (another app, the phone unlocked): an admin may have changed them meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh(db, userId, clubId, true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [online, userId, clubId]);
  const defaults = useMemo(() => defaultPermissions(member, profile, clubId), [member, profile, clubId]);
  return useMemo(() => {
    const permissions = stored ?? defaults;
    const set = new Set(permissions);
    return { permissions, has: (p: Permission) => set.has(p), fromServer: Boolean(stored) };
  }, [stored, defaults]);
}
