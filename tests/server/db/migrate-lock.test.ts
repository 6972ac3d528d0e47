// Issue 29: several server processes starting at once on one PostgreSQL database must never run
// the migrations twice or half. migrate() takes a transaction-scoped advisory lock.
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { openPostgres, type Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { connectAdmin, databaseUrl } from '../../support/test-db';

const name = `touchline_migrate_${randomBytes(5).toString('hex')}`;
const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
  const admin = await connectAdmin();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('migrations on one PostgreSQL database from several processes at once', () => {
  it('run once each, whichever process gets there first; the others find them done', async () => {
    const admin = await connectAdmin();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const dbs = await Promise.all([1, 2, 3, 4].map(() => openPostgres(databaseUrl(name))));
    opened.push(...dbs);
    const results = await Promise.allSettled(dbs.map((db) => migrate(db)));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const files = (await readdir(path.resolve(import.meta.dirname, '../../../server/db/migrations'))).filter((f) => f.endsWith('.sql')).sort();
    const applied = results.flatMap((r) => (r as PromiseFulfilledResult<string[]>).value);
    expect(applied.sort()).toEqual(files);
    const rows = await dbs[0]!.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files);
  });
});
