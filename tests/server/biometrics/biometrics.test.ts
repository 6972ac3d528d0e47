// Biometrics (issue 21 item 9) on both databases: who may read and add a player's measurements
// (another club's staff, another child's parent and a coach of another team: 403), the 400s
// for bad measurements (never a 500), exactly-once creation, and the newest-first list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biometricMessages as m } from '../../../src/domain/biometrics/messages';
import { addOtherTeamCoach, createClubWorld, type ClubWorld } from '../../support/club-world';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

const URL = '/api/v1/biometric';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(DB_KINDS)('biometrics on %s', (kind) => {
  let w: ClubWorld;
  let player: TestClient;
  let otherCoach: TestClient;
  const body = (over: Record<string, unknown> = {}) => ({ playerId: w.ids.target, measuredOn: daysAgo(1), heightCm: 158.4, weightKg: 47.2, ...over });

  beforeAll(async () => {
    w = await createClubWorld(kind);
    player = await w.asUser(w.ids.target);
    otherCoach = await w.asUser((await addOtherTeamCoach(w)).coachId);
  });
  afterAll(() => w?.t.close());

  it('lets the player add a measurement once, replayed or not, and lists newest first', async () => {
    const id = '01938f3e-0000-7000-8000-0000000000b1';
    const key = { 'idempotency-key': '7d4c3a1e-2b1f-4c55-9a0e-0f5b7c1d2e40' };
    const first = await player.post(URL, body({ id, measuredOn: daysAgo(100), heightCm: '155.0', weightKg: 45 }), key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, playerId: w.ids.target, measuredOn: daysAgo(100), heightCm: 155, weightKg: 45 });
    expect((await player.post(URL, body({ id, measuredOn: daysAgo(100), heightCm: '155.0', weightKg: 45 }), key)).statusCode).toBe(201);
    expect((await player.post(URL, body({ id, measuredOn: daysAgo(100), heightCm: 155, weightKg: 45 }))).json().id).toBe(id);
    expect(await w.t.db.query('SELECT 1 FROM biometrics WHERE id = $1', [id])).toHaveLength(1);

    expect((await player.post(URL, body())).statusCode).toBe(201);
    const list = await player.get(`${URL}?playerId=${w.ids.target}`);
    expect(list.statusCode).toBe(200);
    const days = list.json().measurements.map((x: { measuredOn: string }) => x.measuredOn);
    expect(days[0]).toBe(daysAgo(1));
    expect(days).toContain(daysAgo(100));
    expect(list.json().measurements[0]).toMatchObject({ heightCm: 158.4, weightKg: 47.2 });
    expect((await player.get(`${URL}?playerId=${w.ids.target}&limit=1`)).json().measurements).toHaveLength(1);
  });

  it('lets a parent add for their child and the team coaches add for their player; admins only read', async () => {
    expect((await w.client('parent').post(URL, body({ playerId: w.ids.child }))).statusCode).toBe(201);
    expect((await w.client('parent').get(`${URL}?playerId=${w.ids.child}`)).json().measurements).toHaveLength(1);
    for (const c of ['coach', 'assistant_coach'] as const) expect((await w.client(c).post(URL, body())).statusCode).toBe(201);
    const admin = await w.client('club_admin').post(URL, body());
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe(m.notYours);
    for (const c of ['coach', 'assistant_coach', 'club_admin'] as const) expect((await w.client(c).get(`${URL}?playerId=${w.ids.target}`)).statusCode).toBe(200);
  });

  it('refuses another club, another child\'s parent, another player and a coach of another team', async () => {
    for (const c of [w.client('outsider'), w.client('parent'), w.client('player'), otherCoach]) {
      expect((await c.get(`${URL}?playerId=${w.ids.target}`)).statusCode).toBe(403);
      expect((await c.post(URL, body())).statusCode).toBe(403);
    }
    const before = await w.t.db.query('SELECT 1 FROM biometrics WHERE player_id = $1', [w.ids.target]);
    expect((await w.client('outsider').post(URL, body())).json().error.message).toBeTruthy();
    expect(await w.t.db.query('SELECT 1 FROM biometrics WHERE player_id = $1', [w.ids.target])).toHaveLength(before.length);
  });

  it('refuses bad measurements with a clear 400, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ heightCm: 0 }, m.height],
      [{ heightCm: 400 }, m.height],
      [{ heightCm: 'tall' }, m.height],
      [{ heightCm: undefined }, m.height],
      [{ weightKg: 3 }, m.weight],
      [{ weightKg: 'x'.repeat(100_000) }, m.weight],
      [{ measuredOn: daysAgo(-5) }, m.day],
      [{ measuredOn: 'soon' }, m.day],
      [{ playerId: 'someone' }, m.player],
    ];
    for (const [over, message] of cases) {
      const res = await player.post(URL, body(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await player.get(URL)).statusCode).toBe(400);
    expect((await player.get(`${URL}?playerId=${w.ids.target}&limit=abc`)).statusCode).toBe(400);
    expect((await player.post(URL, 'not json at all')).statusCode).toBeLessThan(500);
  });
});
