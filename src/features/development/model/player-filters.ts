// The development list's filters (team, position, trial status, active), applied on the device to
// the kept answer so they work with no signal.
import type { DevelopmentPlayerLine } from '../../../domain/development/profile-types';

export interface PlayerFilters {
  teamId: string;
  position: string;
  trial: 'all' | 'trial' | 'not_trial';
  active: 'all' | 'active' | 'inactive';
}

export const NO_FILTERS: PlayerFilters = { teamId: '', position: '', trial: 'all', active: 'active' };

export function filterPlayers(players: readonly DevelopmentPlayerLine[], f: PlayerFilters): DevelopmentPlayerLine[] {
  return players.filter(
    (p) =>
      (!f.teamId || p.teamId === f.teamId) &&
      (!f.position || p.position === f.position) &&
      (f.trial === 'all' || p.onTrial === (f.trial === 'trial')) &&
      (f.active === 'all' || p.active === (f.active === 'active')),
  );
}

/** The positions the players have, for the filter, sorted. */
export const positionsOf = (players: readonly DevelopmentPlayerLine[]): string[] => [...new Set(players.map((p) => p.position).filter((p): p is string => Boolean(p)))].sort();
