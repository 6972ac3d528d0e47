// The write helper's fast path (src/db/direct-commit): one native transaction, committed at once,
// all or nothing, and Dexie's live queries told exactly as a Dexie transaction would tell them.
import Dexie, { liveQuery, type ObservabilitySet } from 'dexie';
import { describe, expect, it } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import { directCommit } from '../../src/db/direct-commit';
import type { OutboxEntry } from '../../src/db/schema';
import { uuidv7 } from '../../src/db/uuidv7';
import { goalRow, outboxEntry } from '../support/outbox-entry';

const openDb = async () => {
  const db = new TouchlineDb(`direct-${Math.random().toString(36).slice(2)}`);
  await db.open();
  return db;
};
const event = goalRow;
const entry = (id = uuidv7()): OutboxEntry => outboxEntry({ id });

/** The next change report Dexie's global event carries (from either kind of transaction). */
function nextReport(): Promise<ObservabilitySet> {
  return new Promise((resolve) => {
    const once = (parts: ObservabilitySet) => {
      Dexie.on.storagemutated.unsubscribe(once);
      resolve(parts);
    };
    Dexie.on('storagemutated', once);
  });
}

describe('directCommit', () => {
  it('writes the rows and the entry together and answers the entry seq', async () => {
    const db = await openDb();
    const a = uuidv7();
    let committed = false;
    const seq = await directCommit(db, [{ table: 'fixtureEvents', put: event(a) }], entry(), () => (committed = true));
    expect(committed).toBe(true);
    expect(await db.fixtureEvents.get(a)).toMatchObject({ id: a, kind: 'goal' });
    expect((await db.outbox.get(seq!))?.seq).toBe(seq);
  });

  it('writes nothing when one of its requests fails after commit was asked for', async () => {
    const db = await openDb();
    const taken = entry();
    await db.outbox.add(taken);
    const a = uuidv7();
    // The outbox's id index is unique: the add fails in the store, after the row's put went out.
    await expect(directCommit(db, [{ table: 'fixtureEvents', put: event(a) }], { ...taken }, () => undefined)).rejects.toMatchObject({ name: 'ConstraintError' });
    expect(await db.fixtureEvents.get(a)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('writes nothing when a row cannot be stored', async () => {
    const db = await openDb();
    const bad = { ...event(uuidv7()), data: { fn: () => 1 } }; // a function cannot be cloned
    expect(() => directCommit(db, [{ table: 'fixtureEvents', put: event(uuidv7()) }, { table: 'fixtureEvents', put: bad }], entry(), () => undefined)).toThrow();
    // IndexedDB starts a transaction on these stores only once every one made before it on them
    // has finished: the counts below read after whatever the failed call had started.
    expect(await db.fixtureEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('reports the same tables and indexes as a Dexie transaction with the same change', async () => {
    const db = await openDb();
    const viaDexie = nextReport();
    const a = uuidv7();
    await db.transaction('rw', db.fixtureEvents, () => db.fixtureEvents.put(event(a)));
    const dexieParts = await viaDexie;
    const viaDirect = nextReport();
    const b = uuidv7();
    await directCommit(db, [{ table: 'fixtureEvents', put: event(b) }], entry(), () => undefined);
    const directParts = await viaDirect;
    const eventParts = (p: ObservabilitySet) => Object.keys(p).filter((k) => k.includes('/fixtureEvents/')).sort();
    expect(eventParts(directParts)).toEqual(eventParts(dexieParts));
    expect(Object.keys(directParts).some((k) => k.endsWith('/outbox/'))).toBe(true);
  });

  it('wakes the live queries that read what it changed, and not one on another fixture', async () => {
    const db = await openDb();
    const seen = { f1: 0, f2: [] as number[], outbox: 0 };
    const subs = [
      liveQuery(() => db.fixtureEvents.where('fixtureId').equals('f1').count()).subscribe((n) => (seen.f1 = n)),
      liveQuery(() => db.fixtureEvents.where('fixtureId').equals('f2').toArray()).subscribe((rows) => seen.f2.push(rows.length)),
      liveQuery(() => db.outbox.count()).subscribe((n) => (seen.outbox = n)),
    ];
    await expect.poll(() => seen.f2).toEqual([0]);
    await directCommit(db, [{ table: 'fixtureEvents', put: event(uuidv7()) }], entry(), () => undefined);
    await expect.poll(() => [seen.f1, seen.outbox]).toEqual([1, 1]);
    // Then an event on f2: reports come in order, so a needless run of the f2 query for the first
    // write would answer before the run this one causes. The f2 query ran for this one only.
    await directCommit(db, [{ table: 'fixtureEvents', put: event(uuidv7(), 'f2') }], entry(), () => undefined);
    await expect.poll(() => seen.f2.at(-1)).toBe(1);
    expect(seen.f2).toEqual([0, 1]);
    for (const s of subs) s.unsubscribe();
  });

  it('steps aside inside a running Dexie transaction and while the connection is not open', async () => {
    const db = await openDb();
    await db.transaction('rw', db.fixtureEvents, db.outbox, () => {
      expect(directCommit(db, [{ table: 'fixtureEvents', put: event(uuidv7()) }], entry(), () => undefined)).toBeNull();
    });
    db.close();
    expect(directCommit(db, [{ table: 'fixtureEvents', put: event(uuidv7()) }], entry(), () => undefined)).toBeNull();
  });
});
