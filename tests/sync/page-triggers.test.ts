// The page's timer trigger: while entries wait (pending, or left 'sending' by a drain that died),
// the page drains every TIMER_MS; with none waiting, or only rejected ones, it leaves the engine alone.
// A discard drains at once: the change held behind the discarded one goes without the timer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import type { OutboxEntry } from '../../src/db/schema';
import type { SyncEngine } from '../../src/sync/engine';
import { discardQueued } from '../../src/sync/discard';
import { startPageTriggers, TIMER_MS, type PageSync } from '../../src/sync/page-triggers';
import { outboxEntry } from '../support/outbox-entry';

const entry = (n: number, state: OutboxEntry['state']): OutboxEntry =>
  outboxEntry({ id: `e-${n}`, userId: 'u-1', clubId: 'c-1', stream: `training:s-${n}`, path: `/api/v1/training/c-1/s-${n}/attendance/player`, body: { userId: 'u-1' }, state, describe: { action: 'training.attendance' } });

let triggers: PageSync | null = null;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  triggers?.stop();
  vi.useRealTimers();
});

/** Starts the triggers and answers how often the engine was asked to drain after the start. */
async function drainsOnTimer(db: TouchlineDb, ticks: number): Promise<number> {
  const drain = vi.fn(() => Promise.resolve({ sent: 0, rejected: 0, remaining: 0 }));
  triggers = startPageTriggers(db, { drain } as unknown as SyncEngine, null);
  await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(1)); // the start's own drain
  for (let i = 0; i < ticks; i++) vi.advanceTimersByTime(TIMER_MS);
  // The ticks' counts have answered (and their drains been asked for) once a read-write
  // transaction on the outbox made after them has: IndexedDB starts it only when the earlier ones
  // on the same store have finished.
  await db.transaction('rw', db.outbox, () => db.outbox.count());
  return drain.mock.calls.length - 1;
}

describe('the page timer', () => {
  it('drains on every tick while entries wait, pending or stuck in sending', async () => {
    const db = new TouchlineDb(`timer-${Math.random()}`);
    await db.outbox.bulkAdd([entry(1, 'sending'), entry(2, 'rejected')]);
    expect(await drainsOnTimer(db, 2)).toBe(2);
  });

  it('leaves the engine alone when nothing waits but rejected entries', async () => {
    const db = new TouchlineDb(`timer-${Math.random()}`);
    await db.outbox.bulkAdd([entry(1, 'rejected')]);
    expect(await drainsOnTimer(db, 2)).toBe(0);
  });
});

describe('a discard', () => {
  it('drains at once, so the change held behind it in its stream does not wait for the timer, and runs the refreshes owed', async () => {
    const db = new TouchlineDb(`discard-${Math.random()}`);
    const held = { ...entry(2, 'pending'), stream: 'training:s-1' };
    await db.outbox.bulkAdd([entry(1, 'rejected'), held]);
    const drain = vi.fn(() => Promise.resolve({ sent: 0, rejected: 0, remaining: 0 }));
    const refresh = vi.fn(() => Promise.resolve());
    triggers = startPageTriggers(db, { drain } as unknown as SyncEngine, null, refresh);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1)); // the start's drain, then its pull
    expect(drain).toHaveBeenCalledTimes(1);

    await discardQueued(['e-1'], { db, sync: triggers });
    expect(drain).toHaveBeenCalledTimes(2);
    expect(drain).toHaveBeenLastCalledWith({ ignoreBackoff: true });
    expect(refresh).toHaveBeenCalledTimes(2);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['e-2']);
  });
});
