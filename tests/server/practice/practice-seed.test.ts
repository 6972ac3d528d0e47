// The demo player's six weeks of practice (issue 21): a 6-week streak and its milestones on a
// fresh demo database, counted by the same domain rules the screens use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { DEMO_PLAYER } from '../../../server/db/seed/clubs';
import { seedDemo } from '../../../server/db/seed';
import { practiceDays } from '../../../server/areas/practice/repository';
import { localDay } from '../../../src/domain/practice/practice-days';
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
});
