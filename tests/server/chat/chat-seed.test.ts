// The demo's locker room (issue 23 items 4 and 7): turned on, a group per team with a
// conversation, a staff group, and a direct conversation between the coach and the demo parent,
// who signs in to unread messages; every demo conversation passes the safeguarding rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { DEMO_PARENT } from '../../../server/db/seed/clubs';
import { seedDemo } from '../../../server/db/seed';
import { groupsFor, memberIdsOf, peopleIn, unreadCounts } from '../../../server/areas/chat/repository';
import { safeguardingProblem } from '../../../src/domain/chat/safeguarding';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo locker room on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('has team groups with conversation, a staff group and a direct conversation, all safe', async () => {
    const club = await db.one<{ id: string; locker_room_enabled: boolean }>('SELECT id, locker_room_enabled FROM clubs');
    expect(club.locker_room_enabled).toBe(true);
    const all = await db.query<{ id: string; kind: string; n: number }>('SELECT g.id, g.kind, (SELECT count(*)::int FROM chat_messages c WHERE c.group_id = g.id) AS n FROM chat_groups g ORDER BY kind');
    expect(all.filter((g) => g.kind === 'team')).toHaveLength(2);
    expect(all.map((g) => g.kind)).toEqual(expect.arrayContaining(['direct', 'group', 'team']));
    for (const g of all) expect(g.n).toBeGreaterThanOrEqual(2);
    for (const g of await groupsFor(db, club.id, [], true)) {
      const people = await peopleIn(db, club.id, await memberIdsOf(db, g));
      expect(safeguardingProblem(g.kind, people)).toBeNull();
    }
    const { id } = await db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_PARENT.email]);
    const mine = await groupsFor(db, club.id, [id], false);
    expect(mine.map((g) => g.kind)).toEqual(expect.arrayContaining(['direct', 'team']));
    const unread = await unreadCounts(
      db,
      mine.map((g) => g.id),
      id,
    );
    expect([...unread.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
