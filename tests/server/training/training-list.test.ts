import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingListAnswer, TrainingSummary } from '../../../src/domain/training/types';
import { createClub, createUser } from '../../support/factories';
import { createDemoClub, type DemoClub, expectBadQuery } from '../../support/demo-club';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('GET /api/v1/training/{clubId} on %s', (kind) => {
  let d: DemoClub;
  let url: string;
  const list = async (email: string, query = ''): Promise<TrainingSummary[]> => {
    const res = await (await d.as(email)).get(`${url}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TrainingListAnswer).sessions;
  };

  beforeAll(async () => {
    d = await createDemoClub(kind);
    url = `/api/v1/training/${d.clubId}`;
  });
  afterAll(() => d?.t.close());

  it('answers 401 without a token, 403 to a non-member and 400 for a bad club id', async () => {
    expect((await d.t.client().get(url)).statusCode).toBe(401);
    const other = await createClub(d.t.db);
    const outsider = await d.asUser((await createUser(d.t.db, { clubId: other.id, role: 'parent' })).id);
    expect((await outsider.get(url)).statusCode).toBe(403);
    expect((await outsider.get('/api/v1/training/123')).statusCode).toBe(400);
  });

  it("gives a coach both teams' sessions ordered by start, with topic, skill and intensity", async () => {
    const sessions = await list('coach@touchline.demo');
    expect(sessions).toHaveLength(20);
    const starts = sessions.map((s) => s.startsAt);
    expect(starts).toEqual([...starts].sort());
    for (const s of sessions) {
      expect(s.endsAt > s.startsAt).toBe(true);
      expect(s.location && s.topic && s.coreSkill).toBeTruthy();
      expect(['light', 'standard', 'hard']).toContain(s.intensity);
      expect(s.clubId).toBe(d.clubId);
    }
    expect(new Set(sessions.map((s) => s.teamName))).toEqual(new Set(['U10', 'U14']));
  });

  it('splits past (ended) and upcoming (set up) sessions by from and to', async () => {
    const now = new Date().toISOString();
    const past = await list('coach@touchline.demo', `?to=${encodeURIComponent(now)}`);
    const upcoming = await list('coach@touchline.demo', `?from=${encodeURIComponent(now)}`);
    expect(past.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length + upcoming.length).toBe(20);
    expect(past.every((s) => s.status === 'ended')).toBe(true);
    expect(upcoming.every((s) => s.status === 'setup')).toBe(true);
  });

  it('applies the same access as fixtures: club admin (every team by default), player, parent and child', async () => {
    expect(await list('clubadmin@touchline.demo')).toHaveLength(20);
    expect(await list('clubadmin@touchline.demo', '?isAdmin=true')).toHaveLength(20);
    expect(await list('admin@touchline.demo')).toHaveLength(20);
    expect((await list('clubadmin@touchline.demo', `?teamId=${d.teams.U14}`)).every((s) => s.teamId === d.teams.U14)).toBe(true);
    expect(await list('clubadmin@touchline.demo', `?teamId=${d.teams.U14}`)).toHaveLength(10);
    const own = await list('player@touchline.demo');
    expect(own).toHaveLength(10);
    expect(own.every((s) => s.teamId === d.teams.U14)).toBe(true);
    const leo = await list('parent@touchline.demo', `?playerId=${d.idOf('Leo Harrington')}`);
    expect(leo).toHaveLength(10);
    expect(leo.every((s) => s.teamId === d.teams.U10)).toBe(true);
    const parent = await d.as('parent@touchline.demo');
    expect((await parent.get(`${url}?playerId=${d.idOf('Zach Morgan')}`)).statusCode).toBe(403);
    const player = await d.as('player@touchline.demo');
    expect((await player.get(`${url}?teamId=${d.teams.U10}`)).statusCode).toBe(403);
    expect(await list('coach@touchline.demo', `?teamId=${d.teams.U14}`)).toEqual(own);
  });

  it('hides inactive sessions unless showInactive=true', async () => {
    const [first] = await list('coach@touchline.demo');
    await d.t.db.query('UPDATE training_sessions SET active = false WHERE id = $1', [first!.id]);
    try {
      expect((await list('coach@touchline.demo')).map((s) => s.id)).not.toContain(first!.id);
      expect((await list('coach@touchline.demo', '?showInactive=1')).find((s) => s.id === first!.id)?.active).toBe(false);
    } finally {
      await d.t.db.query('UPDATE training_sessions SET active = true WHERE id = $1', [first!.id]);
    }
  });

  it('refuses a bad query with a 400 naming the parameter', async () => {
    const coach = await d.as('coach@touchline.demo');
    for (const [query, param] of [
      ['teamId=abc', 'teamId'],
      ['playerId=', 'playerId'],
      ['from=2026-13-01', 'from'],
      ['to=tomorrow', 'to'],
      ['isAdmin=2', 'isAdmin'],
      ['limit=-5', 'limit'],
    ] as const) {
      expectBadQuery(await coach.get(`${url}?${query}`), param);
    }
    const reversed = await coach.get(`${url}?from=2026-05-02T00:00:00Z&to=2026-05-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe('from must not be after to');
  });
});
