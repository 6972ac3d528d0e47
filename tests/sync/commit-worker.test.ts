// The commit worker (src/db/commit-worker-core, -client): transactions made off the page, in the
// order the writes were made, never creating or upgrading the database, its failures answered as
// the page's own would be. The client is driven with a stand-in Worker that runs the real core
// over the same IndexedDB (message passing, not a thread: jsdom has no workers; the built app's
// browser tests use the real one).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import { COMMIT_WORKER_READY, createCommitter, type CommitRequest } from '../../src/db/commit-worker-core';
import type { OutboxEntry } from '../../src/db/schema';
import { uuidv7 } from '../../src/db/uuidv7';
import { goalRow, outboxEntry } from '../support/outbox-entry';

const openDb = async () => {
  const db = new TouchlineDb(`worker-${Math.random().toString(36).slice(2)}`);
  await db.open();
  return db;
};
const event = (id: string) => goalRow(id);
const entry = (id = uuidv7()): OutboxEntry => outboxEntry({ id });
const request = (db: TouchlineDb, id: number, e = entry(), changes: CommitRequest['changes'] = [{ table: 'fixtureEvents', put: event(uuidv7()) }]): CommitRequest => ({
  id,
  database: db.name,
  version: db.backendDB().version,
  changes,
  entry: e,
});

describe('the commit worker core', () => {
  it('commits the rows and the entry, in the order the requests came, and says when', async () => {
    const db = await openDb();
    const commit = createCommitter(indexedDB, () => 1234);
    const entries = Array.from({ length: 5 }, () => entry());
    const replies = await Promise.all(entries.map((e, i) => commit(request(db, i, e))));
    expect(replies.map((r) => ('seq' in r ? r.at : null))).toEqual([1234, 1234, 1234, 1234, 1234]);
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((q) => q.id)).toEqual(entries.map((e) => e.id));
    expect(replies.map((r) => ('seq' in r ? r.seq : null))).toEqual(queued.map((q) => q.seq));
    expect(await db.fixtureEvents.count()).toBe(5);
  });

  it('answers a failed transaction as an error with its name, and writes none of it', async () => {
    const db = await openDb();
    const commit = createCommitter(indexedDB, () => 0);
    const taken = entry();
    await db.outbox.add(taken);
    const a = uuidv7();
    const reply = await commit(request(db, 7, { ...taken }, [{ table: 'fixtureEvents', put: event(a) }]));
    expect(reply).toMatchObject({ id: 7, error: { name: 'ConstraintError' } });
    expect(await db.fixtureEvents.get(a)).toBeUndefined();
    // And it goes on working afterwards.
    expect(await commit(request(db, 8))).toMatchObject({ id: 8, seq: expect.any(Number) });
  });

  it('never creates a database or upgrades one', async () => {
    const commit = createCommitter(indexedDB, () => 0);
    const name = `missing-${Math.random().toString(36).slice(2)}`;
    const reply = await commit({ id: 1, database: name, version: 10, changes: [], entry: entry() });
    expect(reply).toMatchObject({ id: 1, error: { name: 'VersionError' } });
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });

  it('lets a newer schema in: its connection closes on versionchange', async () => {
    const db = await openDb();
    const commit = createCommitter(indexedDB, () => 0);
    expect(await commit(request(db, 1))).toMatchObject({ seq: expect.any(Number) });
    const version = db.backendDB().version;
    db.close();
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(db.name, version + 10);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      req.onblocked = () => reject(new Error('blocked by the worker'));
    });
    expect(upgraded.version).toBe(version + 10);
    upgraded.close();
  });
});

/** A stand-in for the browser's Worker: the real core, answering by message events. */
class InProcessWorker {
  static ready = true;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  posted = 0;
  /** Settles once the worker has said it is ready (never, when it does not load). */
  said: Promise<void>;
  private commit = createCommitter(indexedDB, () => Date.now());
  constructor() {
    this.said = new Promise<void>((resolve) => {
      if (InProcessWorker.ready)
        setTimeout(() => {
          this.onmessage?.(new MessageEvent('message', { data: COMMIT_WORKER_READY }));
          resolve();
        }, 0);
    });
    workers.push(this);
  }
  postMessage(data: CommitRequest): void {
    this.posted++;
    void this.commit(structuredClone(data)).then((reply) => this.onmessage?.(new MessageEvent('message', { data: reply })));
  }
  terminate(): void {}
  fail(): void {
    const e = new Event('error', { cancelable: true });
    this.onerror?.(e);
  }
}
let workers: InProcessWorker[] = [];

describe('the write helper with the commit worker', () => {
  beforeEach(() => {
    vi.resetModules();
    workers = [];
    InProcessWorker.ready = true;
    vi.stubGlobal('Worker', InProcessWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function helper() {
    const { localWrite } = await import('../../src/db/write');
    const db = await openDb();
    const write = (id: string) =>
      localWrite([{ table: 'fixtureEvents', put: event(id) }], { method: 'PUT', path: `/api/v1/fixture/c1/f1/event/${id}`, body: {}, stream: 'fixture:f1', describe: { action: 'fixture.event.goal' } }, { db, actor: { userId: 'u1', clubId: 'c1' } });
    return { db, write };
  }

  it('commits on the page until the worker is ready, then in the worker, keeping the order of the calls', async () => {
    const { db, write } = await helper();
    const ids = Array.from({ length: 6 }, () => uuidv7());
    await write(ids[0]!); // starts the worker; it is not ready yet
    expect(workers).toHaveLength(1);
    expect(workers[0]!.posted).toBe(0);
    await workers[0]!.said;
    // In the worker's hands, then one the page must make with Dexie (no actor given, so it reads
    // the session in its transaction): it waits for the four.
    await db.session.put({ key: 'current', member: { id: 'u1', clubId: 'c1' } as never, lastUserId: 'u1', updatedAt: Date.now() });
    const { localWrite } = await import('../../src/db/write');
    const inWorker = ids.slice(1, 5).map((id) => write(id));
    const viaDexie = localWrite([{ table: 'fixtureEvents', put: event(ids[5]!) }], { method: 'PUT', path: '/api/v1/x', body: {}, stream: 'fixture:f1', describe: { action: 'fixture.event.goal' } }, { db });
    await Promise.all(inWorker);
    expect(workers[0]!.posted).toBe(4);
    await viaDexie;
    expect(workers[0]!.posted).toBe(4);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.path.split('/').at(-1))).toEqual([...ids.slice(0, 5), 'x']);
  });

  it('marks the commit at the moment the worker says it completed', async () => {
    const { write } = await helper();
    await write(uuidv7());
    await workers[0]!.said;
    const before = Date.now() - performance.timeOrigin;
    const e = await write(uuidv7());
    expect(workers[0]!.posted).toBe(1); // committed in the worker
    const committed = performance.getEntriesByName('touchline:write-committed').find((m) => (m as PerformanceMark).detail?.id === e.id)!;
    const seen = performance.getEntriesByName('touchline:write-seen').find((m) => (m as PerformanceMark).detail?.id === e.id)!;
    expect(committed.startTime).toBeGreaterThanOrEqual(before - 1);
    expect(committed.startTime).toBeLessThanOrEqual(seen.startTime + 1);
  });

  it('writes on the page when the worker never loads, and once when it stops with writes in its hands', async () => {
    InProcessWorker.ready = false;
    const { db, write } = await helper();
    const a = uuidv7();
    await write(a);
    workers[0]!.fail();
    const b = uuidv7();
    await write(b);
    expect(workers[0]!.posted).toBe(0);
    expect(await db.outbox.count()).toBe(2);

    // A worker that stops after it committed, before it answered: the retry finds the entry.
    vi.resetModules();
    InProcessWorker.ready = true;
    const second = await helper();
    await second.write(uuidv7());
    const w = workers.at(-1)!;
    await w.said;
    const post = w.postMessage.bind(w);
    w.postMessage = (data: CommitRequest) => {
      w.posted++;
      // Commit, then die without answering.
      void createCommitter(indexedDB, () => 0)(structuredClone(data)).then(() => w.fail());
      w.postMessage = post;
    };
    const c = uuidv7();
    const landed = await second.write(c);
    expect(landed.path.endsWith(c)).toBe(true);
    expect(w.posted).toBe(1); // it went to the worker, which died
    expect(await second.db.outbox.filter((e) => e.path === landed.path).count()).toBe(1);
    expect(await second.db.fixtureEvents.get(c)).toBeDefined();
  });
});
