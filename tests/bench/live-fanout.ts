// Live fan-out benchmark on PostgreSQL: 500 followers (half on each of two API instances on one
// database) and a coach writing goals through instance A. For each event, the time from the
// server receiving the PUT to each follower receiving the new state. Prints p50/p95; asserts
// nothing (the machine is shared).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { issueToken } from '../../server/areas/auth/tokens';
import { createClub, createTeam, createUser } from '../support/factories';
import { openSse, type SseConnection } from '../server/live/sse-client';
import { startTwoInstances } from '../server/live/two-instances';

export interface FanoutResult {
  followers: number;
  events: number;
  p50: number;
  p95: number;
  max: number;
  /** Per event, the time until the last follower had it. */
  allP50: number;
  allP95: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function benchLiveFanout(followers = 500, events = 20): Promise<FanoutResult> {
  const two = await startTwoInstances();
  const conns: SseConnection[] = [];
  try {
    const db = two.a.db;
    const clubId = (await createClub(db, { name: 'Bench FC' })).id;
    const teamId = (await createTeam(db, { clubId })).id;
    const coach = await issueToken(db, (await createUser(db, { password: null, clubId, teamId, role: 'coach' })).id, 'bench');
    const players: string[] = [];
    for (let i = 0; i < 20; i++) players.push(await issueToken(db, (await createUser(db, { password: null, clubId, teamId, role: 'player' })).id, 'bench'));
    const fixtureId = (await db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at, match_length) VALUES ($1, $2, 'Rivals', 'home', now(), 60) RETURNING id`, [clubId, teamId])).id;

    for (let i = 0; i < followers; i++) {
      const inst = i % 2 ? two.b : two.a;
      const c = await openSse(`${inst.base}/api/v1/fixture/${clubId}/${fixtureId}/live`, { touchlinetoken: players[i % players.length]! });
      if (c.status !== 200) throw new Error(`follower ${i}: HTTP ${c.status} ${c.body}`);
      conns.push(c);
    }
    await Promise.all(conns.map((c) => c.waitFor((m) => m.event === 'state')));

    // Server receipt: when instance A's HTTP server gets the PUT.
    let receivedAt = 0;
    two.a.app.server.on('request', (req: IncomingMessage) => {
      if (req.method === 'PUT') receivedAt = performance.now();
    });
    const xsrf = await fetch(`${two.a.base}/api/v1/auth/xsrf`, { headers: { touchlinetoken: coach } });
    const cookie = xsrf.headers.get('set-cookie')!.split(';')[0]!;
    const headers = { 'content-type': 'application/json', touchlinetoken: coach, cookie, 'x-xsrf-token': decodeURIComponent(cookie.split('=')[1]!), origin: two.a.base };

    const each: number[] = [];
    const all: number[] = [];
    for (let n = 0; n < events; n++) {
      const from = conns.map((c) => c.messages.length);
      const arrivals = conns.map((c, i) => c.waitFor((m) => m.event === 'state', from[i]).then(() => performance.now()));
      const res = await fetch(`${two.a.base}/api/v1/fixture/${clubId}/${fixtureId}/event`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ id: randomUUID(), kind: n % 3 ? 'goal' : 'goal_against', matchSecond: 60 + n * 30, period: 'first_half' }),
      });
      if (res.status !== 200) throw new Error(`PUT ${res.status} ${await res.text()}`);
      const times = (await Promise.all(arrivals)).map((t) => t - receivedAt);
      each.push(...times);
      all.push(Math.max(...times));
    }
    each.sort((a, b) => a - b);
    all.sort((a, b) => a - b);
    return { followers, events, p50: pct(each, 50), p95: pct(each, 95), max: each.at(-1) ?? NaN, allP50: pct(all, 50), allP95: pct(all, 95) };
  } finally {
    for (const c of conns) c.close();
    await two.close();
  }
}

export const formatLiveFanout = (r: FanoutResult): string =>
  `live fan-out on PostgreSQL (2 instances, LISTEN/NOTIFY): ${r.followers} followers x ${r.events} events, server receipt -> follower has the state: ` +
  `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms; last follower per event p50 ${r.allP50.toFixed(1)} ms, p95 ${r.allP95.toFixed(1)} ms`;
