// Live following on PGlite and PostgreSQL: a follower gets the reduced state on connect and
// after each event written through the real route; ticket auth for EventSource; who may follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { issueToken } from '../../../server/areas/auth/tokens';
import { issueLiveTicket } from '../../../server/lib/live-ticket';
import { loadSecret } from '../../../server/lib/secret';
import type { LivePayload } from '../../../src/domain/fixture/live-payload';
import { addMembership, createClub, createTeam, createUser, linkGuardian } from '../../support/factories';
import { createTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import { openSse, type SseConnection } from './sse-client';

const isState = (m: { event: string }) => m.event === 'state';
const payloadOf = (m: { data: string }) => JSON.parse(m.data) as LivePayload;

describe.each(DB_KINDS)('live following on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let clubId: string;
  let fixtureId: string;
  let otherFixtureId: string;
  const tokens: Record<string, string> = {};
  let coach: TestClient;
  const open: SseConnection[] = [];

  const liveUrl = (fixture = fixtureId, club = clubId) => `${base}/api/v1/fixture/${club}/${fixture}/live`;
  const follow = async (who: string, extra: Record<string, string> = {}, url = liveUrl()) => {
    const c = await openSse(url, { touchlinetoken: tokens[who]!, ...extra });
    open.push(c);
    return c;
  };
  const putEvent = (body: Record<string, unknown>) => coach.put(`/api/v1/fixture/${clubId}/${fixtureId}/event`, { id: randomUUID(), recordedAt: new Date().toISOString(), ...body });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const db = t.db;
    clubId = (await createClub(db, { name: 'Live FC' })).id;
    const otherClub = (await createClub(db, { name: 'Elsewhere FC' })).id;
    const teamId = (await createTeam(db, { clubId })).id;
    const otherTeam = (await createTeam(db, { clubId })).id;
    const user = async (name: string, o: Parameters<typeof createUser>[1]) => {
      const id = (await createUser(db, { password: null, firstName: name, ...o })).id;
      tokens[name] = await issueToken(db, id, 'vitest');
      return id;
    };
    await user('coach', { clubId, teamId, role: 'coach' });
    const player = await user('player', { clubId, teamId, role: 'player' });
    const parent = await user('parent', { clubId, role: 'parent' });
    await linkGuardian(db, parent, player);
    await user('outsider', { clubId: otherClub, role: 'club_admin' });
    await user('otherTeamPlayer', { clubId, teamId: otherTeam, role: 'player' });
    const admin = await user('clubAdmin', { clubId, role: 'club_admin' });
    await addMembership(db, { userId: admin, clubId, teamId: otherTeam, role: 'parent' });
    const fixture = (team: string) =>
      db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at, match_length) VALUES ($1, $2, 'Rivals', 'home', now(), 50) RETURNING id`, [clubId, team]);
    fixtureId = (await fixture(teamId)).id;
    otherFixtureId = (await fixture(otherTeam)).id;
    coach = t.client();
    coach.token = tokens.coach!;
  });

  afterAll(async () => {
    for (const c of open) c.close();
    await t?.close();
  });

  it('sends the state on connect, a retry hint, and a new state after each event', async () => {
    const c = await follow('player');
    expect(c.status).toBe(200);
    const first = payloadOf(await c.waitFor(isState));
    expect(c.retries).toEqual([3000]);
    expect(first.fixture.opponent).toBe('Rivals');
    expect(first.state.score).toEqual({ ours: 0, theirs: 0 });
    expect(first.state.phase).toBe('not_started');

    expect((await putEvent({ kind: 'kick_off', matchSecond: 0, period: 'first_half' })).statusCode).toBe(200);
    const kicked = payloadOf(await c.waitFor((m) => isState(m) && payloadOf(m).state.phase === 'first_half'));
    expect(kicked.state.clock.running).toBe(true);

    const goal = await putEvent({ kind: 'goal', matchSecond: 300, period: 'first_half', data: { goalType: 'header' } });
    expect(goal.statusCode).toBe(200);
    const scored = payloadOf(await c.waitFor((m) => isState(m) && payloadOf(m).state.score.ours === 1));
    expect(scored.state.timeline.map((e) => e.kind)).toEqual(['kick_off', 'goal']);
    expect(scored.version).not.toBe(first.version);

    // A physical delete reaches followers too.
    const seen = c.messages.length;
    expect((await coach.delete(`/api/v1/fixture/${clubId}/${fixtureId}/event`, { id: goal.json().id })).statusCode).toBe(200);
    const deleted = payloadOf(await c.waitFor(isState, seen));
    expect(deleted.state.score.ours).toBe(0);
    expect(deleted.state.timeline.map((e) => e.kind)).toEqual(['kick_off']);
  });

  it('skips the state on connect when Last-Event-ID already has it', async () => {
    const current = (await coach.get(`/api/v1/fixture/${clubId}/${fixtureId}/live`)).json() as LivePayload;
    const c = await follow('player', { 'last-event-id': current.version });
    await putEvent({ kind: 'goal_against', matchSecond: 400, period: 'first_half' });
    const m = await c.waitFor(isState);
    // The first state this follower gets is the change, not the state it already had.
    expect(payloadOf(m).state.score.theirs).toBe(1);
    expect(c.messages.filter((x) => x.id === current.version)).toEqual([]);
  });

  it('answers the last state as JSON without text/event-stream', async () => {
    const res = await coach.get(`/api/v1/fixture/${clubId}/${fixtureId}/live`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as LivePayload;
    expect(body.fixtureId).toBe(fixtureId);
    expect(body.state.clock.period).toBe('first_half');
  });

  it('lets EventSource in with a short-lived signed ticket, for that fixture only', async () => {
    const parent = t.client();
    parent.token = tokens.parent!;
    const res = await parent.get(`/api/v1/fixture/${clubId}/${fixtureId}/live/ticket`);
    expect(res.statusCode).toBe(200);
    const { ticket, expiresAt } = res.json() as { ticket: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    const c = await openSse(`${liveUrl()}?ticket=${encodeURIComponent(ticket)}`);
    open.push(c);
    expect(c.status).toBe(200);
    expect(payloadOf(await c.waitFor(isState)).fixtureId).toBe(fixtureId);

    const forged = await openSse(`${liveUrl()}?ticket=${encodeURIComponent(ticket.slice(0, -2) + 'xx')}`);
    expect(forged.status).toBe(401);
    const elsewhere = await openSse(`${liveUrl(otherFixtureId)}?ticket=${encodeURIComponent(ticket)}`);
    expect(elsewhere.status).toBe(401);
    const secret = await loadSecret(t.db, undefined);
    const expired = issueLiveTicket(secret, { userId: 'ignored', tokenHash: 'ignored' }, fixtureId, Date.now() - 301_000).ticket;
    expect((await openSse(`${liveUrl()}?ticket=${encodeURIComponent(expired)}`)).status).toBe(401);
  });

  it('lets the team, parents of its players and club staff follow, and no one else', async () => {
    for (const who of ['coach', 'player', 'parent', 'clubAdmin']) {
      const c = await follow(who);
      expect([who, c.status]).toEqual([who, 200]);
      c.close();
    }
    const outsider = await follow('outsider');
    expect(outsider.status).toBe(403);
    expect(JSON.parse(outsider.body)).toEqual({ error: { code: expect.any(String), message: 'You do not have access to this screen' } });
    expect((await follow('otherTeamPlayer')).status).toBe(403);
    expect((await openSse(liveUrl())).status).toBe(401);
    expect((await follow('player', {}, liveUrl(randomUUID()))).status).toBe(404);
  });
});
