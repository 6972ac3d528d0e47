// Chat fan-out benchmark (issue 23 "Done means": a chat message to 200 connected members, receipt
// p95 <= 250 ms). One team of 200 members (a coach and 199 adult players, each with an open live
// stream, GET chat/{clubId}/live), and the coach sending 20 messages to the team group, one after
// another. For each message, the time from just before the POST to each member's stream receiving
// its `message` event (what makes the app read the new message). Streams, server and sender share
// this process, so the figure includes parsing 200 streams here. Prints p50/p95/max; asserts nothing.
// Run: npx tsx tests/bench/chat-fanout.ts [pglite|postgres]
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { issueToken } from '../../server/areas/auth/tokens';
import { createClub, createTeam, createUser } from '../support/factories';
import { createTestApp } from '../support/test-app';
import type { DbKind } from '../support/test-db';
import { openSse, type SseConnection } from '../server/live/sse-client';

const MEMBERS = 200;
const MESSAGES = 20;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main(kind: DbKind) {
  const t = await createTestApp(kind);
  const db = t.db;
  const clubId = (await createClub(db, { name: 'Bench FC' })).id;
  await db.query('UPDATE clubs SET locker_room_enabled = true WHERE id = $1', [clubId]);
  const teamId = (await createTeam(db, { clubId, name: 'Bench U18' })).id;
  const coach = (await createUser(db, { clubId, teamId, role: 'coach', firstName: 'Coach' })).id;
  const ids = [coach];
  for (let i = 1; i < MEMBERS; i++) ids.push((await createUser(db, { clubId, teamId, role: 'player', firstName: `P${i}`, password: null })).id);
  await db.query(`UPDATE users SET date_of_birth = '1990-01-01' WHERE id = ANY($1::uuid[])`, [ids]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  const coachClient = t.client();
  coachClient.token = await issueToken(db, coach, 'bench');
  const groups = (await coachClient.get(`/api/v1/locker-room/${clubId}/group`)).json().groups as { id: string; kind: string }[];
  const groupId = groups.find((g) => g.kind === 'team')!.id;

  const streams: SseConnection[] = [];
  for (const id of ids) streams.push(await openSse(`http://127.0.0.1:${port}/api/v1/chat/${clubId}/live`, { touchlinetoken: await issueToken(db, id, 'bench') }));
  if (streams.some((s) => s.status !== 200)) throw new Error('a stream was refused');

  const all: number[] = [];
  const lastPer: number[] = [];
  const posts: number[] = [];
  for (let n = 0; n < MESSAGES; n++) {
    const marks = streams.map((s) => s.messages.length);
    const t0 = performance.now();
    const res = await coachClient.post(`/api/v1/chat/${clubId}/send`, { id: randomUUID(), groupId, body: `Message ${n}` });
    const seq = res.json().seq as number;
    posts.push(performance.now() - t0);
    const times = await Promise.all(
      streams.map((s, i) => s.waitFor((x) => x.event === 'message' && JSON.parse(x.data).seq === seq, marks[i]).then(() => performance.now() - t0)),
    );
    all.push(...times);
    lastPer.push(Math.max(...times));
  }
  console.log(
    JSON.stringify({ db: kind, members: MEMBERS, messages: MESSAGES, p50: pct(all, 50).toFixed(1), p95: pct(all, 95).toFixed(1), max: Math.max(...all).toFixed(1), postP50: pct(posts, 50).toFixed(1), lastP95: pct(lastPer, 95).toFixed(1), load: os.loadavg()[0]!.toFixed(2) }),
  );
  for (const s of streams) s.close();
  await t.close();
}

void main((process.argv[2] as DbKind | undefined) ?? 'pglite').catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
