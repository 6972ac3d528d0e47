// The club area, under /api/v1/club.
import type { ClubDetailAnswer, ClubListAnswer } from '../domain/club/types';
import type { ClubListQuery } from '../domain/club/list-query';
import { api } from './client';

/** The user's clubs (every club for a super admin), filtered by name, sport, type and parent club. */
export const listClubs = (query: ClubListQuery = {}, o: { signal?: AbortSignal } = {}) =>
  api().get<ClubListAnswer>('/club', {
    query: { clubName: query.clubName || undefined, sportId: query.sportId || undefined, type: query.type, parentClubId: query.parentClubId, limit: query.limit, offset: query.offset },
    signal: o.signal,
  });

export const getClub = (clubId: string, o: { signal?: AbortSignal } = {}) =>
  api().get<ClubDetailAnswer>(`/club/${encodeURIComponent(clubId)}`, { signal: o.signal });
