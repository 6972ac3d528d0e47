// Issue 3 item 6: a lost IndexedDB connection (iOS: "Connection to Indexed Database server lost";
// Dexie: DatabaseClosedError, UnknownError, InvalidStateError) is shown at once as a storage
// problem, the connection is closed and opened again, and the write is retried on the fresh one:
// it lands exactly once and the problem clears. Nothing is lost silently.
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, setSharedDb, TouchlineDb } from '../../src/db/database';
import { writeSessionMirror } from '../../src/db/session-mirror';
import { getStorageHealth, subscribeStorageHealth } from '../../src/db/storage-health';
import { localWrite } from '../../src/db/write';
import { RoleId } from '../../src/domain/roles';

const member = { id: 'user-1', accessToken: 'tok', roleId: RoleId.player, selectedChildId: null, clubId: 'club-1', clubs: [] };
const row = (status: 'coming' | 'not_coming') => ({ trainingId: 's-1', playerId: 'p-1', status, shownUp: null, updatedAt: new Date().toISOString() });
const call = (status: 'coming' | 'not_coming') => ({
  method: 'PUT' as const,
  path: '/api/v1/training/club-1/s-1/attendance/player',
  body: { playerId: 'p-1', status },
  stream: 'training:s-1',
  applyTo: 'trainingAttendance' as const,
  describe: { action: 'training.attendance' },
});

/** Every storage-health state the indicator would have shown, in order. */
function recordHealth(): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const stop = subscribeStorageHealth(() => seen.push(`${getStorageHealth().problem}:${getStorageHealth().unsaved}`));
  return { seen, stop };
}

/** Makes the next `times` transactions fail as iOS Safari's do once its IndexedDB server is gone. */
function loseConnection(db: TouchlineDb, times: number): { opens: () => number } {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  let left = times;
  (db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> }).transaction = (...args: unknown[]) => {
    if (left > 0) {
      left--;
      return Promise.reject(new DOMException('Connection to Indexed Database server lost. Refresh the page to try again', 'UnknownError'));
    }
    return transaction(...args);
  };
  let opens = 0;
  const open = db.open.bind(db);
  db.open = (() => {
    opens++;
    return open();
  }) as typeof db.open;
  return { opens: () => opens };
}

afterEach(() => {
  setSharedDb(new TouchlineDb(`unused-${Math.random()}`));
});

describe('a lost IndexedDB connection', () => {
  it('shows the problem, reopens the connection and lands the write once', async () => {
    const db = new TouchlineDb(`lost-${Math.random()}`);
    await writeSessionMirror(member, db);
    const lost = loseConnection(db, 1);
    const health = recordHealth();
    const entry = await localWrite([{ table: 'trainingAttendance', put: row('coming') }], call('coming'), { db });
    health.stop();
    // Shown while it waited, cleared once it landed.
    expect(health.seen).toEqual(['connection:1', 'null:0']);
    expect(getStorageHealth()).toEqual({ problem: null, unsaved: 0 });
    // The same instance was closed and opened again, and works.
    expect(lost.opens()).toBe(1);
    expect(db.isOpen()).toBe(true);
    const stored = await db.outbox.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: entry.id, userId: 'user-1', body: { status: 'coming', userId: 'user-1' } });
    expect(await db.trainingAttendance.get(['s-1', 'p-1'])).toMatchObject({ status: 'coming' });
  });

  it('keeps retrying on fresh connections while it stays lost, and loses nothing', async () => {
    const db = new TouchlineDb(`lost-long-${Math.random()}`);
    await writeSessionMirror(member, db);
    const lost = loseConnection(db, 3);
    const health = recordHealth();
    const pending = localWrite([{ table: 'trainingAttendance', put: row('not_coming') }], call('not_coming'), { db });
    await expect.poll(() => getStorageHealth()).toEqual({ problem: 'connection', unsaved: 1 });
    const entry = await pending;
    health.stop();
    expect(health.seen[0]).toBe('connection:1');
    expect(health.seen.at(-1)).toBe('null:0');
    expect(lost.opens()).toBe(3);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([entry.id]);
    expect(await db.trainingAttendance.get(['s-1', 'p-1'])).toMatchObject({ status: 'not_coming' });
  });

  it('reopens the shared connection in place, so whatever holds it goes on', async () => {
    const db = new TouchlineDb(`lost-shared-${Math.random()}`);
    setSharedDb(db);
    await writeSessionMirror(member, db);
    const lost = loseConnection(db, 1);
    const health = recordHealth();
    const entry = await localWrite([{ table: 'trainingAttendance', put: row('coming') }], call('coming'));
    health.stop();
    expect(health.seen).toEqual(['connection:1', 'null:0']);
    expect(lost.opens()).toBe(1);
    // The engine and the puller hold this instance: it is the one reopened, not a new one.
    expect(getDb()).toBe(db);
    expect(db.isOpen()).toBe(true);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([entry.id]);
  });

  it('lands the write when the native connection died under Dexie', async () => {
    const db = new TouchlineDb(`lost-native-${Math.random()}`);
    await writeSessionMirror(member, db);
    await db.outbox.count();
    // What iOS does: the native connection is gone while Dexie still holds it (Dexie reopens it).
    db.backendDB().close();
    const entry = await localWrite([{ table: 'trainingAttendance', put: row('coming') }], call('coming'), { db });
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([entry.id]);
    expect(await db.trainingAttendance.count()).toBe(1);
    expect(getStorageHealth()).toEqual({ problem: null, unsaved: 0 });
  });
});
