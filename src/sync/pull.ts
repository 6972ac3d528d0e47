// Pulls: GET answers written into Dexie, so screens (which read only Dexie) catch up with the
// server. A row that a queued entry still changes is left alone: the local change wins until it
// is sent, and the answer to that send brings the server's version. Pulls run when online: at
// start, on return to the foreground, after a drain that sent something, and on demand.
import type { Table } from 'dexie';
import type { TouchlineDb } from '../db/database';
import { primaryKeyOf, touchKey } from '../db/keys';
import { recentlySettled } from '../db/recent-settles';
import type { ReadModelTable } from '../db/schema';
import { readSessionMirror } from '../db/session-mirror';
import type { FixtureEvent } from '../domain/fixture/event-schema';
import type { FixtureListAnswer } from '../domain/fixture/types';
import type { NotificationItem } from '../domain/notification/kinds';
import { API_BASE, TOKEN_HEADER } from '../domain/session';
import type { TrainingListAnswer } from '../domain/training/types';

/**
 * Writes pulled rows into `table`, skipping rows with a queued local change. With `scope`, local
 * rows of that scope the server no longer has are removed too (unless a queued change made them,
 * or the server has only just answered one: see src/db/recent-settles.ts).
 */
export async function applyPulled(db: TouchlineDb, tableName: ReadModelTable, rows: object[], scope?: { index: string; value: string }): Promise<number> {
  const table: Table = db.table(tableName);
  return db.transaction('rw', [table, db.outbox, db.meta], async () => {
    const pending = new Set<string>();
    // The entries that touch this table, through the touches index in one request (a cursor over
    // the whole outbox took one round trip per entry: a long queue slowed every pull).
    const prefix = `${tableName}:`;
    for (const e of await db.outbox.where('touches').startsWith(prefix).toArray()) for (const t of e.touches) if (t.startsWith(prefix)) pending.add(t);
    const fresh = rows.filter((r) => !pending.has(touchKey(tableName, primaryKeyOf(table, r))));
    if (scope) {
      const incoming = new Set(rows.map((r) => touchKey(tableName, primaryKeyOf(table, r))));
      // Just answered by the server: maybe after it answered this GET (src/db/recent-settles.ts).
      const settled = await recentlySettled(db, tableName, Date.now());
      const gone = (await table.where(scope.index).equals(scope.value).toArray())
        .map((r) => primaryKeyOf(table, r))
        .filter((k) => !incoming.has(touchKey(tableName, k)) && !pending.has(touchKey(tableName, k)) && !settled.has(touchKey(tableName, k)));
      await table.bulkDelete(gone as never[]);
    }
    await table.bulkPut(fresh);
    return fresh.length;
  });
}

export type Getter = <T>(path: string) => Promise<T>;

/** Where pulled rows go: applyPulled itself, or a refresh that writes them all at once (src/sync/refresh.ts). */
export type PullSink = (tableName: ReadModelTable, rows: object[], scope?: { index: string; value: string }) => Promise<unknown>;

/** The default sink: straight into the store. */
export const applyTo =
  (db: TouchlineDb): PullSink =>
  (tableName, rows, scope) =>
    applyPulled(db, tableName, rows, scope);

/** A GET answered with an error status, or with something that is not our JSON (status then 200). */
export class PullError extends Error {
  readonly status: number;
  constructor(path: string, status: number) {
    super(`GET ${path}: ${status}`);
    this.name = 'PullError';
    this.status = status;
  }
}

/** GET with the mirrored member's token and userId (spec §7), from the page or the worker. */
export function createGetter(db: TouchlineDb, doFetch: typeof fetch = (i, init) => fetch(i, init), baseUrl = ''): Getter {
  return async <T>(path: string): Promise<T> => {
    const member = await readSessionMirror(db);
    if (!member) throw new Error('signed out');
    const url = new URL(`${baseUrl}${API_BASE}${path}`, baseUrl || (globalThis as { location?: { origin: string } }).location?.origin);
    url.searchParams.set('userId', member.id);
    const res = await doFetch(url.toString(), { headers: { [TOKEN_HEADER]: member.accessToken, accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('application/json')) throw new PullError(path, res.status);
    return (await res.json()) as T;
  };
}

/** meta key holding when a club's fixtures and training were last pulled in full. */
export const pulledKey = (clubId: string): string => `pulled:club:${clubId}`;

export interface Puller {
  /** Fixtures and training sessions of the member's current club. */
  pullClub(): Promise<void>;
  pullFixtureEvents(clubId: string, fixtureId: string): Promise<void>;
}

/** How many notifications a pull brings: the newest (the list shows no more). */
export const NOTIFICATION_PULL_LIMIT = 100;

/** The member's newest notifications into the store; ones the server no longer has go (read or deleted elsewhere). */
export async function pullNotifications(db: TouchlineDb, get: Getter, userId: string): Promise<void> {
  const answer = await get<{ notifications: NotificationItem[] }>(`/user-notification?limit=${NOTIFICATION_PULL_LIMIT}`);
  await applyPulled(
    db,
    'notifications',
    answer.notifications.map((n) => ({ ...n, userId })),
    { index: 'userId', value: userId },
  );
}

export function createPuller(db: TouchlineDb, get: Getter): Puller {
  return {
    async pullClub() {
      const member = await readSessionMirror(db);
      // The member's notifications ride along (every club's; quiet on failure: the list keeps
      // what it has and the unread badge its count).
      if (member) await pullNotifications(db, get, member.id).catch(() => undefined);
      const clubId = member?.clubId;
      if (!clubId) return;
      const c = encodeURIComponent(clubId);
      const [fixtures, trainings] = await Promise.allSettled([get<FixtureListAnswer>(`/fixture/${c}`), get<TrainingListAnswer>(`/training/${c}`)]);
      if (fixtures.status === 'fulfilled') await applyPulled(db, 'fixtures', fixtures.value.fixtures, { index: 'clubId', value: clubId });
      if (trainings.status === 'fulfilled') await applyPulled(db, 'trainings', trainings.value.sessions, { index: 'clubId', value: clubId });
      // Screens tell "nothing upcoming" from "never fetched" (first visit offline) by this mark.
      if (fixtures.status === 'fulfilled' && trainings.status === 'fulfilled') await db.meta.put({ key: pulledKey(clubId), value: Date.now() });
      if (fixtures.status === 'rejected') throw fixtures.reason;
      if (trainings.status === 'rejected') throw trainings.reason;
    },
    async pullFixtureEvents(clubId, fixtureId) {
      const answer = await get<{ events: FixtureEvent[] }>(`/fixture/${encodeURIComponent(clubId)}/${encodeURIComponent(fixtureId)}/event`);
      await applyPulled(db, 'fixtureEvents', answer.events, { index: 'fixtureId', value: fixtureId });
    },
  };
}
