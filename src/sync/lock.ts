// One drainer at a time across tabs and the service worker. Web Locks where the browser has them
// (a lock is shared by every page and worker of the origin); a lease row in IndexedDB otherwise.
// The holder also keeps a lease (renewed every few seconds) so a frozen holder, whose timers have
// stopped, can be recognised: a waiter that finds the lease stale steals the lock. The old holder
// checks `stillOwner` before each batch and stops; if it had a batch in flight, the server's
// idempotency absorbs the duplicate.
import type { TouchlineDb } from '../db/database';
import { uuidv7 } from '../db/uuidv7';

export const LOCK_NAME = 'touchline-outbox-drain';
const LEASE_KEY = 'drain-lease';
export const BUSY = Symbol('busy');

interface Lease {
  owner: string;
  renewedAt: number;
}

/** The part of the Web Locks API used here (LockManager). */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable?: boolean; steal?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export interface DrainLockOptions {
  locks?: LockManagerLike | null;
  now?: () => number;
  leaseMs?: number;
  heartbeatMs?: number;
  owner?: string;
}

export interface DrainLock {
  run<T>(fn: (stillOwner: () => Promise<boolean>) => Promise<T>): Promise<T | typeof BUSY>;
}

export function defaultLockManager(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

export function createDrainLock(db: TouchlineDb, options: DrainLockOptions = {}): DrainLock {
  const locks = options.locks === undefined ? defaultLockManager() : options.locks;
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const owner = options.owner ?? uuidv7();

  const readLease = async () => (await db.meta.get(LEASE_KEY))?.value as Lease | undefined;
  const stale = (l: Lease | undefined) => l !== undefined && now() - l.renewedAt > leaseMs;
  const stillOwner = async () => (await readLease())?.owner === owner;

  /** Claims the lease: unconditionally under a Web Lock, by compare-and-set without one. */
  const claim = (force: boolean) =>
    db.transaction('rw', db.meta, async () => {
      const lease = await readLease();
      if (!force && lease && lease.owner !== owner && !stale(lease)) return false;
      await db.meta.put({ key: LEASE_KEY, value: { owner, renewedAt: now() } satisfies Lease });
      return true;
    });

  async function holding<T>(fn: (stillOwner: () => Promise<boolean>) => Promise<T>): Promise<T> {
    const timer = setInterval(() => {
      void db
        .transaction('rw', db.meta, async () => {
          if ((await readLease())?.owner === owner) await db.meta.put({ key: LEASE_KEY, value: { owner, renewedAt: now() } satisfies Lease });
        })
        .catch(() => undefined);
    }, heartbeatMs);
    try {
      return await fn(stillOwner);
    } finally {
      clearInterval(timer);
      await db
        .transaction('rw', db.meta, async () => {
          if ((await readLease())?.owner === owner) await db.meta.delete(LEASE_KEY);
        })
        .catch(() => undefined);
    }
  }

  return {
    async run(fn) {
      if (!locks) {
        if (!(await claim(false))) return BUSY;
        return holding(fn);
      }
      const got = await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
        if (!lock) return null;
        await claim(true);
        return { value: await holding(fn) };
      });
      if (got) return got.value;
      // Held elsewhere. A holder whose lease stopped being renewed is frozen or gone: take over.
      if (!stale(await readLease())) return BUSY;
      const stolen = await locks.request(LOCK_NAME, { steal: true }, async () => {
        await claim(true);
        return { value: await holding(fn) };
      });
      return stolen.value;
    },
  };
}
