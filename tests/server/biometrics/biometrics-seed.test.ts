// The demo player's year of biometrics (issue 21 item 9): a history, growing fast, and no prompt
// yet, by the same domain rules the screen uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { DEMO_PLAYER } from '../../../server/db/seed/clubs';
import { seedDemo } from '../../../server/db/seed';
import { listBiometrics } from '../../../server/areas/biometrics/repository';
import { growingFast, growthPerYear, measurementDue } from '../../../src/domain/biometrics/growth';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo biometrics on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('gives the demo player a year of measurements, growing fast, none due', async () => {
    const { id } = await db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_PLAYER.email]);
    const rows = await listBiometrics(db, id);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows[rows.length - 1]!.measuredOn <= new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    expect(growingFast(growthPerYear(rows))).toBe(true);
    expect(measurementDue(rows, today)).toBe(false);
  });
});
