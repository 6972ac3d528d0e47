// The training area, under /api/v1/training.
import type { TrainingListAnswer } from '../domain/training/types';
import { api } from './client';

export interface TrainingListQuery {
  /** ISO 8601 bounds on the start. */
  from?: string;
  to?: string;
  teamId?: string;
  playerId?: string;
}

export const listTraining = (clubId: string, query: TrainingListQuery = {}, o: { signal?: AbortSignal } = {}) =>
  api().get<TrainingListAnswer>(`/training/${encodeURIComponent(clubId)}`, { query: { ...query }, signal: o.signal });
