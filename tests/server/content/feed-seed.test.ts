// The demo's club feed (issue 23 item 2): posts to the club and to each team, one with a U14
// result, every one with likes and comments, all in the past.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { seedDemo } from '../../../server/db/seed';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo feed on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('has posts with likes and comments, club-wide and per team, one linking a result', async () => {
    const posts = await db.query<{ id: string; team: string | null; fixture_id: string | null; likes: number; comments: number; past: boolean }>(
      `SELECT p.id, t.name AS team, p.fixture_id, (SELECT count(*)::int FROM content_likes l WHERE l.post_id = p.id) AS likes,
              (SELECT count(*)::int FROM content_comments c WHERE c.post_id = p.id) AS comments, p.created_at < now() AS past
         FROM content_posts p LEFT JOIN teams t ON t.id = p.team_id ORDER BY p.created_at`,
    );
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(posts.map((p) => p.team))).toEqual(new Set([null, 'U10', 'U14']));
    expect(posts.filter((p) => p.fixture_id)).toHaveLength(1);
    for (const p of posts) {
      expect(p.likes).toBeGreaterThan(0);
      expect(p.comments).toBeGreaterThan(0);
      expect(p.past).toBe(true);
    }
  });
});
