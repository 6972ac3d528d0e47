// The demo club's overviews have a shape (issue 24 item 5): results and goals from its played
// games, three star players by man-of-the-match awards (the report's column, as the report call
// stores it), training minutes per core skill from the past sessions' drills, and practice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { seedDemo } from '../../../server/db/seed';
import { clubOverview, teamOverview } from '../../../server/areas/analytics/overview-repository';
import { createTestDb, DB_KINDS } from '../../support/test-db';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe.each(DB_KINDS)('demo analytics on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('gives the club and the U14 overviews something to show over the last 12 months', async () => {
    const club = await db.one<{ id: string }>('SELECT id FROM clubs');
    const range = { startDate: day(364), endDate: day(0) };
    const o = await clubOverview(db, club.id, range);
    expect(o.results.played).toBeGreaterThanOrEqual(10);
    expect(o.results.won * o.results.drawn * o.results.lost).toBeGreaterThan(0);
    expect(o.goals.for).toBeGreaterThan(0);
    expect(o.attendance.games).toBeGreaterThan(50);
    expect(o.attendance.sessions).toBeGreaterThan(50);
    expect(o.starPlayers).toHaveLength(3);
    expect(o.starPlayers[0]!.motmAwards).toBeGreaterThanOrEqual(2);
    const u14 = o.teams.find((t) => t.name === 'U14')!;
    const t = await teamOverview(db, club.id, u14.teamId, 'U14', range);
    expect(t.form).toHaveLength(5);
    expect(t.trainingMinutes.length).toBeGreaterThanOrEqual(3);
    expect(t.trainingMinutes.find((s) => s.coreSkill === 'Ball mastery')?.minutes).toBeGreaterThan(0);
    expect(t.practiceMinutes).toBeGreaterThan(0);
    expect(t.players.some((p) => p.cards > 0)).toBe(true);
    // Minutes played by the reducer over the demo's recorded games (substitutions included).
    expect(t.players.filter((p) => p.minutesPlayed > 0).length).toBeGreaterThan(10);
  });
});
