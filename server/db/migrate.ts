// Applies server/db/migrations/*.sql in name order, once each, recorded in schema_migrations.
// The same files run on PGlite and PostgreSQL, so they use plain PostgreSQL SQL only.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock migrations hold (any fixed number; only migrate() takes it). */
const MIGRATION_LOCK = 7_283_001;

// All pending files in one transaction under a transaction-scoped advisory lock: several server
// processes starting at once on one PostgreSQL database queue here, and each after the first finds
// the files done (without the lock they raced on CREATE TABLE and failed half-way). One
// transaction also means a failing file leaves the database as it was, not half-migrated.
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const sql = new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f), 'utf8')] as const)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      for (const statement of splitStatements(sql.get(file)!)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

// Statements are separated by a line holding only ';' or a ';' at the end of a line; migrations
// avoid dollar-quoted bodies so this stays simple.
function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
