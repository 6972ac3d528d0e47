// Drain benchmark: 5,000 queued match events (50 matches of 100) sent by the real engine over real HTTP (loopback)
// to the real server on a fresh database. Prints figures; asserts nothing.
//
// On PostgreSQL the server runs in a process of its own (drain-server.ts), as in production: the
// device's work (the engine on fake-indexeddb) and the server's then run side by side, as they
// would on a phone and a server, instead of taking turns on one event loop. PGlite is embedded
// in the server's own process, so there both run here.
import 'fake-indexeddb/auto';
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createMemoryMailer } from '../../server/lib/mailer';
import { createTestDb, createTestPostgres, type DbKind } from '../support/test-db';
import type { FromDrainServer, ToDrainServer } from './drain-server';
import { buildWorld } from '../server/sync/world';
import { freshDb, recordGoal, signIn } from '../server/sync/harness';
import { createSyncEngine } from '../../src/sync/engine';
import { createHttpTransport } from '../../src/sync/transport';
import { createDrainLock } from '../../src/sync/lock';

/** Events per fixture in the queue (env BENCH_PER_FIXTURE). */
const PER_FIXTURE = Number(process.env.BENCH_PER_FIXTURE ?? 100);

/** The API server for the drain: in a child process on PostgreSQL, in this one on PGlite. */
async function startServer(kind: DbKind) {
  if (kind === 'pglite') {
    const db = await createTestDb(kind);
    const app = await buildApp({ config: loadConfig({ TOUCHLINE_DATA_DIR: '.test-data', TOUCHLINE_STATIC_DIR: '.test-data/no-static', RATE_LIMIT_MAX: '100000' }), db, mailer: createMemoryMailer(), logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      db,
      port: (app.server.address() as AddressInfo).port,
      // In this process: its CPU is counted with the client's.
      serverCpuMs: async () => 0,
      close: async () => {
        await app.close();
        await db.close();
      },
    };
  }
  const { db, url } = await createTestPostgres();
  // Inherits this process's execArgv, so tsx loads the TypeScript file there too.
  const child = fork(fileURLToPath(new URL('./drain-server.ts', import.meta.url)), { stdio: 'inherit', env: { ...process.env, DRAIN_DATABASE_URL: url } });
  const next = <T extends FromDrainServer['type']>(type: T) =>
    new Promise<Extract<FromDrainServer, { type: T }>>((resolve, reject) => {
      const onMessage = (m: FromDrainServer) => {
        if (m.type !== type && m.type !== 'failed') return;
        child.off('message', onMessage);
        if (m.type === 'failed') reject(new Error(m.message));
        else resolve(m as Extract<FromDrainServer, { type: T }>);
      };
      child.on('message', onMessage);
    });
  const { port } = await next('ready');
  return {
    db,
    port,
    serverCpuMs: async () => {
      const answer = next('cpu');
      child.send({ type: 'cpu' } satisfies ToDrainServer);
      return (await answer).ms;
    },
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.send({ type: 'close' } satisfies ToDrainServer);
      await exited;
      await db.close();
    },
  };
}

export interface DrainFigures {
  kind: DbKind;
  n: number;
  ms: number;
  requests: number;
  serverMs: number;
  cpuMs: number;
  serverCpuMs: number;
}

/**
 * One device's queue of n match events (matches of PER_FIXTURE events, on fixtures made for it)
 * drained by the real engine to the server, timed. Each call makes its own fixtures and device.
 */
async function queueAndDrain(server: Awaited<ReturnType<typeof startServer>>, w: Awaited<ReturnType<typeof buildWorld>>, kind: DbKind, n: number, label: string): Promise<DrainFigures> {
  const { db } = server;
  const base = `http://127.0.0.1:${server.port}`;
  // The queue of a device that was offline for a while: matches of 100 events each (the
  // fixture area checks each event against the match so far, as a real match would be).
  const fixtureIds: string[] = [];
  for (let f = 0; f < Math.ceil(n / PER_FIXTURE); f++) {
    const row = await db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, $3, 'home', now()) RETURNING id`, [w.clubId, w.teamId, `${label} ${f}`]);
    fixtureIds.push(row.id);
  }
  const local = freshDb();
  await signIn(local, w.coach, w.clubId);
  for (let i = 0; i < n; i++) await recordGoal(local, w, i % 90, fixtureIds[Math.floor(i / PER_FIXTURE)]);
  // Node's fetch has no cookie jar: keep the XSRF cookie as a browser would.
  let cookie = '';
  let requests = 0;
  const jarFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests++;
    const res = await fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), cookie, origin: base } });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return res;
  }) as typeof fetch;
  const http = createHttpTransport({ fetch: jarFetch, baseUrl: base, timeoutMs: 60_000 });
  let networkMs = 0;
  const transport = {
    send: async (...args: Parameters<typeof http.send>) => {
      const s = performance.now();
      try {
        return await http.send(...args);
      } finally {
        networkMs += performance.now() - s;
      }
    },
  };
  const engine = createSyncEngine({ db: local, transport, lock: createDrainLock(local, { locks: null }) });
  const serverCpu0 = await server.serverCpuMs();
  const t0 = performance.now();
  // CPU of this process (the device; on PGlite the server too) and of the server's own process:
  // steadier than wall time on a shared machine (PostgreSQL's is not counted).
  const cpu0 = process.cpuUsage();
  const report = await engine.drain();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const serverCpuMs = (await server.serverCpuMs()) - serverCpu0;
  const rows = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM fixture_events WHERE fixture_id = ANY($1::uuid[])', [fixtureIds]);
  if (report.remaining !== 0 || rows.n !== n) console.log(`  warning: ${report.remaining} left, ${rows.n} rows on the server`, report, (await local.outbox.limit(1).toArray())[0]?.lastError);
  local.close();
  return { kind, n, ms, requests, serverMs: networkMs, cpuMs: (cpu.user + cpu.system) / 1000, serverCpuMs };
}

/**
 * The drain of n entries by a device, twice on one server: first on the server as it comes up
 * (cold: its code not yet optimised by the JIT, its statements not yet planned), then, from a
 * second device with its own matches, on that server once warm, as a running server is when a
 * device comes back online. Both figures are printed.
 */
export async function benchDrain(kind: DbKind, n = 5000): Promise<{ cold: DrainFigures; warm: DrainFigures }> {
  const server = await startServer(kind);
  try {
    const w = await buildWorld(server.db);
    const cold = await queueAndDrain(server, w, kind, n, 'Cold');
    const warm = await queueAndDrain(server, w, kind, n, 'Warm');
    return { cold, warm };
  } finally {
    await server.close();
  }
}
