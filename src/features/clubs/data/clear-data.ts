// Clearing a club's uploaded data (DELETE club/{clubId}/upload): players, parents and/or teams.
// Online only and asked first on the screen; the server removes the memberships and retires the
// teams in one transaction.
import { api } from '../../../api/client';
import type { ClearDataAnswer } from '../../../domain/club/upload-schema';
import { useCall } from '../../../ui/use-call';

export interface ClearChoice {
  players: boolean;
  parents: boolean;
  teams: boolean;
}

export const clearData = (clubId: string, choice: ClearChoice) => api().delete<ClearDataAnswer>(`/club/${encodeURIComponent(clubId)}/upload`, { body: { ...choice } });

export function useClearData(clubId: string) {
  return useCall((choice: ClearChoice) => clearData(clubId, choice));
}
