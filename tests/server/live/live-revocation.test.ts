// Live streams end with the session or the membership that opened them: a ticket made before
// logout is refused after it, and open streams close at logout, when every token of the user is
// revoked (password change, account closure) and when the user is removed from or disabled in
// the club. Other users' and other sessions' streams stay open. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { issueToken } from '../../../server/areas/auth/tokens';
import { createClub, createTeam, createUser, DEFAULT_PASSWORD, type CreatedUser } from '../../support/factories';
import { createTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import { openSse, type SseConnection } from './sse-client';

const isState = (m: { event: string }) => m.event === 'state';

/** Resolves true when the stream ends within `ms`, false when it is still open then. */
const endsWithin = (c: SseConnection, ms = 3000) => Promise.race([c.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe.each(DB_KINDS)('live streams end with the session or membership on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let clubId: string;
  let teamId: string;
  let fixtureId: string;
  let admin: TestClient;
  const open: SseConnection[] = [];

  const liveUrl = () => `${base}/api/v1/fixture/${clubId}/${fixtureId}/live`;
  const as = (token: string) => {
    const c = t.client();
    c.token = token;
    return c;
  };
  const newPlayer = async (): Promise<{ user: CreatedUser; token: string }> => {
    const user = await createUser(t.db, { clubId, teamId, role: 'player' });
    return { user, token: await issueToken(t.db, user.id, 'vitest') };
  };
  const ticketOf = async (token: string) => {
    const res = await as(token).get(`/api/v1/fixture/${clubId}/${fixtureId}/live/ticket`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { ticket: string }).ticket;
  };
  const followWithTicket = async (ticket: string) => {
    const c = await openSse(`${liveUrl()}?ticket=${encodeURIComponent(ticket)}`);
    open.push(c);
    return c;
  };
  const follow = async (token: string) => {
    const c = await openSse(liveUrl(), { touchlinetoken: token });
    open.push(c);
    expect(c.status).toBe(200);
    await c.waitFor(isState);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    clubId = (await createClub(t.db, { name: 'Revoke FC' })).id;
    teamId = (await createTeam(t.db, { clubId })).id;
    const a = await createUser(t.db, { clubId, role: 'club_admin' });
    admin = as(await issueToken(t.db, a.id, 'vitest'));
    fixtureId = (
      await t.db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Rivals', 'home', now()) RETURNING id`, [clubId, teamId])
    ).id;
  });

  afterAll(async () => {
    for (const c of open) c.close();
    await t?.close();
  });

  it('refuses a ticket made before logout once the session has logged out', async () => {
    const { token } = await newPlayer();
    const ticket = await ticketOf(token);
    expect((await as(token).delete('/api/v1/auth')).statusCode).toBe(200);
    const c = await followWithTicket(ticket);
    expect(c.status).toBe(401);
  });

  it('closes the session\'s open streams (header or ticket) at logout, and leaves its other sessions\' open', async () => {
    const { user, token } = await newPlayer();
    const other = await issueToken(t.db, user.id, 'other phone');
    const byHeader = await follow(token);
    const byTicket = await followWithTicket(await ticketOf(token));
    expect(byTicket.status).toBe(200);
    await byTicket.waitFor(isState);
    const otherDevice = await follow(other);

    expect((await as(token).delete('/api/v1/auth')).statusCode).toBe(200);
    expect(await endsWithin(byHeader)).toBe(true);
    expect(await endsWithin(byTicket)).toBe(true);
    expect(await endsWithin(otherDevice, 300)).toBe(false);
  });

  it('closes the user\'s other sessions\' streams when a password change revokes their tokens', async () => {
    const { user, token } = await newPlayer();
    const other = await issueToken(t.db, user.id, 'old phone');
    const stale = await follow(other);
    const res = await as(token).post('/api/v1/auth/password', { currentPassword: DEFAULT_PASSWORD, password: 'Another1!pass', confirmPassword: 'Another1!pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await endsWithin(stale)).toBe(true);
  });

  it('closes the user\'s streams when the account is closed', async () => {
    const { user, token } = await newPlayer();
    const c = await follow(token);
    expect((await as(token).delete(`/api/v1/user/${user.id}`)).statusCode).toBe(200);
    expect(await endsWithin(c)).toBe(true);
  });

  it('closes a member\'s streams when the club removes them, and only theirs', async () => {
    const { user, token } = await newPlayer();
    const bystander = await newPlayer();
    const c = await follow(token);
    const stays = await follow(bystander.token);
    const res = await admin.delete(`/api/v1/club/${clubId}/users/remove`, { userIds: [user.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await endsWithin(c)).toBe(true);
    expect(await endsWithin(stays, 300)).toBe(false);
    // Reconnecting is refused: access is checked at every connect.
    const again = await openSse(liveUrl(), { touchlinetoken: token });
    expect(again.status).toBe(403);
  });

  it('closes a member\'s streams when the club disables them', async () => {
    const { user, token } = await newPlayer();
    const c = await follow(token);
    const res = await admin.put(`/api/v1/club/${clubId}/users/active`, { userIds: [user.id], active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await endsWithin(c)).toBe(true);
  });

  it('closes a member\'s streams when they are taken out of a team (DELETE user/{id}/team)', async () => {
    const { user, token } = await newPlayer();
    const c = await follow(token);
    const res = await admin.delete(`/api/v1/user/${user.id}/team`, { clubId, teamId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await endsWithin(c)).toBe(true);
  });
});
