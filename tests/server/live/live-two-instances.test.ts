// Two API instances on the same PostgreSQL database: an event written through one reaches an SSE
// follower of the other through real LISTEN/NOTIFY; a rolled-back write notifies no one; a logout
// through one ends the session's stream on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { issueToken } from '../../../server/areas/auth/tokens';
import { LIVE_CHANNEL, notifyFixtureChange } from '../../../server/plugins/live';
import type { LivePayload } from '../../../src/domain/fixture/live-payload';
import { createClub, createTeam, createUser } from '../../support/factories';
import { openSse, type SseConnection } from './sse-client';
import { startTwoInstances, type TwoInstances } from './two-instances';

const payloadOf = (m: { data: string }) => JSON.parse(m.data) as LivePayload;

describe('live following across two instances on PostgreSQL', () => {
  let two: TwoInstances;
  let clubId: string;
  let fixtureId: string;
  let coachToken: string;
  let playerToken: string;
  const open: SseConnection[] = [];

  beforeAll(async () => {
    two = await startTwoInstances();
    const db = two.a.db;
    clubId = (await createClub(db, { name: 'Two Pitch FC' })).id;
    const teamId = (await createTeam(db, { clubId })).id;
    coachToken = await issueToken(db, (await createUser(db, { password: null, clubId, teamId, role: 'coach' })).id, 'vitest');
    playerToken = await issueToken(db, (await createUser(db, { password: null, clubId, teamId, role: 'player' })).id, 'vitest');
    fixtureId = (await db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Rivals', 'away', now()) RETURNING id`, [clubId, teamId])).id;
  });

  afterAll(async () => {
    for (const c of open) c.close();
    await two?.close();
  });

  it('delivers an event written through instance A to a follower of instance B', async () => {
    const c = await openSse(`${two.b.base}/api/v1/fixture/${clubId}/${fixtureId}/live`, { touchlinetoken: playerToken });
    open.push(c);
    expect(c.status).toBe(200);
    const first = payloadOf(await c.waitFor((m) => m.event === 'state'));
    expect(first.state.score.ours).toBe(0);

    // The write goes to A over HTTP, as from a coach's phone (XSRF cookie first).
    const xsrf = await fetch(`${two.a.base}/api/v1/auth/xsrf`, { headers: { touchlinetoken: coachToken } });
    const cookie = xsrf.headers.get('set-cookie')!.split(';')[0]!;
    const res = await fetch(`${two.a.base}/api/v1/fixture/${clubId}/${fixtureId}/event`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', touchlinetoken: coachToken, cookie, 'x-xsrf-token': decodeURIComponent(cookie.split('=')[1]!), origin: two.a.base },
      body: JSON.stringify({ id: randomUUID(), kind: 'goal', matchSecond: 120, period: 'first_half' }),
    });
    expect(res.status).toBe(200);
    const after = payloadOf(await c.waitFor((m) => m.event === 'state' && payloadOf(m).state.score.ours === 1));
    expect(after.state.goals).toHaveLength(1);
    expect(two.b.app.liveHub.followerCount(fixtureId)).toBe(1);
  });

  it('notifies no one of a rolled-back write, and everyone of a committed one', async () => {
    const c = await openSse(`${two.b.base}/api/v1/fixture/${clubId}/${fixtureId}/live`, { touchlinetoken: playerToken });
    open.push(c);
    await c.waitFor((m) => m.event === 'state');
    const seen = c.messages.length;
    const heard: string[] = [];
    const stopListening = await two.b.db.listen(LIVE_CHANNEL, (p) => heard.push(p));
    await expect(
      two.a.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO fixture_events (id, fixture_id, club_id, kind, match_second) VALUES ($1, $2, $3, 'goal', 200)`, [randomUUID(), fixtureId, clubId]);
        await notifyFixtureChange(tx, fixtureId, 'rolled-back');
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const id = randomUUID();
    await two.a.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO fixture_events (id, fixture_id, club_id, kind, match_second) VALUES ($1, $2, $3, 'goal_against', 300)`, [id, fixtureId, clubId]);
      await notifyFixtureChange(tx, fixtureId, id);
    });
    const next = payloadOf(await c.waitFor((m) => m.event === 'state', seen));
    // The first change followers hear of is the committed one: the rolled-back goal never shows.
    expect(next.state.score).toEqual({ ours: 1, theirs: 1 });
    while (heard.length === 0) await new Promise((r) => setTimeout(r, 10));
    await stopListening();
    expect(heard.map((p) => (JSON.parse(p) as { eventId: string }).eventId)).toEqual([id]);
  });

  it('ends a stream held by instance B when its session logs out through instance A', async () => {
    const c = await openSse(`${two.b.base}/api/v1/fixture/${clubId}/${fixtureId}/live`, { touchlinetoken: playerToken });
    open.push(c);
    expect(c.status).toBe(200);
    await c.waitFor((m) => m.event === 'state');
    const xsrf = await fetch(`${two.a.base}/api/v1/auth/xsrf`, { headers: { touchlinetoken: playerToken } });
    const cookie = xsrf.headers.get('set-cookie')!.split(';')[0]!;
    const res = await fetch(`${two.a.base}/api/v1/auth`, {
      method: 'DELETE',
      headers: { touchlinetoken: playerToken, cookie, 'x-xsrf-token': decodeURIComponent(cookie.split('=')[1]!), origin: two.a.base },
    });
    expect(res.status).toBe(200);
    const ended = await Promise.race([c.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))]);
    expect(ended).toBe(true);
    expect(two.b.app.liveHub.followerCount(fixtureId)).toBe(0);
  });
});
