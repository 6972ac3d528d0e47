// Objectives (issue 21 item 7) on both databases: the club's objectives to pick from; a player's
// objectives set, read (list, by date, one), changed, logged and deleted, exactly once; who may do
// what (the player, their parent, the player's coaches and club admins; only staff mark one met;
// another club, another child's parent, another player and a coach of another team: 403); the
// 400s ('Please complete all form fields', never a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectiveMessages as m } from '../../../src/domain/objectives/messages';
import { dueDay } from '../../../src/domain/objectives/timeframes';
import { addOtherTeamCoach, createClubWorld, type ClubWorld } from '../../support/club-world';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

const URL = '/api/v1/user-objective';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const uuid = (n: number) => `01938f3e-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe.each(DB_KINDS)('objectives on %s', (kind) => {
  let w: ClubWorld;
  let player: TestClient;
  let otherCoach: TestClient;
  const body = (over: Record<string, unknown> = {}) => ({ playerId: w.ids.target, title: 'Keepy-uppies', timeframe: 'next_month', target: 200, startDay: daysAgo(3), ...over });
  const make = async (c: TestClient, over: Record<string, unknown> = {}) => {
    const res = await c.post(URL, body(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; met: boolean };
  };

  beforeAll(async () => {
    w = await createClubWorld(kind);
    player = await w.asUser(w.ids.target);
    otherCoach = await w.asUser((await addOtherTeamCoach(w)).coachId);
    await w.t.db.query(`INSERT INTO objectives (club_id, title, timeframe, target, position) VALUES ($1, 'Score 10 goals', 'this_season', 10, 1), ($2, 'Birch only', null, null, 0)`, [w.clubA, w.clubB]);
  });
  afterAll(() => w?.t.close());

  it("lists the club's objectives to members only, never another club's", async () => {
    const mine = await player.get(`/api/v1/objective?clubId=${w.clubA}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().objectives).toEqual([expect.objectContaining({ clubId: w.clubA, title: 'Score 10 goals', timeframe: 'this_season', target: 10 })]);
    expect((await player.get('/api/v1/objective')).json().objectives.map((o: { title: string }) => o.title)).toEqual(['Score 10 goals']);
    const refused = await w.client('outsider').get(`/api/v1/objective?clubId=${w.clubA}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You do not have access to this screen');
    expect((await w.client('outsider').get('/api/v1/objective')).json().objectives.map((o: { title: string }) => o.title)).toEqual(['Birch only']);
    expect((await player.get('/api/v1/objective?clubId=nope')).statusCode).toBe(400);
  });

  it('lets the player set, read, change, log and delete; replays are stored once', async () => {
    const id = uuid(1);
    const key = { 'idempotency-key': '7d4c3a1e-2b1f-4c55-9a0e-0f5b7c1d2e51' };
    const first = await player.post(URL, body({ id, target: '200' }), key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, playerId: w.ids.target, title: 'Keepy-uppies', timeframe: 'next_month', target: 200, startDay: daysAgo(3), dueDay: dueDay('next_month', daysAgo(3)), met: false, logs: [] });
    expect((await player.post(URL, body({ id, target: '200' }), key)).statusCode).toBe(201);
    expect((await player.post(URL, body({ id, target: 200 }))).json().id).toBe(id);
    expect(await w.t.db.query('SELECT 1 FROM user_objectives WHERE id = $1', [id])).toHaveLength(1);

    const logKey = { 'idempotency-key': '7d4c3a1e-2b1f-4c55-9a0e-0f5b7c1d2e52' };
    const log = { id: uuid(101), playerId: w.ids.target, day: daysAgo(1), value: 40, note: 'Garden' };
    const logged = await player.post(`${URL}/${id}/log`, log, logKey);
    expect(logged.statusCode).toBe(201);
    expect(logged.json().logs).toEqual([expect.objectContaining({ id: log.id, day: daysAgo(1), value: 40, note: 'Garden', createdBy: w.ids.target })]);
    expect((await player.post(`${URL}/${id}/log`, log, logKey)).statusCode).toBe(201);
    expect((await player.post(`${URL}/${id}/log`, log)).json().logs).toHaveLength(1);

    const edited = await player.put(`${URL}/${id}`, { playerId: w.ids.target, title: 'Keepy-uppies, both feet', timeframe: 'next_week', target: 150 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Keepy-uppies, both feet', timeframe: 'next_week', target: 150, dueDay: dueDay('next_week', daysAgo(3)), logs: [expect.objectContaining({ value: 40 })] });
    expect((await player.get(`${URL}/${id}`)).json()).toMatchObject({ id, target: 150 });
    const list = await player.get(`${URL}?playerId=${w.ids.target}&limit=5`);
    expect(list.json().objectives.map((o: { id: string }) => o.id)).toContain(id);
    const inRange = await player.get(`${URL}/date?playerId=${w.ids.target}&startDate=${daysAgo(1)}&endDate=${daysAgo(0)}`);
    expect(inRange.json().objectives.map((o: { id: string }) => o.id)).toContain(id);
    const before = await player.get(`${URL}/date?playerId=${w.ids.target}&startDate=2020-01-01&endDate=2020-02-01`);
    expect(before.json().objectives).toEqual([]);

    expect((await player.delete(`${URL}/${id}?playerId=${w.ids.target}`)).json()).toEqual({ id, deleted: true });
    expect((await player.delete(`${URL}/${id}?playerId=${w.ids.target}`)).json()).toEqual({ id, deleted: false });
    expect(await w.t.db.query('SELECT 1 FROM user_objective_logs WHERE objective_id = $1', [id])).toHaveLength(0);
    expect((await player.get(`${URL}/${id}`)).statusCode).toBe(404);
    expect((await player.put(`${URL}/${id}`, { playerId: w.ids.target, title: 'x', timeframe: 'next_week', target: 1 })).statusCode).toBe(404);
  });

  it('lets a parent and the team coaches set objectives; only a coach or club admin marks one met', async () => {
    const forChild = await make(w.client('parent'), { playerId: w.ids.child });
    expect((await w.client('parent').get(`${URL}?playerId=${w.ids.child}`)).json().objectives).toHaveLength(1);
    const edit = { playerId: w.ids.child, title: 'Keepy-uppies', timeframe: 'next_month', target: 200 };
    const byParent = await w.client('parent').put(`${URL}/${forChild.id}`, { ...edit, met: true });
    expect(byParent.statusCode).toBe(403);
    expect(byParent.json().error.message).toBe(m.markMet);

    const byCoach = await make(w.client('coach'));
    expect((await player.put(`${URL}/${byCoach.id}`, { ...body(), met: true })).json().error.message).toBe(m.markMet);
    const marked = await w.client('coach').put(`${URL}/${byCoach.id}`, { ...body(), met: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ met: true, metBy: w.ids.coach });
    expect(marked.json().metAt).toBeTruthy();
    // The player may still change the rest, sending met as it stands.
    expect((await player.put(`${URL}/${byCoach.id}`, { ...body({ title: 'Renamed' }), met: true })).json()).toMatchObject({ title: 'Renamed', met: true, metBy: w.ids.coach });
    const unmarked = await w.client('club_admin').put(`${URL}/${byCoach.id}`, { ...body(), met: false });
    expect(unmarked.json()).toMatchObject({ met: false, metBy: null, metAt: null });
    expect((await w.client('assistant_coach').post(`${URL}/${byCoach.id}/log`, { playerId: w.ids.target, day: daysAgo(0), value: 5 })).statusCode).toBe(201);
    expect((await w.client('club_admin').delete(`${URL}/${byCoach.id}?playerId=${w.ids.target}`)).json()).toMatchObject({ deleted: true });
  });

  it("ends a \"this season\" objective on the club's season end, counted again on an edit", async () => {
    const end = daysAgo(-100);
    await w.t.db.query('UPDATE clubs SET season_start = $2, season_end = $3 WHERE id = $1', [w.clubA, daysAgo(200), end]);
    try {
      const o = await make(player, { timeframe: 'this_season' });
      expect((await player.get(`${URL}/${o.id}`)).json().dueDay).toBe(end);
      const edited = await player.put(`${URL}/${o.id}`, { ...body({ timeframe: 'next_week' }) });
      expect(edited.json().dueDay).toBe(dueDay('next_week', daysAgo(3)));
      expect((await player.put(`${URL}/${o.id}`, body({ timeframe: 'this_season' }))).json().dueDay).toBe(end);
    } finally {
      await w.t.db.query('UPDATE clubs SET season_start = NULL, season_end = NULL WHERE id = $1', [w.clubA]);
    }
  });

  it("refuses another club, another child's parent, another player and a coach of another team", async () => {
    const o = await make(player);
    for (const c of [w.client('outsider'), w.client('parent'), w.client('player'), otherCoach]) {
      for (const path of [`${URL}?playerId=${w.ids.target}`, `${URL}/date?playerId=${w.ids.target}&startDate=${daysAgo(9)}&endDate=${daysAgo(0)}`, `${URL}/${o.id}`]) {
        expect((await c.get(path)).statusCode, path).toBe(403);
      }
      expect((await c.post(URL, body())).statusCode).toBe(403);
      expect((await c.put(`${URL}/${o.id}`, { ...body(), met: true })).statusCode).toBe(403);
      expect((await c.post(`${URL}/${o.id}/log`, { playerId: w.ids.target, day: daysAgo(0), value: 5 })).statusCode).toBe(403);
      expect((await c.delete(`${URL}/${o.id}?playerId=${w.ids.target}`)).statusCode).toBe(403);
    }
    const outsider = await w.client('outsider').get(`${URL}/${o.id}`);
    expect(outsider.json().error.message).toBe('You do not have access to this screen');
    expect(await w.t.db.query('SELECT met FROM user_objectives WHERE id = $1', [o.id])).toEqual([{ met: false }]);
    expect(await w.t.db.query('SELECT 1 FROM user_objective_logs WHERE objective_id = $1', [o.id])).toHaveLength(0);
    // Naming the objective under another player is no way round.
    expect((await w.client('parent').put(`${URL}/${o.id}`, { ...body({ playerId: w.ids.child }), met: false })).statusCode).toBe(404);
    expect((await w.client('parent').delete(`${URL}/${o.id}?playerId=${w.ids.child}`)).statusCode).toBe(404);
  });

  it('refuses incomplete and bad objectives with a clear 400, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, m.incomplete],
      [{ title: '   ' }, m.incomplete],
      [{ timeframe: undefined }, m.incomplete],
      [{ timeframe: 'next_decade' }, m.incomplete],
      [{ target: undefined }, m.incomplete],
      [{ target: '' }, m.incomplete],
      [{ target: 0 }, m.target],
      [{ target: -5 }, m.target],
      [{ target: 2.5 }, m.target],
      [{ target: 'lots' }, m.target],
      [{ target: 10_001 }, m.target],
      [{ title: 'x'.repeat(100_000) }, 'Please keep this to 200 characters'],
      [{ startDay: daysAgo(-5) }, m.day],
      [{ startDay: 'soon' }, m.day],
      [{ playerId: 'someone' }, m.player],
    ];
    for (const [over, message] of cases) {
      const res = await player.post(URL, body(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const o = await make(player);
    const logCases: [Record<string, unknown>, string][] = [
      [{ value: undefined }, m.incomplete],
      [{ value: 0 }, m.value],
      [{ day: daysAgo(-5) }, m.day],
      [{ note: 'x'.repeat(100_000) }, 'Please keep this to 2000 characters'],
    ];
    for (const [over, message] of logCases) {
      const res = await player.post(`${URL}/${o.id}/log`, { playerId: w.ids.target, day: daysAgo(0), value: 5, ...over });
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await player.put(`${URL}/${o.id}`, { playerId: w.ids.target, title: 'x', timeframe: 'next_week' })).json().error.message).toBe(m.incomplete);
    expect((await player.get(URL)).statusCode).toBe(400);
    expect((await player.get(`${URL}/date?playerId=${w.ids.target}&startDate=2026-02-01&endDate=2026-01-01`)).json().error.message).toBe(m.dates);
    expect((await player.get(`${URL}/not-a-uuid`)).statusCode).toBe(400);
    expect((await player.delete(`${URL}/${o.id}`)).statusCode).toBe(400);
    expect((await player.post(URL, 'not json at all')).statusCode).toBeLessThan(500);
  });
});
