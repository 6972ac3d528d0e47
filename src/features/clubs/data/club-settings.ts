// Club settings (spec §2 Club administration): edit the club (PUT club/{id}), personalisation
// (badge, colours), email template ids (GET/PUT club/{id}/emails) and the permission table per
// role (GET/PUT club/{id}/permissions) and per member (GET/PUT user/{id}/permissions). Online admin calls like the club list and the wizard: the
// answer is what the admin goes on with. After a colour change the stored member's club colour
// is updated, so the app's accent (src/ui/accent.ts) follows the current club at once.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../../../api/client';
import { getClub } from '../../../api/club-api';
import { getProfile, subscribeProfile } from '../../../api/profile-store';
import { getMember, subscribe, updateMember } from '../../../api/session-store';
import type { EmailTemplateKind } from '../../../domain/club/club-schema';
import type { MemberListAnswer } from '../../../domain/club/member-schemas';
import type { ClubPermissionsAnswer, UserPermissionsAnswer } from '../../../domain/club/permission-schemas';
import type { ClubDetailAnswer } from '../../../domain/club/types';
import type { Permission } from '../../../domain/permissions';
import type { RoleName } from '../../../domain/roles';
import { useCall } from '../../../ui/use-call';
import { administers } from '../../access/data/work-in-club';

const club = (clubId: string) => `/club/${encodeURIComponent(clubId)}`;

export type EmailTemplates = Record<EmailTemplateKind, string | null>;
export type RoleOverrides = Partial<Record<RoleName, Partial<Record<Permission, boolean | null>>>>;

export const updateClub = (clubId: string, body: Record<string, unknown>) => api().put<{ club: Record<string, unknown> }>(club(clubId), { body });
export const getEmailTemplates = (clubId: string, signal?: AbortSignal) => api().get<{ templates: EmailTemplates }>(`${club(clubId)}/emails`, { signal });
export const putEmailTemplates = (clubId: string, templates: Partial<EmailTemplates>) => api().put<{ templates: EmailTemplates }>(`${club(clubId)}/emails`, { body: { templates } });
export const getClubPermissions = (clubId: string, signal?: AbortSignal) => api().get<ClubPermissionsAnswer>(`${club(clubId)}/permissions`, { signal });
export const putClubPermissions = (clubId: string, roles: RoleOverrides) => api().put<ClubPermissionsAnswer>(`${club(clubId)}/permissions`, { body: { roles } });
export const getUserPermissions = (userId: string, clubId: string, signal?: AbortSignal) =>
  api().get<UserPermissionsAnswer>(`/user/${encodeURIComponent(userId)}/permissions`, { query: { clubId }, signal });
export const putUserPermissions = (userId: string, clubId: string, permissions: Partial<Record<Permission, boolean | null>>) =>
  api().put<UserPermissionsAnswer>(`/user/${encodeURIComponent(userId)}/permissions`, { body: { clubId, permissions } });

/** Runs `load` on mount and on reload(); the loading flag covers the first answer too. */
function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const call = useCall(load);
  const { run } = call;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run, key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { loading: call.loading || (call.data === undefined && !call.error), error: call.error, data: call.data, reload };
}

export function useClubDetail(clubId: string) {
  return useLoad((signal: AbortSignal) => getClub(clubId, { signal }), clubId) as ReturnType<typeof useLoad<ClubDetailAnswer>>;
}

export function useEmailTemplates(clubId: string) {
  return useLoad((signal: AbortSignal) => getEmailTemplates(clubId, signal), clubId);
}

export function useClubPermissions(clubId: string) {
  return useLoad((signal: AbortSignal) => getClubPermissions(clubId, signal), clubId);
}

/** One member's own overrides in the club (GET user/{id}/permissions); nothing is asked before a member is chosen. */
export function useUserPermissions(clubId: string, userId: string) {
  const call = useCall((signal: AbortSignal) => getUserPermissions(userId, clubId, signal));
  const { run } = call;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run, clubId, userId, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  // An answer for another member (the one chosen before) is never shown as this one's.
  const data = call.data && call.data.userId === userId && call.data.clubId === clubId ? call.data : undefined;
  return { loading: Boolean(userId) && (call.loading || (data === undefined && !call.error)), error: userId ? call.error : undefined, data, reload };
}

export function useClubUsers(clubId: string) {
  const load = useLoad((signal: AbortSignal) => api().get<MemberListAnswer>(`${club(clubId)}/users`, { query: { limit: 200 }, signal }), clubId);
  return { ...load, members: load.data?.members ?? [] };
}

export const useUpdateClub = () => useCall(updateClub);
export const usePutEmailTemplates = () => useCall(putEmailTemplates);
export const usePutClubPermissions = () => useCall(putClubPermissions);
export const usePutUserPermissions = () => useCall(putUserPermissions);

/**
 * Whether the signed-in user administers the club: a super admin, or a club admin of it. The
 * screens only hide what the server would refuse; the server decides (club.manage).
 */
export function useIsClubAdmin(clubId: string): boolean {
  const key = useSyncExternalStore(subscribeProfile, () => (administers(getProfile(getMember()?.id), clubId) ? 'yes' : 'no'));
  useSyncExternalStore(subscribe, () => getMember()?.id ?? null);
  return key === 'yes';
}

/** Keeps the stored club colour (and so the accent) on the club's new primary colour. */
export function followClubColour(clubId: string, colour: string | null): void {
  const member = getMember();
  if (!member) return;
  const known = member.clubs.some((c) => c.clubId === clubId);
  if (!known) return;
  updateMember({ clubs: member.clubs.map((c) => (c.clubId === clubId ? { ...c, colour } : c)) });
}

/** Bytes as base64 for the JSON body. */
export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
