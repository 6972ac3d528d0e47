// The stored member (spec §3 "Session"), kept in localStorage under `touchlinemember`.
import type { RoleId } from './roles';

export const MEMBER_STORAGE_KEY = 'touchlinemember';
export const TOKEN_HEADER = 'touchlinetoken';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const API_BASE = '/api/v1';
/** Spec §9: the accent when the current club has no colour. */
export const FALLBACK_ACCENT = '#3ac8d5';

export interface MemberClub {
  clubId: string;
  colour: string | null;
}

export interface StoredMember {
  id: string;
  accessToken: string;
  roleId: RoleId;
  selectedChildId: string | null;
  clubId: string | null;
  clubs: MemberClub[];
}
