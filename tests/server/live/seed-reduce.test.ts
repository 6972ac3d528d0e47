// The match reducer over the demo seed's played fixtures: the score it derives from the events
// equals the stored result, the clock reached full time, and nobody played longer than the match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { seedDemo } from '../../../server/db/seed';
import { loadLiveSnapshot } from '../../../server/areas/fixture/live-repository';
import { reduceMatch } from '../../../src/domain/fixture/match-reducer';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('match reducer over the demo seed on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('derives each played fixture’s stored result from its events', async () => {
    const played = await db.query<{ id: string; club_id: string; goals_for: number; goals_against: number; match_length: number }>(
      `SELECT id, club_id, goals_for, goals_against, match_length FROM fixtures WHERE status = 'ended'`,
    );
    expect(played.length).toBeGreaterThan(0);
    for (const f of played) {
      const snap = (await loadLiveSnapshot(db, f.club_id, f.id))!;
      const s = reduceMatch(snap.events, snap.setup);
      expect(s.score).toEqual({ ours: f.goals_for, theirs: f.goals_against });
      expect(s.phase).toBe('full_time');
      expect(s.playedSeconds).toBe(f.match_length * 60);
      expect(Math.max(...Object.values(s.secondsPlayed))).toBeLessThanOrEqual(s.playedSeconds);
      expect(s.issues).toEqual([]);
      expect(s.onPitch).toHaveLength(snap.setup.starters!.length);
    }
  });
});
