// Vitest global setup for the server tests: migrates ONE PGlite cluster and ONE PostgreSQL
// database per run and shares them as templates, so each test file starts from a copy
// (PGlite: a data-dir dump, ~4× faster than initdb + migrations; PostgreSQL: CREATE DATABASE
// … TEMPLATE) instead of migrating its own. test-db.ts falls back to migrating when unset.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, wrapPglite } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { adminUrl, connectAdmin, databaseUrl, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from './test-db';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'touchline-test-template-'));
  const lite = await PGlite.create();
  await migrate(wrapPglite(lite));
  const dump = path.join(dir, 'pglite.tar');
  await writeFile(dump, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
  await lite.close();
  process.env[PGLITE_TEMPLATE_ENV] = dump;

  const name = `touchline_template_${randomBytes(6).toString('hex')}`;
  const admin = await connectAdmin();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const db = await openPostgres(databaseUrl(name));
  await migrate(db);
  await db.close();
  process.env[PG_TEMPLATE_ENV] = name;

  return async () => {
    await rm(dir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
