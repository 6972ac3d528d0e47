// The live hub on its own: one reload per notification for all followers of a room, heartbeats
// every 15 seconds, a follower too far behind is dropped, a removed fixture ends its streams.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../server/db/db';
import { HEARTBEAT_SECONDS, LiveHub, notifyFixtureChange, type Follower } from '../../../server/plugins/live';
import type { LivePayload } from '../../../src/domain/fixture/live-payload';
import { createClub, createTeam } from '../../support/factories';
import { createTestDb, DB_KINDS } from '../../support/test-db';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

interface FakeFollower extends Follower {
  chunks: string[];
  ended: boolean;
  backlog: number;
}

const fakeFollower = (): FakeFollower => {
  const f: FakeFollower = {
    chunks: [],
    ended: false,
    backlog: 0,
    write: (c) => {
      f.chunks.push(c.toString());
      return true;
    },
    buffered: () => f.backlog,
    end: () => {
      f.ended = true;
    },
  };
  return f;
};

const states = (f: FakeFollower) => f.chunks.filter((c) => c.includes('event: state')).map((c) => JSON.parse(c.slice(c.indexOf('data: ') + 6)) as LivePayload);

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

describe.each(DB_KINDS)('live hub on %s', (kind) => {
  let db: Db;
  let hub: LiveHub;
  let clubId: string;
  let teamId: string;

  const newFixture = async () =>
    (await db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Rivals', 'home', now()) RETURNING id`, [clubId, teamId])).id;
  const addGoal = (fixtureId: string) =>
    db.transaction(async (tx) => {
      const id = randomUUID();
      await tx.query(`INSERT INTO fixture_events (id, fixture_id, club_id, kind, match_second) VALUES ($1, $2, $3, 'goal', 60)`, [id, fixtureId, clubId]);
      await notifyFixtureChange(tx, fixtureId, id);
    });

  beforeAll(async () => {
    db = await createTestDb(kind);
    clubId = (await createClub(db)).id;
    teamId = (await createTeam(db, { clubId })).id;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await hub?.stop();
  });
  afterAll(() => db?.close());

  it('sends every follower the same state after one reload per change', async () => {
    hub = new LiveHub(db, log);
    await hub.start();
    const fixtureId = await newFixture();
    const followers = [fakeFollower(), fakeFollower(), fakeFollower()];
    for (const f of followers) await hub.follow(clubId, fixtureId, f, undefined);
    expect(followers.map((f) => states(f).length)).toEqual([1, 1, 1]);
    await addGoal(fixtureId);
    await until(() => followers.every((f) => states(f).length === 2));
    const chunks = followers.map((f) => f.chunks.at(-1));
    expect(new Set(chunks).size).toBe(1);
    expect(states(followers[0]!)[1]!.state.score.ours).toBe(1);
    expect(hub.followerCount(fixtureId)).toBe(3);
  });

  it('folds notifications that arrive during a reload into one more reload, and sends an unchanged state to no one', async () => {
    let loads = 0;
    const counted: Db = {
      ...db,
      query: (sql, params) => {
        if (sql.includes('FROM fixture_events')) loads++;
        return db.query(sql, params);
      },
    };
    hub = new LiveHub(counted, log);
    await hub.start();
    const fixtureId = await newFixture();
    const f = fakeFollower();
    await hub.follow(clubId, fixtureId, f, undefined);
    loads = 0;
    // A goal stored without a notification of its own, then five notifications at once (as
    // LISTEN delivers them): the first starts a reload, the other four make one more after it.
    await db.query(`INSERT INTO fixture_events (id, fixture_id, club_id, kind, match_second) VALUES ($1, $2, $3, 'goal', 60)`, [randomUUID(), fixtureId, clubId]);
    const onNotify = (raw: string) => (hub as unknown as { onNotify(raw: string): void }).onNotify(raw);
    for (let i = 0; i < 5; i++) onNotify(JSON.stringify({ fixtureId, eventId: String(i) }));
    await until(() => states(f).length === 2 && loads === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(loads).toBe(2);
    // The second reload found the same version: the follower got the new state once.
    expect(states(f).map((p) => p.state.score.ours)).toEqual([0, 1]);
  });

  it('writes a heartbeat comment every 15 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    hub = new LiveHub(db, log);
    await hub.start();
    const f = fakeFollower();
    await hub.follow(clubId, await newFixture(), f, undefined);
    vi.advanceTimersByTime(HEARTBEAT_SECONDS * 1000);
    expect(f.chunks.filter((c) => c === ': heartbeat\n\n')).toHaveLength(1);
    vi.advanceTimersByTime(HEARTBEAT_SECONDS * 1000);
    expect(f.chunks.filter((c) => c === ': heartbeat\n\n')).toHaveLength(2);
  });

  it('drops a follower too far behind and forgets a room when its last follower leaves', async () => {
    hub = new LiveHub(db, log);
    await hub.start();
    const fixtureId = await newFixture();
    const slow = fakeFollower();
    const fine = fakeFollower();
    await hub.follow(clubId, fixtureId, slow, undefined);
    const leave = await hub.follow(clubId, fixtureId, fine, undefined);
    slow.backlog = 2 * 1024 * 1024;
    await addGoal(fixtureId);
    await until(() => states(fine).length === 2);
    expect(slow.ended).toBe(true);
    expect(hub.followerCount(fixtureId)).toBe(1);
    leave();
    expect(hub.followerCount()).toBe(0);
  });

  it('tells followers when the fixture is removed, and ends their streams', async () => {
    hub = new LiveHub(db, log);
    await hub.start();
    const fixtureId = await newFixture();
    const f = fakeFollower();
    await hub.follow(clubId, fixtureId, f, undefined);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE fixtures SET active = false WHERE id = $1', [fixtureId]);
      await notifyFixtureChange(tx, fixtureId, 'fixture');
    });
    await until(() => f.ended);
    expect(f.chunks.at(-1)).toBe('event: gone\ndata: {}\n\n');
    const late = fakeFollower();
    await hub.follow(clubId, fixtureId, late, undefined);
    expect(late.ended).toBe(true);
  });
});
