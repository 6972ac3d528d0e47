// The demo's development data (issue 21 items 5-6): the U14 players have five characteristic
// words, match ratings from the coach and a rating history, so the demo player's profile shows a
// breakdown with a change since last month on first start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { DEMO_PLAYER } from '../../../server/db/seed/clubs';
import { seedDemo } from '../../../server/db/seed';
import { developmentProfile } from '../../../server/areas/development/repository';
import { CHARACTERISTIC_WORDS } from '../../../src/domain/characteristics';
import { computeRating } from '../../../src/domain/rating/rating';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo development data on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it("gives the demo player words, match ratings and a rating with last month's change", async () => {
    const { id } = await db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_PLAYER.email]);
    const club = await db.one<{ club_id: string; team_id: string; name: string; ss: string; se: string }>(
      `SELECT m.club_id, m.team_id, t.name, to_char(k.season_start, 'YYYY-MM-DD') AS ss, to_char(k.season_end, 'YYYY-MM-DD') AS se
         FROM memberships m JOIN teams t ON t.id = m.team_id JOIN clubs k ON k.id = m.club_id WHERE m.user_id = $1 AND m.role = 'player'`,
      [id],
    );
    const p = await developmentProfile(db, id, { clubId: club.club_id, teamId: club.team_id, teamName: club.name, onTrial: false, active: true, seasonStart: club.ss, seasonEnd: club.se, threshold: 50 }, true);
    expect(p.words).toHaveLength(5);
    for (const w of p.words) expect(CHARACTERISTIC_WORDS).toContain(w);
    expect(p.details.favouriteSkill).toBeTruthy();
    expect(p.matchRatings.length).toBeGreaterThan(0);
    expect(p.grades.length).toBeGreaterThan(0);
    expect(p.rating.rating).toBe(computeRating(p.rating.inputs).rating);
    expect(p.rating.change).not.toBeNull();
    expect(p.rating.history.length).toBe(6);
    const u14 = await db.query<{ n: number }>(
      `SELECT count(DISTINCT s.player_id)::int AS n FROM player_rating_snapshots s JOIN memberships m ON m.user_id = s.player_id AND m.team_id = $1`,
      [club.team_id],
    );
    expect(u14[0]!.n).toBeGreaterThan(5);
  });
});
