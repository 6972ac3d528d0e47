// 'Player Limit Reached' (spec §6): a club's contract caps its active players (total players);
// adding players beyond it is refused. Checked inside the write's transaction.
import type { Queryable } from '../../db/db';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../../src/domain/permissions';
import { playerCapacity } from './member-repository';

export async function assertPlayerCapacity(db: Queryable, clubId: string, adding: number): Promise<void> {
  if (adding <= 0) return;
  const { players, limit } = await playerCapacity(db, clubId);
  if (limit !== null && players + adding > limit) throw new HttpError(409, 'player_limit_reached', messages.playerLimit);
}
