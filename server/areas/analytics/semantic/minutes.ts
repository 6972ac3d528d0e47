// Minutes played (migration 016): the match reducer's minutes per player and game, kept in
// fixture_player_minutes for the SQL to sum. Before a query that needs them, the ended games in
// scope whose version changed (or that were never worked out) are reduced again from their
// events and line-up (loadLiveSnapshot, as the live stream reduces them). Upserts, so two
// requests refreshing the same game at once both succeed with the same rows.
import type { Db } from '../../../db/db';
import { rangeInstants } from '../../../../src/domain/analytics/date-range';
import { reduceMatch } from '../../../../src/domain/fixture/match-reducer';
import { loadLiveSnapshot } from '../../fixture/live-repository';
import type { Scope } from './facts';

/** What the stored minutes were worked out from: any change to the game, its events or its line-up changes it. */
const VERSION = `f.updated_at::text
  || '|' || (SELECT count(*)::text || '|' || COALESCE(max(e.recorded_at)::text, '') || '|' || COALESCE(max(e.created_at)::text, '') FROM fixture_events e WHERE e.fixture_id = f.id)
  || '|' || (SELECT COALESCE(max(a.updated_at)::text, '') FROM fixture_attendance a WHERE a.fixture_id = f.id)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function refreshMinutes(db: Db, s: Scope): Promise<number> {
  const { from, to } = rangeInstants(s.range);
  const stale = await db.query<{ id: string; version: string }>(
    `SELECT f.id, v.version FROM fixtures f
       CROSS JOIN LATERAL (SELECT ${VERSION} AS version) v
       LEFT JOIN fixture_minutes_state st ON st.fixture_id = f.id
      WHERE f.club_id = $1 AND f.status = 'ended' AND f.active AND f.kickoff_at >= $2::timestamptz AND f.kickoff_at < $3::timestamptz
        AND ($4::uuid[] IS NULL OR f.team_id = ANY($4::uuid[]))
        AND st.version IS DISTINCT FROM v.version`,
    [s.clubId, from, to, s.teamIds ? [...s.teamIds] : null],
  );
  for (const f of stale) {
    const snap = await loadLiveSnapshot(db, s.clubId, f.id);
    if (!snap) continue;
    const state = reduceMatch(snap.events, snap.setup);
    // Ids come from events' data too (a substitution's offId): only real ids can be users.
    const players = Object.keys(state.secondsPlayed).filter((p) => UUID.test(p));
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO fixture_player_minutes (fixture_id, player_id, seconds, minutes)
         SELECT $1, p, s, m FROM unnest($2::uuid[], $3::int[], $4::int[]) AS x(p, s, m)
         -- A player id the reducer met that is no user (a typo'd event) has nothing to count.
         WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = x.p)
         ON CONFLICT (fixture_id, player_id) DO UPDATE SET seconds = EXCLUDED.seconds, minutes = EXCLUDED.minutes`,
        [f.id, players, players.map((p) => Math.round(state.secondsPlayed[p]!)), players.map((p) => state.minutesPlayed[p] ?? 0)],
      );
      await tx.query('DELETE FROM fixture_player_minutes WHERE fixture_id = $1 AND NOT (player_id = ANY($2::uuid[]))', [f.id, players]);
      await tx.query(
        `INSERT INTO fixture_minutes_state (fixture_id, version, played_seconds) VALUES ($1, $2, $3)
         ON CONFLICT (fixture_id) DO UPDATE SET version = EXCLUDED.version, played_seconds = EXCLUDED.played_seconds, computed_at = now()`,
        [f.id, f.version, Math.round(state.playedSeconds)],
      );
    });
  }
  return stale.length;
}
