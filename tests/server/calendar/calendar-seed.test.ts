// The demo club's calendar events (issue 23 item 3): a few over the coming weeks, club-wide and per
// team, one cancelled, one at-home practice with its core skill, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { seedDemo } from '../../../server/db/seed';
import { listEvents } from '../../../server/areas/calendar/event-repository';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo calendar on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('has club events over the coming weeks, one of them cancelled', async () => {
    const club = await db.one<{ id: string }>('SELECT id FROM clubs LIMIT 1');
    const teams = (await db.query<{ id: string }>('SELECT id FROM teams WHERE club_id = $1', [club.id])).map((t) => t.id);
    const now = Date.now();
    const events = await listEvents(db, club.id, teams, new Date(now), new Date(now + 42 * 86_400_000));
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.filter((e) => e.status === 'cancelled')).toHaveLength(1);
    expect(events.some((e) => e.teamId === null)).toBe(true);
    expect(events.some((e) => e.teamId !== null)).toBe(true);
    expect(events.find((e) => e.type === 'practice')?.coreSkill).toBe('Ball mastery');
  });
});
