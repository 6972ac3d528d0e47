// Issue 18, finding 4: the demo club (a super admin with a published password, fixed invite
// codes) is seeded on the embedded database only, unless asked for; production never seeds and
// refuses to start while demo accounts exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { loadConfig } from '../../server/config';
import { assertNoDemoAccounts, seedWanted } from '../../server/db/demo-policy';
import { STAFF } from '../../server/db/seed/clubs';
import { createUser } from '../support/factories';
import { createTestDb, DB_KINDS } from '../support/test-db';

describe('whether the demo club is seeded', () => {
  const PG = 'postgres://u@h/db';
  it('on the embedded database (PGlite) unless TOUCHLINE_SEED=false', () => {
    expect(seedWanted(loadConfig({}))).toBe(true);
    expect(seedWanted(loadConfig({ TOUCHLINE_SEED: 'true' }))).toBe(true);
    expect(seedWanted(loadConfig({ TOUCHLINE_SEED: 'false' }))).toBe(false);
  });

  it('on a DATABASE_URL only with TOUCHLINE_SEED=true', () => {
    expect(seedWanted(loadConfig({ DATABASE_URL: PG }))).toBe(false);
    expect(seedWanted(loadConfig({ DATABASE_URL: PG, TOUCHLINE_SEED: 'false' }))).toBe(false);
    expect(seedWanted(loadConfig({ DATABASE_URL: PG, TOUCHLINE_SEED: 'true' }))).toBe(true);
  });

  it('never in production', () => {
    expect(seedWanted(loadConfig({ TOUCHLINE_ENV: 'production' }))).toBe(false);
    expect(seedWanted(loadConfig({ TOUCHLINE_ENV: 'production', DATABASE_URL: PG }))).toBe(false);
  });
});

describe.each(DB_KINDS)('production start with demo accounts on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db?.close());

  it('passes on a database without demo accounts', async () => {
    await createUser(db, { email: 'real.person@example.test' });
    await expect(assertNoDemoAccounts(db)).resolves.toBeUndefined();
  });

  it('refuses, naming the accounts, once a demo account exists (in any letter case)', async () => {
    await createUser(db, { email: STAFF.superAdmin.email.toUpperCase() });
    await createUser(db, { email: STAFF.coach.email });
    await expect(assertNoDemoAccounts(db)).rejects.toThrowError(/TOUCHLINE_ENV=production[\s\S]*2 demo accounts[\s\S]*@touchline\.demo/);
  });
});
