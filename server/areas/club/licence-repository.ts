// Licences of a club (table club_licences, migration 007): given to members of the club only,
// never beyond the contract's total players.
import type { Queryable } from '../../db/db';
import { messages } from '../../../src/domain/permissions';
import type { LicenceAnswer } from '../../../src/domain/club/licence-schema';
import { HttpError } from '../../lib/http-error';

export async function setLicences(tx: Queryable, clubId: string, userIds: string[], licensed: boolean, by: string): Promise<LicenceAnswer> {
  let changed: number;
  if (licensed) {
    const rows = await tx.query(
      `INSERT INTO club_licences (club_id, user_id, assigned_by) SELECT $1, u, $3 FROM unnest($2::uuid[]) AS u ON CONFLICT DO NOTHING RETURNING user_id`,
      [clubId, userIds, by],
    );
    changed = rows.length;
  } else {
    changed = (await tx.query('DELETE FROM club_licences WHERE club_id = $1 AND user_id = ANY($2::uuid[]) RETURNING user_id', [clubId, userIds])).length;
  }
  const { n, limit } = await tx.one<{ n: number; limit: number | null }>(
    'SELECT (SELECT count(*) FROM club_licences WHERE club_id = $1)::int AS n, (SELECT total_players FROM contracts WHERE club_id = $1) AS limit',
    [clubId],
  );
  if (licensed && limit !== null && n > limit) throw new HttpError(409, 'player_limit_reached', messages.playerLimit);
  return { clubId, licensed: n, limit, changed };
}
