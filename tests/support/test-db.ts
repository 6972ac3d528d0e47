// Fresh databases for server tests: PGlite in memory, and a newly created database on the
// PostgreSQL service (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
// Every test file gets its own database, dropped afterwards. If PostgreSQL cannot be reached
// the suite fails with a clear message: it never skips silently. Under vitest both start from
// the run's migrated templates (tests/support/db-templates.ts); elsewhere they are migrated here.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

export const PGLITE_TEMPLATE_ENV = 'TOUCHLINE_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'TOUCHLINE_TEST_PG_TEMPLATE';

export const adminUrl = (): string => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function connectAdmin(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${adminUrl()} (${(err as Error).message}). Start it with ` +
        `'pg_ctlcluster --skip-systemctl-redirect 15 main start' or set TEST_DATABASE_URL.`,
    );
  }
  return admin;
}

let pgliteDump: Promise<Blob> | undefined;

export async function createTestDb(kind: DbKind): Promise<Db> {
  if (kind === 'pglite') {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (template) {
      pgliteDump ??= readFile(template).then((b) => new Blob([b]));
      return openPglite(undefined, { loadDataDir: await pgliteDump });
    }
    const db = await openPglite(undefined);
    await migrate(db);
    return db;
  }
  return (await createTestPostgres()).db;
}

/** A fresh PostgreSQL database and its address (for a server in another process); dropped on close. */
export async function createTestPostgres(): Promise<{ db: Db; url: string }> {
  const name = `touchline_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[PG_TEMPLATE_ENV];
  const admin = await connectAdmin();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(name);
  const db = await openPostgres(url);
  if (!template) await migrate(db);
  const close = db.close.bind(db);
  return {
    url,
    db: {
      ...db,
      close: async () => {
        await close();
        const dropper = new pg.Client({ connectionString: adminUrl() });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    },
  };
}
