// Live fan-out benchmark on PostgreSQL: 500 followers (half on each of two API instances on one
// database) and a coach writing goals through instance A. For each event, the time from the
// server receiving the PUT to each follower receiving the new state. Prints p50/p95; asserts
// nothing (the machine is shared).
//
// The two instances run in this process; the followers run in a child process
// (live-followers.ts), so that parsing 500 streams does not hold up the servers' event loop (it
// did when they shared it: the figure then measured the benchmark's client as much as the
// server). Both sides time with process.hrtime, the clock the two processes share.
// Where the time goes (node --cpu-prof and timing marks, 2-core machine, little other load): the
// PUT's own round trips until COMMIT, 6-10 ms; NOTIFY reaching both instances, under 1 ms; the
// reload, 2-3 ms; then one socket write per follower, 20-45 us each with the load, 500 of them in
// this one process since both instances live here (in production each writes to its own half).
import { randomUUID } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { issueToken } from '../../server/areas/auth/tokens';
import { createClub, createTeam, createUser } from '../support/factories';
import { startTwoInstances } from '../server/live/two-instances';
import type { FromFollowers, ToFollowers } from './live-followers';

export interface FanoutResult {
  followers: number;
  events: number;
  p50: number;
  p95: number;
  max: number;
  /** Per event, the time until the last follower had it. */
  allP50: number;
  allP95: number;
  /** One-minute load average when it finished (the machine is shared: figures vary with it). */
  load: number;
  /**
   * CPU time per event of this process (both API instances and the coach's PUT) and of the
   * followers' process: what the machine's load does not change, unlike the latencies.
   */
  serverCpuMs: number;
  followersCpuMs: number;
}

const hrMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** The followers' process, and the next message of a type from it. */
function startFollowers() {
  // Inherits this process's execArgv, so tsx loads the TypeScript file there too.
  const child: ChildProcess = fork(fileURLToPath(new URL('./live-followers.ts', import.meta.url)), { stdio: 'inherit' });
  const next = <T extends FromFollowers['type']>(type: T) =>
    new Promise<Extract<FromFollowers, { type: T }>>((resolve, reject) => {
      const onMessage = (m: FromFollowers) => {
        if (m.type !== type && m.type !== 'failed') return;
        off();
        if (m.type === 'failed') reject(new Error(m.message));
        else resolve(m as Extract<FromFollowers, { type: T }>);
      };
      const onExit = (code: number | null) => {
        off();
        reject(new Error(`the followers' process exited (${code})`));
      };
      const off = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  const cpu = async () => {
    const answer = next('cpu');
    child.send({ type: 'cpu' } satisfies ToFollowers);
    return (await answer).ms;
  };
  return { send: (m: ToFollowers) => child.send(m), next, cpu, child };
}

/**
 * Events sent before the measured ones. The first changes after start open the pools' further
 * connections (a reload's reads go out together) and meet cold JIT; each process pays that once,
 * and with 20 events it alone would decide the p95 of a steady fan-out.
 */
const WARM_UP = 3;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function benchLiveFanout(followers = 500, events = 20): Promise<FanoutResult> {
  const two = await startTwoInstances();
  const followersProc = startFollowers();
  try {
    const db = two.a.db;
    const clubId = (await createClub(db, { name: 'Bench FC' })).id;
    const teamId = (await createTeam(db, { clubId })).id;
    const coach = await issueToken(db, (await createUser(db, { password: null, clubId, teamId, role: 'coach' })).id, 'bench');
    const players: string[] = [];
    for (let i = 0; i < 20; i++) players.push(await issueToken(db, (await createUser(db, { password: null, clubId, teamId, role: 'player' })).id, 'bench'));
    const fixtureId = (await db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at, match_length) VALUES ($1, $2, 'Rivals', 'home', now(), 60) RETURNING id`, [clubId, teamId])).id;

    const follows = Array.from({ length: followers }, (_, i) => ({
      url: `${(i % 2 ? two.b : two.a).base}/api/v1/fixture/${clubId}/${fixtureId}/live`,
      token: players[i % players.length]!,
    }));
    const ready = followersProc.next('ready');
    followersProc.send({ type: 'open', follows });
    await ready;

    // Server receipt: when instance A's HTTP server gets the PUT.
    let receivedAt = 0;
    two.a.app.server.on('request', (req: IncomingMessage) => {
      if (req.method === 'PUT') receivedAt = hrMs();
    });
    const xsrf = await fetch(`${two.a.base}/api/v1/auth/xsrf`, { headers: { touchlinetoken: coach } });
    const cookie = xsrf.headers.get('set-cookie')!.split(';')[0]!;
    const headers = { 'content-type': 'application/json', touchlinetoken: coach, cookie, 'x-xsrf-token': decodeURIComponent(cookie.split('=')[1]!), origin: two.a.base };

    /** One goal PUT through instance A; when each follower had the new state, from server receipt. */
    let goals = 0;
    const goal = async (): Promise<number[]> => {
      const n = goals++;
      const armed = followersProc.next('armed');
      followersProc.send({ type: 'arm' });
      await armed;
      const arrivals = followersProc.next('arrivals');
      const res = await fetch(`${two.a.base}/api/v1/fixture/${clubId}/${fixtureId}/event`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ id: randomUUID(), kind: n % 3 ? 'goal' : 'goal_against', matchSecond: 60 + n * 30, period: 'first_half' }),
      });
      if (res.status !== 200) throw new Error(`PUT ${res.status} ${await res.text()}`);
      return (await arrivals).times.map((t) => t - receivedAt);
    };

    for (let n = 0; n < WARM_UP; n++) await goal();
    const cpuFrom = process.cpuUsage();
    const followersCpuFrom = await followersProc.cpu();
    const each: number[] = [];
    const all: number[] = [];
    for (let n = 0; n < events; n++) {
      const times = await goal();
      each.push(...times);
      all.push(Math.max(...times));
    }
    const cpu = process.cpuUsage(cpuFrom);
    const serverCpuMs = (cpu.user + cpu.system) / 1000 / events;
    const followersCpuMs = ((await followersProc.cpu()) - followersCpuFrom) / events;
    each.sort((a, b) => a - b);
    all.sort((a, b) => a - b);
    return { followers, events, p50: pct(each, 50), p95: pct(each, 95), max: each.at(-1) ?? NaN, allP50: pct(all, 50), allP95: pct(all, 95), load: os.loadavg()[0]!, serverCpuMs, followersCpuMs };
  } finally {
    const { child } = followersProc;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      if (child.connected) followersProc.send({ type: 'close' });
      else child.kill();
      await exited;
    }
    await two.close();
  }
}

export const formatLiveFanout = (r: FanoutResult): string =>
  `live fan-out on PostgreSQL (2 instances, LISTEN/NOTIFY): ${r.followers} followers x ${r.events} events (after ${WARM_UP} unmeasured), server receipt -> follower has the state: ` +
  `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms; last follower per event p50 ${r.allP50.toFixed(1)} ms, p95 ${r.allP95.toFixed(1)} ms; CPU per event: API process ${r.serverCpuMs.toFixed(1)} ms, followers ${r.followersCpuMs.toFixed(1)} ms; load ${r.load.toFixed(1)} on ${os.availableParallelism()} cores`;
