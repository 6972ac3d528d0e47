// Filling a route's path (from app.routeTable) with the club world's real ids, for the sweeps
// that walk every route (the authorization matrix, the 5xx sweep). `:id` names the club in the
// club area and the target user elsewhere; an unknown parameter gets a fresh uuid.
import { randomUUID } from 'node:crypto';
import { PLAYER_FIXTURE_KINDS } from '../../src/domain/fixture/player-schemas';
import { TRAINING_FILE_SLOTS } from '../../src/domain/training/files';
import type { ClubWorld } from './club-world';

/** A fixture and a training session to name (the world's own, or a route's fresh pair). */
export interface SessionIds {
  fixtureId: string;
  trainingId: string;
}

export function pathValue(w: ClubWorld, url: string, name: string, sessions: SessionIds = w): string {
  switch (name) {
    case 'clubId':
      return w.clubA;
    case 'id':
      return url.startsWith('/api/v1/club') ? w.clubA : w.ids.target;
    case 'userId':
    case 'playerId':
      return w.ids.target;
    case 'fixtureId':
      return sessions.fixtureId;
    case 'trainingId':
      return sessions.trainingId;
    case 'teamId':
      return w.teamA;
    case 'guid':
      return w.invite.guid;
    case 'userType':
      return 'player';
    case 'slot':
      return TRAINING_FILE_SLOTS[0];
    case 'kind':
      return PLAYER_FIXTURE_KINDS[0];
    default:
      return randomUUID();
  }
}

/** The route's url with every `:param` filled; `over` replaces chosen ones. */
export const fillPath = (w: ClubWorld, url: string, sessions: SessionIds = w, over: Record<string, string> = {}): string =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => over[name] ?? pathValue(w, url, name, sessions));
