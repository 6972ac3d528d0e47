// Fresh databases for server tests: PGlite in memory, and a newly created database on the
// PostgreSQL service (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
// Every test file gets its own database, dropped afterwards. If PostgreSQL cannot be reached
// the suite fails with a clear message: it never skips silently.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createTestDb(kind: DbKind): Promise<Db> {
  if (kind === 'pglite') {
    const db = await openPglite(undefined);
    await migrate(db);
    return db;
  }
  const name = `touchline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${adminUrl()} (${(err as Error).message}). Start it with ` +
        `'pg_ctlcluster --skip-systemctl-redirect 15 main start' or set TEST_DATABASE_URL.`,
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  const close = db.close.bind(db);
  return {
    ...db,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
