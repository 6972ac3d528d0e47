// Upgrading the local database never drops pending work.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSIONS, TouchlineDb } from '../../src/db/database';

describe('schema upgrades', () => {
  it('keeps all 50 pending entries when a version 1 database is opened by the current app', async () => {
    const name = `upgrade-${Math.random().toString(36).slice(2)}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_VERSIONS[0]!.stores);
    await v1.open();
    const rows = Array.from({ length: 50 }, (_, i) => ({
      id: `0190f0f0-0000-7000-8000-${String(i).padStart(12, '0')}`,
      userId: 'u1',
      clubId: 'c1',
      stream: `fixture:${i % 3}`,
      method: 'PUT',
      path: '/api/v1/fixture/c1/f1/event',
      body: { i },
      createdAt: 1_700_000_000_000 + i,
      state: i === 7 ? 'rejected' : 'pending',
    }));
    await v1.table('outbox').bulkAdd(rows);
    v1.close();

    const db = new TouchlineDb(name);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSIONS.at(-1)!.version);
    const entries = await db.outbox.where('[userId+seq]').between(['u1', -Infinity], ['u1', Infinity]).toArray();
    expect(entries).toHaveLength(50);
    expect(entries.map((e) => (e.body as { i: number }).i)).toEqual(rows.map((_, i) => i));
    expect(entries.every((e) => Array.isArray(e.touches) && e.attempts === 0 && e.nextAttemptAt === 0 && e.applyTo === null)).toBe(true);
    expect(entries[7]!.state).toBe('rejected');
    db.close();
  });

  it('no version ever removes the outbox store', () => {
    for (const { stores } of SCHEMA_VERSIONS) expect(stores.outbox === null).toBe(false);
    expect(SCHEMA_VERSIONS[0]!.stores.outbox).toBeTruthy();
  });
});
