// The demo player's six weeks of practice (issue 21): a 6-week streak and its milestones on a
// fresh demo database, counted by the same domain rules the screens use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { DEMO_PLAYER } from '../../../server/db/seed/clubs';
import { seedDemo } from '../../../server/db/seed';
import { practiceDays } from '../../../server/areas/practice/repository';
import { clubPlayerMinutes } from '../../../server/areas/practice/leaderboard-repository';
import { addDays, localDay } from '../../../src/domain/practice/practice-days';
import { achievements, weeklyStreak } from '../../../src/domain/practice/streak';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo practice on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('gives the demo player six weeks of practice before this one', async () => {
    const { id } = await db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_PLAYER.email]);
    const { days, timeZone } = await practiceDays(db, id);
    expect(timeZone).toBe('Europe/London');
    const streak = weeklyStreak(days, localDay(timeZone));
    expect(streak.current).toBeGreaterThanOrEqual(6);
    expect(achievements(days).map((a) => a.key)).toEqual(expect.arrayContaining(['first-practice', 'streak-4']));
  });

  it('grades every U14 player with history, and gives the U14 practice to rank this season', async () => {
    const players = await db.query<{ id: string }>(
      `SELECT DISTINCT m.user_id AS id FROM memberships m JOIN teams t ON t.id = m.team_id WHERE t.name = 'U14' AND m.role = 'player' AND m.status = 'accepted'`,
    );
    expect(players.length).toBeGreaterThan(5);
    const graded = await db.query<{ player_id: string; skills: number; rows: number }>(
      `SELECT player_id, count(DISTINCT core_skill)::int AS skills, count(*)::int AS rows FROM core_skill_grades GROUP BY player_id`,
    );
    for (const p of players) {
      const g = graded.find((r) => r.player_id === p.id);
      expect(g?.skills).toBe(4);
      expect(g!.rows).toBeGreaterThan(g!.skills); // history: a skill graded more than once
    }
    const { clubId } = await db.one<{ clubId: string }>(`SELECT club_id AS "clubId" FROM teams WHERE name = 'U14'`);
    const minutes = await clubPlayerMinutes(db, clubId, addDays(localDay('Europe/London'), -30), localDay('Europe/London'));
    expect(minutes.filter((m) => m.minutes > 0).length).toBeGreaterThan(3);
  });
});
