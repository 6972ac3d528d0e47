// One database interface over PGlite (embedded, the default) and node-postgres (DATABASE_URL).
// Repositories only see `Queryable`, so the same SQL runs on both. Placeholders are $1, $2, ...
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T>;
  maybeOne<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: commit when it resolves, roll back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * LISTENs on a channel (a plain lower-case identifier); NOTIFY payloads go to onPayload.
   * PostgreSQL: a dedicated connection (LISTEN holds a session), reconnected after a failure,
   * with onReconnect called since notifications in the gap were lost. PGlite: in-process.
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
  return channel;
}

function wrap(run: (sql: string, params?: unknown[]) => Promise<unknown[]>): Queryable {
  const q: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => (await run(sql, params)) as T[],
    one: async <T>(sql: string, params?: unknown[]) => {
      const rows = await run(sql, params);
      if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`);
      return rows[0] as T;
    },
    maybeOne: async <T>(sql: string, params?: unknown[]) => (await run(sql, params))[0] as T | undefined,
  };
  return q;
}

/** loadDataDir: start from a dump (PGlite's dumpDataDir) instead of an empty cluster. */
export async function openPglite(dataDir: string | undefined, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  return wrapPglite(dataDir ? await PGlite.create(dataDir, opts) : await PGlite.create(opts));
}

export function wrapPglite(pg: PGlite): Db {
  const base = wrap(async (sql, params) => (await pg.query(sql, params as unknown[])).rows);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx: Transaction) => fn(wrap(async (sql, params) => (await tx.query(sql, params as unknown[])).rows))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    listen: async (channel, onPayload) => pg.listen(checkChannel(channel), onPayload),
    close: () => pg.close(),
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const pgmod = await import('pg');
  // Return timestamps and bigints the same way PGlite does where it matters: int8 as number.
  pgmod.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool: Pool = new pgmod.default.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover, pg_terminate_backend) emits
  // 'error' on the pool; unhandled, that would end the process. The pool discards that client
  // and opens a new one for the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL dropped an idle connection (${err.message}); the pool opens a new one when needed`));
  const base = wrap(async (sql, params) => (await pool.query(sql, params as unknown[])).rows);
  return {
    kind: 'postgres',
    ...base,
    transaction: async (fn) => {
      const client: PoolClient = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(async (sql, params) => (await client.query(sql, params as unknown[])).rows));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: async (channel, onPayload, onReconnect) => {
      checkChannel(channel);
      let client: InstanceType<typeof pgmod.default.Client> | null = null;
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const c = new pgmod.default.Client({ connectionString: url });
        c.on('notification', (m) => {
          if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
        });
        c.on('error', () => retry(c));
        c.on('end', () => retry(c));
        await c.connect();
        await c.query(`LISTEN ${channel}`);
        if (stopped) await c.end();
        else client = c;
      };
      // After a lost connection: reconnect every second until it works, then say so.
      const retry = (failed: InstanceType<typeof pgmod.default.Client>) => {
        if (client !== failed || stopped) return;
        client = null;
        failed.end().catch(() => undefined);
        const attempt = () => {
          timer = undefined;
          if (stopped) return;
          connect().then(
            () => onReconnect?.(),
            () => (timer = setTimeout(attempt, 1000)),
          );
        };
        timer = setTimeout(attempt, 1000);
      };
      await connect();
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        await client?.end().catch(() => undefined);
        client = null;
      };
    },
    close: () => pool.end(),
  };
}
