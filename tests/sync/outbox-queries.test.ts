// The queue read the indicator and the sync screen follow (entriesOf) remembers entries it has
// read and reads only new ones again; it must never show an entry as it was before a change,
// whoever made the change (this connection, another one on the same database, the engine's bulk
// operations, the user's retry and discard).
import Dexie, { RangeSet } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import { discardEntries, entriesOf, retryEntry } from '../../src/db/outbox-queries';
import type { OutboxEntry } from '../../src/db/schema';
import { localWrite } from '../../src/db/write';

const actor = { userId: 'u-1', clubId: 'c-1' };
const write = (db: TouchlineDb, n: number) =>
  localWrite(
    [{ table: 'trainingAttendance', put: { trainingId: `s-${n}`, playerId: 'p-1', status: 'coming', shownUp: null, updatedAt: new Date().toISOString() } }],
    { method: 'PUT', path: `/api/v1/training/c-1/s-${n}/attendance/player`, body: { playerId: 'p-1', status: 'coming' }, stream: `training:s-${n}`, describe: { action: 'training.attendance' } },
    { db, actor },
  );
const view = (entries: OutboxEntry[]) => entries.map((e) => `${e.body.status as string}:${e.state}:${e.attempts}`);

describe('entriesOf', () => {
  it('follows adds, changes and deletes from any connection, in seq order', async () => {
    const name = `queue-${Math.random()}`;
    const db = new TouchlineDb(name);
    const other = new TouchlineDb(name); // another tab or the service worker
    const a = await write(db, 1);
    const b = await write(db, 2);
    expect(view(await entriesOf('u-1', db))).toEqual(['coming:pending:0', 'coming:pending:0']);

    // The engine's bulk update, on another connection.
    await other.outbox.bulkUpdate([{ key: b.seq!, changes: { state: 'rejected', attempts: 1 } }]);
    expect(view(await entriesOf('u-1', db))).toEqual(['coming:pending:0', 'coming:rejected:1']);

    await retryEntry(b.id, db);
    expect(view(await entriesOf('u-1', db))).toEqual(['coming:pending:0', 'coming:pending:1']);

    // A change of the body itself (only through the table: entries are never edited so).
    await other.outbox.update(a.seq!, { body: { ...a.body, status: 'not_coming' } });
    const c = await write(db, 3);
    expect(view(await entriesOf('u-1', db))).toEqual(['not_coming:pending:0', 'coming:pending:1', 'coming:pending:0']);

    await discardEntries([a.id], db);
    await other.outbox.bulkDelete([c.seq!]);
    expect((await entriesOf('u-1', db)).map((e) => e.id)).toEqual([b.id]);
    expect(await entriesOf('u-2', db)).toEqual([]);

    // Cleared wholesale.
    await other.outbox.clear();
    expect(await entriesOf('u-1', db)).toEqual([]);
    other.close();
  });

  it('forgets an entry another tab reports changed (the report arrives as a plain structured clone)', async () => {
    const name = `queue-tab-${Math.random()}`;
    const db = new TouchlineDb(name);
    const a = await write(db, 1);
    const b = await write(db, 2);
    const c = await write(db, 3);
    expect(view(await entriesOf('u-1', db))).toEqual(['coming:pending:0', 'coming:pending:0', 'coming:pending:0']);
    // Changed behind Dexie's back (as in another tab), so no report yet: the remembered copy stays.
    const raw = db.backendDB();
    await new Promise<void>((resolve, reject) => {
      const tx = raw.transaction('outbox', 'readwrite');
      tx.objectStore('outbox').put({ ...b, state: 'rejected', attempts: 2 });
      tx.objectStore('outbox').put({ ...c, state: 'rejected', attempts: 3 });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    expect(view(await entriesOf('u-1', db))).toEqual(['coming:pending:0', 'coming:pending:0', 'coming:pending:0']);
    // The other tab's report for b and c: a plain object tree, not a RangeSet.
    Dexie.on('storagemutated').fire(structuredClone({ [`idb://${name}/outbox/`]: new RangeSet(b.seq!, c.seq!) }));
    expect(view(await entriesOf('u-1', db))).toEqual(['coming:pending:0', 'coming:rejected:2', 'coming:rejected:3']);
    expect((await entriesOf('u-1', db))[0]!.id).toBe(a.id);
  });

  it('keeps databases apart', async () => {
    const one = new TouchlineDb(`queue-a-${Math.random()}`);
    const two = new TouchlineDb(`queue-b-${Math.random()}`);
    const x = await write(one, 1);
    const y = await write(two, 1);
    expect((await entriesOf('u-1', one)).map((e) => e.id)).toEqual([x.id]);
    expect((await entriesOf('u-1', two)).map((e) => e.id)).toEqual([y.id]);
  });

  it("takes the write helper's own committed entries without reading them back, and still follows their changes", async () => {
    const name = `queue-own-${Math.random()}`;
    const db = new TouchlineDb(name);
    await write(db, 1);
    expect(view(await entriesOf('u-1', db))).toEqual(['coming:pending:0']); // the queue is followed from here
    const bulkGet = vi.spyOn(db.outbox, 'bulkGet');
    const b = await write(db, 2); // the first write of a connection takes Dexie's path, later ones the direct one
    const c = await write(db, 3);
    const read = await entriesOf('u-1', db);
    expect(bulkGet).not.toHaveBeenCalled();
    // What it shows is what is stored.
    expect(read).toEqual(await db.outbox.orderBy('seq').toArray());
    expect(read.map((e) => e.id)).toEqual([expect.any(String), b.id, c.id]);
    // A later change to one of them is read again.
    await db.outbox.update(c.seq!, { state: 'rejected', attempts: 1 });
    expect(view(await entriesOf('u-1', db))).toEqual(['coming:pending:0', 'coming:pending:0', 'coming:rejected:1']);
    expect(bulkGet).toHaveBeenCalledTimes(1);
  });
});
