// The PostgreSQL pool survives the server dropping its idle connections (a restart or failover):
// no crash from the pool's 'error' event, and the next query runs on a new connection.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/db';
import { connectAdmin, createTestDb } from '../support/test-db';

describe('PostgreSQL pool', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb('postgres');
  });
  afterAll(() => db?.close());

  it('keeps working after the server terminates its idle connections', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { name } = await db.one<{ name: string }>('SELECT current_database() AS name');
    expect(await db.one<{ n: number }>('SELECT 1 AS n')).toEqual({ n: 1 });
    const admin = await connectAdmin();
    const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await expect.poll(() => warn.mock.calls.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(String(warn.mock.calls[0]![0])).toMatch(/dropped an idle connection/);
    expect(await db.one<{ n: number }>('SELECT 2 AS n')).toEqual({ n: 2 });
    warn.mockRestore();
  });
});
