// kysely as a pure query compiler: builders compile to { sql, parameters } and our own db layer
// (server/db/db.ts) runs them, on PGlite and on PostgreSQL alike. No second driver, no second
// pool: the DummyDriver is never asked to execute anything (execute() would answer no rows).
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Compilable } from 'kysely';
import type { Queryable } from '../../../db/db';
import type { AnalyticsTables } from './tables';

export const qb = new Kysely<AnalyticsTables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Compiles a builder and runs it through our db layer ($1, $2... placeholders, as both drivers take). */
export async function run<T>(db: Queryable, query: Compilable): Promise<T[]> {
  const compiled = query.compile();
  return db.query<T>(compiled.sql, compiled.parameters as unknown[]);
}
