// Drain benchmark: 5,000 queued match events (50 matches of 100) sent by the real engine over real HTTP (loopback)
// to the real server on a fresh database. Prints figures; asserts nothing.
import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createMemoryMailer } from '../../server/lib/mailer';
import { createTestDb, type DbKind } from '../support/test-db';
import { buildWorld } from '../server/sync/world';
import { freshDb, recordGoal, signIn } from '../server/sync/harness';
import { createSyncEngine } from '../../src/sync/engine';
import { createHttpTransport } from '../../src/sync/transport';
import { createDrainLock } from '../../src/sync/lock';

/** Events per fixture in the queue (env BENCH_PER_FIXTURE). */
const PER_FIXTURE = Number(process.env.BENCH_PER_FIXTURE ?? 100);

export async function benchDrain(kind: DbKind, n = 5000): Promise<{ kind: DbKind; n: number; ms: number; requests: number; serverMs: number; cpuMs: number }> {
  const db = await createTestDb(kind);
  const app = await buildApp({ config: loadConfig({ TOUCHLINE_DATA_DIR: '.test-data', TOUCHLINE_STATIC_DIR: '.test-data/no-static', RATE_LIMIT_MAX: '100000' }), db, mailer: createMemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const w = await buildWorld(db);
    // The queue of a device that was offline for a while: matches of 100 events each (the
    // fixture area checks each event against the match so far, as a real match would be).
    const fixtureIds = [w.fixtureId];
    for (let f = 1; f < Math.ceil(n / PER_FIXTURE); f++) {
      const row = await db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, $3, 'home', now()) RETURNING id`, [w.clubId, w.teamId, `Opponent ${f}`]);
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
    const t0 = performance.now();
    // CPU of this process (client and API server; not PostgreSQL's): steadier than wall time on a
    // shared machine.
    const cpu0 = process.cpuUsage();
    const report = await engine.drain();
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const rows = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM fixture_events WHERE fixture_id = ANY($1::uuid[])', [fixtureIds]);
    if (report.remaining !== 0 || rows.n !== n) console.log(`  warning: ${report.remaining} left, ${rows.n} rows on the server`, report, (await local.outbox.limit(1).toArray())[0]?.lastError);
    local.close();
    return { kind, n, ms, requests, serverMs: networkMs, cpuMs: (cpu.user + cpu.system) / 1000 };
  } finally {
    await app.close();
    await db.close();
  }
}
