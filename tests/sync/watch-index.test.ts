// The rows of one index value followed live (a match's events), read again only where a change
// report says they changed. Whatever changes the table — the write helper, another connection
// (a tab, the service worker), a bulk write, a delete, a clear — what it shows must equal a fresh
// read of the index, and a one-row write must not read the whole index again.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import type { FixtureEventRow } from '../../src/db/schema';
import { uuidv7 } from '../../src/db/uuidv7';
import { watchIndexRows } from '../../src/db/watch-index';
import { watchTable } from '../../src/db/live';
import { localWrite } from '../../src/db/write';

const actor = { userId: 'u-1', clubId: 'c-1' };

const event = (fixtureId: string, id = uuidv7(), matchSecond = 60): FixtureEventRow => ({
  id,
  fixtureId,
  clubId: 'c-1',
  kind: 'goal',
  playerId: null,
  matchSecond,
  period: null,
  data: {},
  recordedBy: null,
  recordedAt: new Date().toISOString(),
});

const tap = (db: TouchlineDb, row: FixtureEventRow) =>
  localWrite(
    [{ table: 'fixtureEvents', put: row }],
    { method: 'PUT', path: `/api/v1/fixture/c-1/${row.fixtureId}/event`, body: { id: row.id }, stream: `fixture:${row.fixtureId}`, describe: { action: 'fixture.event.goal' } },
    { db, actor },
  );

/** Follows fixture `f`'s events; `latest()` is the last list shown, `settled()` waits until it equals a fresh read. */
function follow(db: TouchlineDb, fixtureId: string) {
  const shown: (readonly FixtureEventRow[])[] = [];
  const errors: unknown[] = [];
  const stop = watchIndexRows<FixtureEventRow>(db, 'fixtureEvents', 'fixtureId', fixtureId, (rows) => shown.push(rows), (e) => errors.push(e));
  const latest = () => shown.at(-1);
  const settled = async () => {
    const fresh = await db.fixtureEvents.where('fixtureId').equals(fixtureId).toArray();
    await vi.waitFor(() => expect(latest()).toEqual(fresh));
    expect(errors).toEqual([]);
  };
  return { shown, latest, settled, stop };
}

describe('watchIndexRows', () => {
  it('shows the value’s rows in key order and follows writes from this and other connections', async () => {
    const name = `watch-${Math.random()}`;
    const db = new TouchlineDb(name);
    const other = new TouchlineDb(name); // another tab or the service worker
    const a = event('f-1');
    await db.fixtureEvents.bulkPut([a, event('f-2')]);
    const w = follow(db, 'f-1');
    await w.settled();
    expect(w.latest()!.map((e) => e.id)).toEqual([a.id]);

    const b = event('f-1');
    await tap(db, b);
    await w.settled();
    expect(w.latest()!.map((e) => e.id)).toEqual([a.id, b.id]);

    // An edit on another connection; an older key put in the middle; a row moved away; a delete.
    await other.fixtureEvents.put({ ...a, matchSecond: 120 });
    await w.settled();
    const older = event('f-1', '00000000-0000-7000-8000-000000000000');
    await other.fixtureEvents.put(older);
    await w.settled();
    await other.fixtureEvents.put({ ...b, fixtureId: 'f-2' });
    await w.settled();
    expect(w.latest()!.map((e) => e.id)).toEqual([older.id, a.id].sort());
    await db.fixtureEvents.delete(a.id);
    await w.settled();
    expect(w.latest()!.map((e) => e.id)).toEqual([older.id]);

    // A bulk write (50 rows and more are reported as a range) and a clear.
    await other.fixtureEvents.bulkPut(Array.from({ length: 60 }, () => event('f-1')));
    await w.settled();
    expect(w.latest()).toHaveLength(61);
    await other.fixtureEvents.clear();
    await w.settled();
    expect(w.latest()).toEqual([]);
    w.stop();
  });

  it('a one-row write reads that row, not the index again, and keeps the other rows’ objects', async () => {
    const db = new TouchlineDb(`watch-${Math.random()}`);
    await db.fixtureEvents.bulkPut(Array.from({ length: 40 }, () => event('f-1')));
    const where = vi.spyOn(db.fixtureEvents, 'where');
    const w = follow(db, 'f-1');
    await w.settled();
    const before = w.latest()!;
    const reads = where.mock.calls.length;
    await tap(db, event('f-1'));
    await vi.waitFor(() => expect(w.latest()).toHaveLength(41));
    // (settled() reads the index itself: count before it.)
    expect(where.mock.calls.length).toBe(reads);
    const after = w.latest()!;
    expect(after).not.toBe(before);
    expect(after.slice(0, 40).every((row, i) => row === before[i])).toBe(true);
    // A write to another fixture's event changes nothing shown.
    const shownCount = w.shown.length;
    await tap(db, event('f-2'));
    await w.settled();
    expect(w.shown.length).toBe(shownCount);
    w.stop();
  });

  it('after any sequence of writes, deletes, moves and bulk writes, equals a fresh read', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('tap' as const), fixture: fc.constantFrom('f-1', 'f-2') }),
      fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), second: fc.nat(5400) }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('bulk' as const), size: fc.integer({ min: 1, max: 70 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), fc.boolean(), async (ops, waitEach) => {
        const name = `watch-${Math.random()}`;
        const db = new TouchlineDb(name);
        const other = new TouchlineDb(name);
        const w = follow(db, 'f-1');
        await w.settled();
        for (const o of ops) {
          const all = await db.fixtureEvents.toArray();
          const picked = all.length > 0 && 'pick' in o ? all[o.pick % all.length]! : null;
          if (o.kind === 'tap') await tap(db, event(o.fixture));
          else if (o.kind === 'edit' && picked) await other.fixtureEvents.put({ ...picked, matchSecond: o.second });
          else if (o.kind === 'move' && picked) await other.fixtureEvents.put({ ...picked, fixtureId: picked.fixtureId === 'f-1' ? 'f-2' : 'f-1' });
          else if (o.kind === 'delete' && picked) await db.fixtureEvents.delete(picked.id);
          else if (o.kind === 'bulk') await other.fixtureEvents.bulkPut(Array.from({ length: o.size }, (_, i) => event(i % 2 ? 'f-1' : 'f-2')));
          // Changes that land while earlier reports are still being read, and one at a time.
          if (waitEach) await w.settled();
        }
        await w.settled();
        w.stop();
        db.close();
        other.close();
      }),
      { numRuns: 30, seed: 20261122 },
    );
  }, 60_000);
});

describe('watchTable', () => {
  it('reads again after changes to its table from any connection, not after other tables, and stops', async () => {
    const name = `watch-${Math.random()}`;
    const db = new TouchlineDb(name);
    const other = new TouchlineDb(name);
    const values: number[] = [];
    let reads = 0;
    const stop = watchTable(db, 'outbox', async () => {
      reads++;
      return db.outbox.count();
    }, (n) => values.push(n));
    await vi.waitFor(() => expect(values.at(-1)).toBe(0));
    await tap(db, event('f-1')); // one outbox entry (and an event row)
    await vi.waitFor(() => expect(values.at(-1)).toBe(1));
    await other.outbox.clear();
    await vi.waitFor(() => expect(values.at(-1)).toBe(0));
    const before = reads;
    await db.fixtureEvents.put(event('f-1')); // not the outbox
    await db.meta.put({ key: 'x', value: 1 });
    // Then an outbox change: reports come in order, so once its value is shown a read the other
    // tables had caused would have been made (and counted) too. Only this one was.
    await tap(db, event('f-1'));
    await vi.waitFor(() => expect(values.at(-1)).toBe(1));
    expect(reads).toBe(before + 1);
    // A burst of changes during a read: at most one more read after it, and the last value is right.
    const beforeBurst = reads;
    await Promise.all([tap(db, event('f-1')), tap(db, event('f-1')), tap(db, event('f-1'))]);
    await vi.waitFor(() => expect(values.at(-1)).toBe(4));
    expect(reads - beforeBurst).toBeLessThanOrEqual(3);
    // A second watch, still on, sees a change after the stop: the stopped one did not read for it.
    const witness: number[] = [];
    const stopWitness = watchTable(db, 'outbox', () => db.outbox.count(), (n) => witness.push(n));
    await vi.waitFor(() => expect(witness.at(-1)).toBe(4));
    stop();
    const stopped = reads;
    const shown = values.length;
    await tap(db, event('f-1'));
    await vi.waitFor(() => expect(witness.at(-1)).toBe(5));
    expect(reads).toBe(stopped);
    expect(values).toHaveLength(shown);
    stopWitness();
  });
});
