// The client engine against the real server in-process: a fetch over `inject` (with a cookie jar,
// as a browser keeps one) wrapped in a fault injector, Dexie on fake-indexeddb, and the engine.
import 'fake-indexeddb/auto';
import type { FastifyInstance } from 'fastify';
import { TouchlineDb } from '../../../src/db/database';
import { writeSessionMirror } from '../../../src/db/session-mirror';
import { localWrite } from '../../../src/db/write';
import { uuidv7 } from '../../../src/db/uuidv7';
import { RoleId } from '../../../src/domain/roles';
import { createHttpTransport } from '../../../src/sync/transport';
import { BACKOFF_CAP_MS } from '../../../src/sync/backoff';
import { createSyncEngine, type SyncEngine } from '../../../src/sync/engine';
import { createDrainLock, type LockManagerLike } from '../../../src/sync/lock';
import type { World } from './world';

export type Fault = 'none' | 'kill' | 'drop-request' | 'drop-response' | '500' | '503' | 'timeout' | 'captive' | 'retry-after';

export interface FaultyFetch {
  fetch: typeof fetch;
  /** Faults applied to the next sync POSTs, one each, in order. */
  faults: Fault[];
  /** Every sync POST that reached the server: its items' keys. */
  delivered: string[][];
  /** How many of those the server has finished answering. */
  landed: number;
  /** No signal at all: every request fails, not only sync POSTs. */
  down: boolean;
}

export function injectFetch(app: FastifyInstance): FaultyFetch {
  const jar = new Map<string, string>();
  const state: FaultyFetch = { faults: [], delivered: [], landed: 0, down: false, fetch: undefined as unknown as typeof fetch };
  const real = async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({ method: (init.method ?? 'GET') as 'GET', url: new URL(url).pathname, headers, payload: init.body as string | undefined });
    for (const c of res.cookies) jar.set(c.name, c.value);
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: out });
  };
  state.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (state.down) throw new TypeError('Failed to fetch');
    if (!url.endsWith('/sync')) return real(url, init);
    const fault = state.faults.shift();
    const deliver = async () => {
      state.delivered.push((JSON.parse(init.body as string) as { items: { key: string }[] }).items.map((i) => i.key));
      const res = await real(url, init);
      state.landed += 1;
      return res;
    };
    switch (fault) {
      case 'drop-request':
        throw new TypeError('Failed to fetch');
      case 'kill':
        // The server gets it; the app is killed before the answer arrives: nothing settles, ever.
        await deliver();
        return new Promise<Response>(() => undefined);
      case 'drop-response':
        await deliver();
        throw new TypeError('Failed to fetch');
      case '500':
        return new Response(JSON.stringify({ error: { code: 'internal', message: 'Oops, there has been an error!' } }), { status: 500, headers: { 'content-type': 'application/json' } });
      case '503':
        return new Response('Service Unavailable', { status: 503, headers: { 'retry-after': '30' } });
      case 'retry-after':
        return new Response('', { status: 429, headers: { 'retry-after': '120' } });
      case 'captive':
        return new Response('<html><body>Sign in to Free WiFi</body></html>', { status: 200, headers: { 'content-type': 'text/html' } });
      case 'timeout':
        return new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        });
      default:
        return deliver();
    }
  }) as typeof fetch;
  return state;
}

let dbCounter = 0;
export function freshDb(): TouchlineDb {
  dbCounter += 1;
  return new TouchlineDb(`touchline-test-${process.pid}-${dbCounter}-${Math.random().toString(36).slice(2)}`);
}

export interface Device {
  db: TouchlineDb;
  net: FaultyFetch;
  engine: SyncEngine;
  /** A new engine on the same database, as after the app was killed and started again. */
  restart(): SyncEngine;
  /**
   * Time passes: every entry is due and the engine's wait for a signal (after a network error)
   * is over, as a few minutes later. The device's clock moves on; the server's does not.
   */
  later(): Promise<void>;
}

export function device(app: FastifyInstance, db: TouchlineDb = freshDb(), options: { locks?: LockManagerLike | null; now?: () => number; timeoutMs?: number; batchSize?: number } = {}): Device {
  const net = injectFetch(app);
  let skew = 0;
  const now = options.now ?? (() => Date.now() + skew);
  const make = () =>
    createSyncEngine({
      db,
      transport: createHttpTransport({ fetch: net.fetch, baseUrl: 'http://localhost', timeoutMs: options.timeoutMs ?? 200 }),
      lock: createDrainLock(db, { locks: options.locks ?? null, now: options.now }),
      now,
      random: () => 0.5,
      batchSize: options.batchSize,
    });
  const later = async () => {
    skew += BACKOFF_CAP_MS + 1;
    await makeDue(db);
  };
  const d: Device = { db, net, engine: make(), restart: () => (d.engine = make()), later };
  return d;
}

export async function signIn(db: TouchlineDb, who: { id: string; token: string }, clubId: string): Promise<void> {
  await writeSessionMirror({ id: who.id, accessToken: who.token, roleId: RoleId.coach, selectedChildId: null, clubId, clubs: [{ clubId, colour: null }] }, db);
}

/** Records a goal through the write helper, as the fixture screen does. */
export async function recordGoal(db: TouchlineDb, w: World, minute: number, fixtureId = w.fixtureId) {
  const id = uuidv7();
  const event = { id, fixtureId, clubId: w.clubId, kind: 'goal' as const, playerId: null, matchSecond: minute * 60, period: null, data: {}, recordedBy: null, recordedAt: new Date().toISOString() };
  const entry = await localWrite(
    [{ table: 'fixtureEvents', put: event }],
    {
      method: 'PUT',
      path: `/api/v1/fixture/${w.clubId}/${fixtureId}/event`,
      body: { id, kind: 'goal', matchSecond: minute * 60 },
      stream: `fixture:${fixtureId}`,
      applyTo: 'fixtureEvents',
      describe: { action: 'fixture.event.goal', subject: 'U14 v Hill Park', minute },
    },
    { db },
  );
  return { id, entry };
}

export async function recordAttendance(db: TouchlineDb, w: World, status: 'coming' | 'not_coming') {
  return localWrite(
    [{ table: 'trainingAttendance', put: { trainingId: w.trainingId, playerId: w.player.id, status, shownUp: null, updatedAt: new Date().toISOString() } }],
    {
      method: 'PUT',
      path: `/api/v1/training/${w.clubId}/${w.trainingId}/attendance/player`,
      body: { playerId: w.player.id, status },
      stream: `training:${w.trainingId}`,
      applyTo: 'trainingAttendance',
      describe: { action: 'training.attendance', detail: status },
    },
    { db },
  );
}

/** Makes every entry due now (tests move time instead of waiting). */
export async function makeDue(db: TouchlineDb): Promise<void> {
  await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
}
