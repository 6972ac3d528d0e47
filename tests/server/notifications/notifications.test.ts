// Notifications (issue 23 item 5, in-app) on both databases: a fixture or session created,
// changed or cancelled notifies the team's players, their parents and its staff — not the person
// who made it, not another team, not anyone outside the club; a replay with the same
// Idempotency-Key makes none twice; the list, mark read and delete touch only the caller's own
// rows; bad input is a clear 4xx; rows older than 90 days are deleted (clock injected).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '../../../server/lib/session-kind';
import { notify, pruneNotifications } from '../../../server/lib/notify';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { createTeam, createUser, linkGuardian } from '../../support/factories';
import { inDays } from '../../support/session-world';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('notifications on %s', (kind) => {
  let w: ClubWorld;
  let coach: TestClient;
  let otherTeamPlayer: string;
  let otherTeamCoach: string;
  let outsideParent: string;
  const key = () => ({ 'idempotency-key': randomUUID() });

  /** Who holds a notification of this kind about this session. */
  const holders = async (kindName: string, sessionId: string) =>
    (await w.t.db.query<{ user_id: string }>(`SELECT user_id FROM notifications WHERE kind = $1 AND params->>'sessionId' = $2 ORDER BY user_id`, [kindName, sessionId])).map((r) => r.user_id);

  beforeAll(async () => {
    w = await createClubWorld(kind);
    coach = w.client('coach');
    const team2 = (await createTeam(w.t.db, { clubId: w.clubA, name: 'Alder U14', ageGroup: 'U14' })).id;
    otherTeamPlayer = (await createUser(w.t.db, { clubId: w.clubA, teamId: team2, role: 'player', firstName: 'Olga', lastName: 'Alder' })).id;
    otherTeamCoach = (await createUser(w.t.db, { clubId: w.clubA, teamId: team2, role: 'coach', firstName: 'Oscar', lastName: 'Alder' })).id;
    // A guardian of a team A player who belongs only to club B: outside club A, told nothing.
    outsideParent = (await createUser(w.t.db, { clubId: w.clubB, role: 'parent', firstName: 'Bea', lastName: 'Birch' })).id;
    await linkGuardian(w.t.db, outsideParent, w.ids.target);
  });
  afterAll(() => w?.t.close());

  const teamA = () => [w.ids.assistant_coach, w.ids.parent, w.ids.player, w.ids.target, w.ids.child].sort();

  it("a new fixture notifies the team's players, parents and staff, not the creator, another team or another club; a replay makes none twice", async () => {
    const headers = key();
    const body = { teamId: w.teamA, opponent: 'Cedar Town', homeAway: 'home', kickoffAt: inDays(4) };
    const first = await coach.post(`/api/v1/fixture/${w.clubA}/create`, body, headers);
    expect(first.statusCode).toBe(201);
    const id = first.json().id as string;
    const who = await holders('fixture_created', id);
    expect(who).toEqual(teamA());
    for (const never of [w.ids.coach, w.ids.club_admin, w.ids.user, otherTeamPlayer, otherTeamCoach, outsideParent, w.ids.outsider]) expect(who).not.toContain(never);

    const again = await coach.post(`/api/v1/fixture/${w.clubA}/create`, body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await holders('fixture_created', id)).toHaveLength(who.length);
    // The same device id sent again without its key (a lost answer) is no news either.
    const sameId = await coach.post(`/api/v1/fixture/${w.clubA}/create`, { ...body, id }, key());
    expect(sameId.statusCode).toBe(201);
    expect(await holders('fixture_created', id)).toHaveLength(who.length);

    // The text is the app's: only ids, names and times are stored.
    const row = await w.t.db.one<{ params: Record<string, unknown> | string; club_id: string; team_id: string }>(`SELECT params, club_id, team_id FROM notifications WHERE kind = 'fixture_created' AND params->>'sessionId' = $1 LIMIT 1`, [id]);
    const params = typeof row.params === 'string' ? JSON.parse(row.params) : row.params;
    expect(params).toEqual({ sessionId: id, sessionKind: 'fixture', teamName: 'Alder U12', startsAt: new Date(body.kickoffAt).toISOString(), opponent: 'Cedar Town' });
    expect(row).toMatchObject({ club_id: w.clubA, team_id: w.teamA });
  });

  it('a change, a cancel and a squad notify; a replayed cancel makes none twice', async () => {
    const id = (await coach.post(`/api/v1/fixture/${w.clubA}/create`, { teamId: w.teamA, opponent: 'Dale', homeAway: 'away', kickoffAt: inDays(6) })).json().id as string;
    expect((await coach.put(`/api/v1/fixture/${w.clubA}/${id}`, { venue: 'North field' })).statusCode).toBe(200);
    expect(await holders('fixture_changed', id)).toEqual(teamA());
    expect((await coach.put(`/api/v1/fixture/${w.clubA}/${id}/squad`, { playerIds: [w.ids.player, w.ids.target] })).statusCode).toBe(200);
    expect(await holders('squad_picked', id)).toEqual(teamA());
    const headers = key();
    expect((await coach.put(`/api/v1/fixture/${w.clubA}/${id}/cancel`, { reason: 'cancelled' }, headers)).statusCode).toBe(200);
    expect((await coach.put(`/api/v1/fixture/${w.clubA}/${id}/cancel`, { reason: 'cancelled' }, headers)).statusCode).toBe(200);
    expect(await holders('fixture_cancelled', id)).toEqual(teamA());
  });

  it('a new training session and its cancel notify the team; the reminder asks only those still to answer, and their parents', async () => {
    const created = await w.client('assistant_coach').post(`/api/v1/training/${w.clubA}/create`, { teamId: w.teamA, startsAt: inDays(2, 17), endsAt: inDays(2, 18), location: 'Field', coreSkill: 'passing' });
    expect(created.statusCode).toBe(201);
    const id = created.json().sessions[0].id as string;
    const team = [w.ids.coach, w.ids.parent, w.ids.player, w.ids.target, w.ids.child].sort();
    expect(await holders('training_created', id)).toEqual(team);

    expect((await w.client('player').put(`/api/v1/training/${w.clubA}/${id}/attendance/player`, { playerId: w.ids.player, status: 'coming' })).statusCode).toBe(200);
    expect((await coach.put(`/api/v1/training/${w.clubA}/${id}/reminder`, {})).statusCode).toBe(200);
    // Tara and Chris have not answered; Chris's parent hears for him. Pete answered.
    expect(await holders('attendance_needed', id)).toEqual([w.ids.parent, w.ids.target, w.ids.child].sort());

    expect((await coach.put(`/api/v1/training/${w.clubA}/${id}/cancel`, { reason: 'postponed' })).statusCode).toBe(200);
    expect(await holders('training_cancelled', id)).toEqual([w.ids.assistant_coach, w.ids.parent, w.ids.player, w.ids.target, w.ids.child].sort());
  });

  it('lists, marks read and deletes only your own; bad input is a clear 4xx', async () => {
    const player = w.client('player');
    const list = await player.get('/api/v1/user-notification?limit=5');
    expect(list.statusCode).toBe(200);
    const { notifications, unread } = list.json();
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.length).toBeLessThanOrEqual(5);
    expect(unread).toBeGreaterThanOrEqual(notifications.length);
    const times = notifications.map((n: { createdAt: string }) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = notifications[0].id as string;

    const read = await player.put(`/api/v1/user-notification/${mine}`, {});
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect((await player.get('/api/v1/user-notification')).json().unread).toBe(unread - 1);
    expect((await player.put(`/api/v1/user-notification/${mine}`, { read: false })).json().readAt).toBeNull();

    // Someone else's: not found, and untouched.
    for (const other of [await w.asUser(w.ids.target), w.client('parent'), w.client('outsider')]) {
      expect((await other.put(`/api/v1/user-notification/${mine}`, {})).statusCode).toBe(404);
      const del = await other.delete(`/api/v1/user-notification/${mine}`);
      expect(del.statusCode).toBe(404);
      expect(del.json().error.message).toBe('This notification could not be found');
    }
    expect((await player.get('/api/v1/user-notification?limit=200')).json().notifications.map((n: { id: string }) => n.id)).toContain(mine);

    const del = await player.delete(`/api/v1/user-notification/${mine}`, undefined, key());
    expect(del.json()).toEqual({ id: mine, deleted: true });
    // Deleted already (another device, a replay without its key): a harmless no-op.
    expect((await player.delete(`/api/v1/user-notification/${mine}`)).json()).toEqual({ id: mine, deleted: false });
    expect((await player.put(`/api/v1/user-notification/${mine}`, {})).statusCode).toBe(404);

    for (const bad of ['-1', '0', '10000', 'ten', '1.5']) {
      const res = await player.get(`/api/v1/user-notification?limit=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('limit must be a whole number from 1 to 200');
    }
    for (const method of ['put', 'delete'] as const) {
      const res = await player[method]('/api/v1/user-notification/not-a-uuid', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid notification id');
    }
    expect((await player.put(`/api/v1/user-notification/${randomUUID()}`, { read: 'yes' })).statusCode).toBe(400);
    expect((await w.client('anonymous').get('/api/v1/user-notification')).statusCode).toBe(401);
  });

  it('keeps notifications 90 days, then deletes them (clock injected)', async () => {
    const day = 86_400_000;
    const start = new Date(Date.UTC(2030, 0, 1));
    const userId = (await createUser(w.t.db, { clubId: w.clubA, teamId: w.teamA, role: 'player', firstName: 'Rita', lastName: 'Retention' })).id;
    await w.t.db.transaction((tx) => notify(tx, { kind: 'fixture_changed', session: FIXTURE, sessionId: w.fixtureId, actorId: w.ids.coach }, start));
    const count = async () => (await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND created_at = $2', [userId, start])).n;
    expect(await count()).toBe(1);
    expect(await pruneNotifications(w.t.db, new Date(start.getTime() + 90 * day - 1), [userId])).toBe(0);
    expect(await count()).toBe(1);
    expect(await pruneNotifications(w.t.db, new Date(start.getTime() + 90 * day + 1), [userId])).toBe(1);
    expect(await count()).toBe(0);
  });
});
