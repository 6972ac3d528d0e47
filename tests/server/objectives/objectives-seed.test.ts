// The demo's objectives (issue 21 item 7): the club's objectives to pick from, and two of the
// demo player's own with progress logged, open and due after today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { DEMO_PLAYER } from '../../../server/db/seed/clubs';
import { seedDemo } from '../../../server/db/seed';
import { listObjectives } from '../../../server/areas/objectives/repository';
import { objectiveProgress } from '../../../src/domain/objectives/progress';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo objectives on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('gives the demo club objectives to pick from and the demo player two with progress', async () => {
    const { id } = await db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_PLAYER.email]);
    const templates = await db.query('SELECT 1 FROM objectives');
    expect(templates.length).toBeGreaterThanOrEqual(4);
    const mine = await listObjectives(db, id);
    expect(mine).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    for (const o of mine) {
      expect(o.logs.length).toBeGreaterThanOrEqual(2);
      const p = objectiveProgress(o, today);
      expect(p.percent).toBeGreaterThan(0);
      expect(p.state).toBe('active');
    }
  });
});
