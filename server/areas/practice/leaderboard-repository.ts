// The leaderboard's reads: the club's players (active, accepted player memberships of an active
// club) with their minutes in a range of practice days, and the club's season and name setting.
import type { Queryable } from '../../db/db';

export interface ClubPlayerMinutes {
  playerId: string;
  name: string;
  birth: string | null;
  minutes: number;
}

export async function clubPlayerMinutes(db: Queryable, clubId: string, from: string, to: string): Promise<ClubPlayerMinutes[]> {
  const rows = await db.query<{ id: string; first_name: string; last_name: string; birth: string | null; minutes: number | string }>(
    `WITH players AS (
       SELECT DISTINCT m.user_id FROM memberships m
       WHERE m.club_id = $1 AND m.role = 'player' AND m.active AND m.status = 'accepted'
     )
     SELECT u.id, u.first_name, u.last_name, to_char(u.date_of_birth, 'YYYY-MM-DD') AS birth,
            COALESCE((SELECT sum(e.minutes) FROM practice_entries e WHERE e.player_id = u.id AND e.day BETWEEN $2::date AND $3::date), 0)::int AS minutes
     FROM players p JOIN users u ON u.id = p.user_id AND u.active`,
    [clubId, from, to],
  );
  return rows.map((r) => ({ playerId: r.id, name: `${r.first_name} ${r.last_name}`.trim(), birth: r.birth, minutes: Number(r.minutes) }));
}

export async function leaderboardClub(db: Queryable, clubId: string): Promise<{ seasonStart: string | null; seasonEnd: string | null; initialsUnder13: boolean } | undefined> {
  const row = await db.maybeOne<{ season_start: string | null; season_end: string | null; leaderboard_initials_under13: boolean }>(
    `SELECT to_char(season_start, 'YYYY-MM-DD') AS season_start, to_char(season_end, 'YYYY-MM-DD') AS season_end, leaderboard_initials_under13 FROM clubs WHERE id = $1 AND active`,
    [clubId],
  );
  return row ? { seasonStart: row.season_start, seasonEnd: row.season_end, initialsUnder13: row.leaderboard_initials_under13 } : undefined;
}

/** The player's clubs (active player memberships), the first joined first: the default club of their leaderboard. */
export async function playerClubs(db: Queryable, playerId: string): Promise<string[]> {
  const rows = await db.query<{ club_id: string }>(
    `SELECT m.club_id FROM memberships m JOIN clubs c ON c.id = m.club_id AND c.active
     WHERE m.user_id = $1 AND m.role = 'player' AND m.active AND m.status = 'accepted' GROUP BY m.club_id ORDER BY min(m.created_at), m.club_id`,
    [playerId],
  );
  return rows.map((r) => r.club_id);
}
