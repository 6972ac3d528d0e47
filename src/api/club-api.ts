// The club area, under /api/v1/club.
import type { ClubDetailAnswer, ClubListAnswer } from '../domain/club/types';
import { api } from './client';

export interface ClubListQuery {
  clubName?: string;
  limit?: number;
  offset?: number;
}

/** The user's clubs (every club for a super admin), optionally filtered by name. */
export const listClubs = (query: ClubListQuery = {}, o: { signal?: AbortSignal } = {}) =>
  api().get<ClubListAnswer>('/club', { query: { clubName: query.clubName || undefined, limit: query.limit, offset: query.offset }, signal: o.signal });

export const getClub = (clubId: string, o: { signal?: AbortSignal } = {}) =>
  api().get<ClubDetailAnswer>(`/club/${encodeURIComponent(clubId)}`, { signal: o.signal });
