// What the commit worker does with each message (src/db/commit-worker is the worker's entry;
// src/db/commit-worker-client the page's side). Kept apart from the worker's globals so it can be
// tested with any IDBFactory.
//
// The worker holds its own connection to the app's database and never creates or upgrades it:
// it opens the version the page has open, aborts an upgrade (the database was deleted, or the page
// is on an older schema than the disk) and answers an error, so the page writes the change
// itself. It closes its connection on `versionchange`, so a newer schema in another tab is never
// blocked by it, and after any failure (a lost connection is never used again).
import { nativeCommit, type NativeChange } from './native-commit';

export interface CommitRequest {
  id: number;
  database: string;
  version: number;
  changes: NativeChange[];
  entry: object;
}

export type CommitReply =
  | { id: number; seq: number; /** When the transaction completed, in ms since the epoch (performance.timeOrigin + now). */ at: number }
  | { id: number; error: { name: string; message: string } };

/** The answer the worker posts when its script has loaded and it takes messages. */
export const COMMIT_WORKER_READY = 'touchline-commit-worker-ready';

class WouldUpgradeError extends Error {
  constructor() {
    super('The database is not at the version the page has open');
    this.name = 'VersionError';
  }
}

export function createCommitter(factory: IDBFactory, clock: () => number): (req: CommitRequest) => Promise<CommitReply> {
  let connection: { key: string; db: Promise<IDBDatabase> } | null = null;
  // Transactions are made in the order the messages came (IndexedDB then runs them in that
  // order): each waits for the one before it to be made, not to commit.
  let made: Promise<unknown> = Promise.resolve();

  function forget(db?: IDBDatabase): void {
    db?.close();
    connection = null;
  }

  function open(name: string, version: number): Promise<IDBDatabase> {
    const key = `${name}@${version}`;
    if (connection?.key === key) return connection.db;
    if (connection) void connection.db.then((db) => db.close(), () => undefined);
    const db = new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(name, version);
      req.onupgradeneeded = () => {
        req.transaction?.abort();
        reject(new WouldUpgradeError());
      };
      req.onsuccess = () => {
        const idb = req.result;
        idb.onversionchange = () => {
          if (connection?.key === key) forget(idb);
          else idb.close();
        };
        resolve(idb);
      };
      req.onerror = (e) => {
        e.preventDefault();
        reject(req.error ?? new DOMException('The database could not be opened', 'UnknownError'));
      };
    });
    connection = { key, db };
    db.catch(() => {
      if (connection?.db === db) connection = null;
    });
    return db;
  }

  return (req) => {
    const made_ = made.then(async () => {
      const db = await open(req.database, req.version);
      try {
        // Wrapped, so this promise settles when the transaction is made, not when it commits.
        const done = nativeCommit(db, req.changes, req.entry);
        done.catch(() => forget(db));
        return { done };
      } catch (err) {
        forget(db);
        throw err;
      }
    });
    made = made_.catch(() => undefined);
    return made_
      .then(async ({ done }) => ({ id: req.id, seq: await done, at: clock() }))
      .catch((err: unknown) => replyError(req.id, err));
  };
}

function replyError(id: number, err: unknown): CommitReply {
  const e = err as { name?: string; message?: string } | null;
  return { id, error: { name: e?.name ?? 'UnknownError', message: e?.message ?? String(err) } };
}
