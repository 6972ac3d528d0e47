// Rows in flight (src/db/in-flight): the write helper announces the rows a write puts when it is
// called, so the live match shows a tap before its commit; they leave when the write fails for
// good and stay while a storage problem holds the write in memory. withInFlight lays them over a
// read without ever counting a row twice.
import { afterEach, describe, expect, it } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import { holdInFlight, subscribeInFlight, withInFlight } from '../../src/db/in-flight';
import { localWrite, NotSignedInError } from '../../src/db/write';
import { uuidv7 } from '../../src/db/uuidv7';

interface Row {
  id: string;
  fixtureId: string;
  n: number;
}
const key = (r: Row) => r.id;
const inF1 = (r: Row) => r.fixtureId === 'f1';
const keyOf = (_table: string, row: object) => (row as Row).id;
const event = (id: string) => ({ id, fixtureId: 'f1', clubId: 'c1', kind: 'goal' as const, playerId: null, matchSecond: 60, period: null, data: {}, recordedBy: null, recordedAt: '2024-01-01T00:00:00.000Z' });
const call = (id: string) => ({ method: 'PUT' as const, path: '/api/v1/fixture/c1/f1/event', body: { id }, stream: 'fixture:f1', describe: { action: 'fixture.event.goal' } });

const settle: (() => void)[] = [];
afterEach(() => {
  for (const s of settle.splice(0)) s();
});

describe('withInFlight', () => {
  it('adds a row not read yet and replaces the read copy of one not committed yet', () => {
    const db = `m-${Math.random()}`;
    const read: Row[] = [{ id: 'a', fixtureId: 'f1', n: 1 }];
    const held = holdInFlight(db, [{ table: 'fixtureEvents', put: { id: 'a', fixtureId: 'f1', n: 2 } }, { table: 'fixtureEvents', put: { id: 'b', fixtureId: 'f1', n: 1 } }], keyOf);
    settle.push(held.dropped);
    expect(withInFlight(db, 'fixtureEvents', read, key, inF1)).toEqual([
      { id: 'a', fixtureId: 'f1', n: 2 },
      { id: 'b', fixtureId: 'f1', n: 1 },
    ]);
  });

  it('after the commit, fills in only for a read that does not have the row yet', () => {
    const db = `m-${Math.random()}`;
    const held = holdInFlight(db, [{ table: 'fixtureEvents', put: { id: 'a', fixtureId: 'f1', n: 2 } }], keyOf);
    settle.push(held.dropped);
    held.committed();
    expect(withInFlight(db, 'fixtureEvents', [] as Row[], key, inF1)).toEqual([{ id: 'a', fixtureId: 'f1', n: 2 }]);
    // The fresh read has it (maybe as the server answered it): the read wins, nothing twice.
    const fresh: Row[] = [{ id: 'a', fixtureId: 'f1', n: 3 }];
    expect(withInFlight(db, 'fixtureEvents', fresh, key, inF1)).toBe(fresh);
  });

  it('leaves a read alone (the same array) when nothing in flight belongs to it', () => {
    const db = `m-${Math.random()}`;
    const held = holdInFlight(db, [{ table: 'fixtureEvents', put: { id: 'x', fixtureId: 'f2', n: 1 } }, { table: 'trainingAttendance', put: { id: 'y', fixtureId: 'f1', n: 1 } }], keyOf);
    settle.push(held.dropped);
    const read: Row[] = [{ id: 'a', fixtureId: 'f1', n: 1 }];
    expect(withInFlight(db, 'fixtureEvents', read, key, inF1)).toBe(read);
    expect(withInFlight(`other-${Math.random()}`, 'fixtureEvents', read, key, () => true)).toBe(read);
  });
});

describe('localWrite and rows in flight', () => {
  const actor = { userId: 'u1', clubId: 'c1' };
  const openDb = async () => {
    const db = new TouchlineDb(`inflight-${Math.random()}`);
    await db.open();
    return db;
  };

  it('announces the row when called, before its commit, and keeps it once committed', async () => {
    const db = await openDb();
    let seen = 0;
    const stop = subscribeInFlight(() => seen++);
    const id = uuidv7();
    let landed = false;
    const pending = localWrite([{ table: 'fixtureEvents', put: event(id) }], call(id), { db, actor }).then(() => (landed = true));
    // Synchronously, in the tap's task: on screen before the write has landed.
    expect(seen).toBe(1);
    expect(landed).toBe(false);
    expect(withInFlight(db.name, 'fixtureEvents', [], (r: { id: string }) => r.id, () => true)).toMatchObject([{ id }]);
    await pending;
    stop();
    expect(await db.fixtureEvents.get(id)).toMatchObject({ id });
    expect(withInFlight(db.name, 'fixtureEvents', [], (r: { id: string }) => r.id, () => true)).toMatchObject([{ id }]);
  });

  it('while a screen shows rows in flight, the transaction is made in a later task (the tap is drawn first); otherwise at once', async () => {
    const db = await openDb();
    const idb = db.backendDB();
    const made: string[][] = [];
    const real = idb.transaction.bind(idb);
    idb.transaction = ((names: string | string[], ...rest: unknown[]) => {
      made.push([names].flat());
      return (real as (...a: unknown[]) => IDBTransaction)(names, ...rest);
    }) as typeof idb.transaction;

    // Nobody shows rows in flight: the transaction is made in the caller's own task.
    const a = uuidv7();
    const first = localWrite([{ table: 'fixtureEvents', put: event(a) }], call(a), { db, actor });
    expect(made).toHaveLength(1);
    await first;

    const stop = subscribeInFlight(() => undefined);
    const b = uuidv7();
    const second = localWrite([{ table: 'fixtureEvents', put: event(b) }], call(b), { db, actor });
    // Not in the tap's task, nor in the microtasks after it (where the screen renders).
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(made).toHaveLength(1);
    expect(withInFlight(db.name, 'fixtureEvents', [] as { id: string }[], (r) => r.id, () => true).map((r) => r.id)).toContain(b);
    await second;
    stop();
    expect(made).toHaveLength(2);
    expect(await db.fixtureEvents.get(b)).toMatchObject({ id: b });
  });

  it('a write made while another waits for the frame waits behind it: the outbox keeps the order of the calls', async () => {
    const db = await openDb();
    const stop = subscribeInFlight(() => undefined);
    const a = uuidv7();
    const b = uuidv7();
    // The first puts a row (it waits a task); the second only deletes (nothing to show), yet
    // made meanwhile it must not overtake the first.
    const first = localWrite([{ table: 'fixtureEvents', put: event(a) }], call(a), { db, actor });
    const second = localWrite([{ table: 'fixtureEvents', delete: a }], call(b), { db, actor });
    const [x, y] = await Promise.all([first, second]);
    stop();
    expect(x.seq).toBeLessThan(y.seq!);
    expect(await db.fixtureEvents.get(a)).toBeUndefined();
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.id)).toEqual([x.id, y.id]);
  });

  it('inside a caller\'s transaction, a write does not wait for the frame: it stays part of that transaction', async () => {
    const db = await openDb();
    const stop = subscribeInFlight(() => undefined);
    const a = uuidv7();
    const other = uuidv7();
    await db.transaction('rw', [db.fixtureEvents, db.outbox], async () => {
      await db.fixtureEvents.put(event(other));
      await localWrite([{ table: 'fixtureEvents', put: event(a) }], call(a), { db, actor });
    });
    expect(await db.fixtureEvents.get(a)).toMatchObject({ id: a });
    expect(await db.fixtureEvents.get(other)).toMatchObject({ id: other });
    expect(await db.outbox.count()).toBe(1);
    // Still part of the caller's transaction: when it fails, the write goes with it.
    const b = uuidv7();
    await expect(
      db.transaction('rw', [db.fixtureEvents, db.outbox], async () => {
        await localWrite([{ table: 'fixtureEvents', put: event(b) }], call(b), { db, actor });
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    stop();
    expect(await db.fixtureEvents.get(b)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('drops the row when the write fails for good', async () => {
    const db = new TouchlineDb(`inflight-${Math.random()}`);
    const id = uuidv7();
    // Nobody signed in: refused, and the screen must not go on showing it.
    await expect(localWrite([{ table: 'fixtureEvents', put: event(id) }], call(id), { db })).rejects.toBeInstanceOf(NotSignedInError);
    expect(withInFlight(db.name, 'fixtureEvents', [], (r: { id: string }) => r.id, () => true)).toEqual([]);
  });
});
