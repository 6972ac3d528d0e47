// Issue 3 item 6: a write that hits the quota is never lost silently. IndexedDB's own `add` on the
// outbox store is wrapped (the helper, Dexie and fake-indexeddb are the real ones; both of the
// helper's paths, Dexie's and the direct one, go through it) to throw QuotaExceededError for the
// first attempts: the write shows as a storage problem while it waits, then lands exactly once.
import { describe, expect, it, onTestFinished } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import { getStorageHealth } from '../../src/db/storage-health';
import { localWrite } from '../../src/db/write';

describe('disk full', () => {
  it('shows the problem while the write waits and commits it once when space returns', async () => {
    const db = new TouchlineDb(`quota-${Math.random()}`);
    await db.open(); // open first, so the attempts after the first failure take the direct path too
    const proto = IDBObjectStore.prototype;
    const add = proto.add;
    let failures = 4;
    proto.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      if (this.name === 'outbox' && failures-- > 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return add.apply(this, args);
    };
    onTestFinished(() => {
      proto.add = add;
    });
    const seen: string[] = [];
    const watcher = setInterval(() => seen.push(`${getStorageHealth().problem}:${getStorageHealth().unsaved}`), 20);
    const pending = localWrite(
      [{ table: 'trainingAttendance', put: { trainingId: 's-1', playerId: 'p-1', status: 'coming', shownUp: null, updatedAt: new Date().toISOString() } }],
      { method: 'PUT', path: '/api/v1/training/c-1/s-1/attendance/player', body: { playerId: 'p-1', status: 'coming' }, stream: 'training:s-1', describe: { action: 'training.attendance' } },
      { db, actor: { userId: 'u-1', clubId: 'c-1' } },
    );
    await expect.poll(() => getStorageHealth().problem, { timeout: 2000 }).toBe('quota');
    expect(getStorageHealth().unsaved).toBe(1);
    // Nothing half-written while it waits: the row and the entry go together or not at all.
    expect(await db.outbox.count()).toBe(0);
    expect(await db.trainingAttendance.count()).toBe(0);
    const entry = await pending;
    clearInterval(watcher);
    expect(seen).toContain('quota:1');
    expect(getStorageHealth()).toEqual({ problem: null, unsaved: 0 });
    const stored = await db.outbox.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: entry.id, body: { status: 'coming', userId: 'u-1' } });
    expect(await db.trainingAttendance.get(['s-1', 'p-1'])).toMatchObject({ status: 'coming' });
  }, 15_000);
});
