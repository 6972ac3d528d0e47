// The demo club's two saved reports (issue 24 item 5) are valid definitions that draw something
// over the last 12 months, and the shared one agrees with the club overview's goals.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDefinitionSchema } from '../../../src/domain/analytics/report-definition';
import type { Db } from '../../../server/db/db';
import { seedDemo } from '../../../server/db/seed';
import { clubOverview } from '../../../server/areas/analytics/overview-repository';
import { checkDefinition, runDefinition } from '../../../server/areas/reports/run';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo reports on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('has a shared and a private report, each drawing rows', async () => {
    const rows = await db.query<{ club_id: string; name: string; visibility: string; definition: unknown }>('SELECT club_id, name, visibility, definition FROM reports ORDER BY name');
    expect(rows.map((r) => [r.name, r.visibility])).toEqual([
      ['Attendance by team', 'private'],
      ['Goals by month', 'club'],
    ]);
    for (const r of rows) {
      const def = v.parse(reportDefinitionSchema, typeof r.definition === 'string' ? JSON.parse(r.definition) : r.definition);
      const range = checkDefinition(def);
      const result = await runDefinition(db, { clubId: r.club_id, teamIds: null, playerId: null, range }, def);
      expect(result.rows.length).toBeGreaterThan(1);
      if (r.name === 'Goals by month') {
        const overview = await clubOverview(db, r.club_id, range);
        expect(result.rows.reduce((s, x) => s + (x.goalsFor ?? 0), 0)).toBe(overview.goals.for);
      }
    }
  });
});
