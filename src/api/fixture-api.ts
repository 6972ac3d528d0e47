// The fixture area, under /api/v1/fixture.
import type { FixtureListAnswer } from '../domain/fixture/types';
import { api } from './client';

export interface FixtureListQuery {
  /** ISO 8601 bounds on the kick-off. */
  from?: string;
  to?: string;
  teamId?: string;
  playerId?: string;
  limit?: number;
}

export const listFixtures = (clubId: string, query: FixtureListQuery = {}, o: { signal?: AbortSignal } = {}) =>
  api().get<FixtureListAnswer>(`/fixture/${encodeURIComponent(clubId)}`, { query: { ...query }, signal: o.signal });
