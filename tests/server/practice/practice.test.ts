// At-home practice and the streak calls (issue 21 items 1-2) on both databases: who may read and
// write a player's diary, the 400s for bad entries (never a 500), exactly-once creation, and the
// streak and milestones from the days practised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceMessages as m } from '../../../src/domain/practice/messages';
import { addDays, localDay } from '../../../src/domain/practice/practice-days';
import { addOtherTeamCoach, createClubWorld, type ClubWorld } from '../../support/club-world';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

const TZ = 'Europe/Madrid';
const today = () => localDay(TZ);
const entry = (over: Record<string, unknown> = {}) => ({ day: today(), timeZone: TZ, skills: [{ coreSkill: 'Passing', minutes: 30 }], location: 'Park', withWhom: 'Dad', feeling: 4, notes: 'Left foot', ...over });

describe.each(DB_KINDS)('at-home practice on %s', (kind) => {
  let w: ClubWorld;
  let player: TestClient;
  let otherCoach: TestClient;
  const url = (id = w.ids.target) => `/api/v1/practice/${id}`;

  beforeAll(async () => {
    w = await createClubWorld(kind);
    player = await w.asUser(w.ids.target);
    otherCoach = await w.asUser((await addOtherTeamCoach(w)).coachId);
  });
  afterAll(() => w?.t.close());

  it('lets the player log, read, edit and delete; a replayed POST is stored once', async () => {
    const id = '01938f3e-0000-7000-8000-000000000001';
    const key = { 'idempotency-key': '7d4c3a1e-2b1f-4c55-9a0e-0f5b7c1d2e3f' };
    const sentAt = new Date().toISOString();
    const first = await player.post(url(), entry({ id, loggedAt: sentAt }), key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, day: today(), timeZone: TZ, skills: [{ coreSkill: 'Passing', minutes: 30 }], feeling: 4 });
    expect((await player.post(url(), entry({ id, loggedAt: sentAt }), key)).statusCode).toBe(201);
    // The same device id without its key (a lost answer, another path): still one row.
    expect((await player.post(url(), entry({ id }))).json().id).toBe(id);
    const rows = await w.t.db.query('SELECT 1 FROM practice_entries WHERE id = $1', [id]);
    expect(rows).toHaveLength(1);

    const edited = await player.put(`${url()}/${id}`, entry({ skills: [{ coreSkill: 'Dribbling', minutes: 45 }, { coreSkill: 'Passing', minutes: 15 }], day: addDays(today(), -2) }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().skills).toHaveLength(2);
    const list = await player.get(url());
    expect(list.json().entries.map((e: { id: string }) => e.id)).toContain(id);
    const del = await player.delete(`${url()}/${id}`);
    expect(del.json()).toEqual({ id, deleted: true });
    expect((await player.delete(`${url()}/${id}`)).json()).toEqual({ id, deleted: false });
    expect((await player.put(`${url()}/${id}`, entry())).statusCode).toBe(404);
  });

  it('lets a parent log for their child, and refuses staff writes', async () => {
    const parent = w.client('parent');
    expect((await parent.post(url(w.ids.child), entry())).statusCode).toBe(201);
    for (const c of ['coach', 'club_admin'] as const) {
      const res = await w.client(c).post(url(), entry());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(m.notYours);
    }
  });

  it('shows the diary to the player, parent, team coaches and admins only', async () => {
    await player.post(url(), entry());
    for (const c of ['coach', 'assistant_coach', 'club_admin'] as const) expect((await w.client(c).get(url())).statusCode).toBe(200);
    expect((await w.client('parent').get(url(w.ids.child))).statusCode).toBe(200);
    // A parent of another child, another player, another club, a coach of another team.
    for (const c of [w.client('parent'), w.client('player'), w.client('outsider'), otherCoach]) {
      for (const path of [url(), `${url()}/stats`, `/api/v1/user/${w.ids.target}/streak`]) expect((await c.get(path)).statusCode, path).toBe(403);
      expect((await c.post(url(), entry())).statusCode).toBe(403);
    }
    expect((await w.client('outsider').get(`/api/v1/user/achievement?playerId=${w.ids.target}`)).statusCode).toBe(403);
  });

  it('refuses bad entries with a clear 400, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ skills: [{ coreSkill: 'Passing' }] }, m.minutesMissing],
      [{ skills: [{ coreSkill: 'Passing', minutes: 0 }] }, m.minutesRange],
      [{ skills: [{ coreSkill: 'Passing', minutes: -10 }] }, m.minutesRange],
      [{ skills: [{ coreSkill: 'Passing', minutes: 601 }] }, m.minutesRange],
      [{ skills: [{ coreSkill: 'Knitting', minutes: 10 }] }, m.coreSkill],
      [{ day: addDays(today(), 1) }, m.dayRange],
      [{ day: addDays(today(), -8) }, m.dayRange],
      [{ day: 'yesterday' }, m.dayRange],
      [{ notes: 'x'.repeat(100_000) }, 'Please keep this to 2000 characters'],
      [{ timeZone: 'Nowhere/Town' }, m.timeZone],
      [{ feeling: 9 }, m.feeling],
    ];
    for (const [over, message] of cases) {
      const res = await player.post(url(), entry(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await player.put(`${url()}/not-a-uuid`, entry())).statusCode).toBe(400);
    expect((await player.get(`${url()}?clubId=nope`)).statusCode).toBe(400);
    expect((await player.get(`/api/v1/user/${w.ids.target}/streak/date?startDate=2026-02-01&endDate=2026-01-01`)).statusCode).toBe(400);
    expect((await player.get(`/api/v1/user/${w.ids.target}/streak/date`)).statusCode).toBe(400);
  });

  it('judges an entry typed offline by the day it was typed, and believes no future clock', async () => {
    const typed = new Date(Date.now() - 5 * 86_400_000);
    const day = addDays(localDay(TZ, typed), -6); // 11 days ago now, 6 days back when typed
    expect((await player.post(url(), entry({ day, loggedAt: typed.toISOString() }))).statusCode).toBe(201);
    expect((await player.post(url(), entry({ day: addDays(today(), 1), loggedAt: new Date(Date.now() + 2 * 86_400_000).toISOString() }))).statusCode).toBe(400);
  });

  it('answers stats, the streak and milestones from the practice days', async () => {
    const p = await w.asUser(w.ids.child);
    // Three days this week (or as many as have passed) and the seeded days in the range.
    for (let i = 0; i < 4; i += 1) await p.post(url(w.ids.child), entry({ day: addDays(today(), -i), skills: [{ coreSkill: 'Shooting', minutes: 20 }] }));
    const stats = (await p.get(`${url(w.ids.child)}/stats?clubId=${w.clubA}`)).json();
    expect(stats.perSkill).toContainEqual({ coreSkill: 'Shooting', minutes: 80 });
    expect(stats.perWeek.reduce((s: number, x: { minutes: number }) => s + x.minutes, 0)).toBeGreaterThanOrEqual(80);
    expect(stats.season.minutes).toBeGreaterThanOrEqual(80);
    const streak = (await w.client('coach').get(`/api/v1/user/${w.ids.child}/streak`)).json();
    expect(streak.current).toBeGreaterThanOrEqual(1);
    const range = (await p.get(`/api/v1/user/${w.ids.child}/streak/date?startDate=${addDays(today(), -3)}&endDate=${today()}`)).json();
    expect(range.days.length).toBeGreaterThanOrEqual(4);
    const mine = (await p.get(`/api/v1/user/achievement?clubId=${w.clubA}`)).json();
    expect(mine.achievements[0]).toMatchObject({ key: 'first-practice' });
    const asParent = (await w.client('parent').get(`/api/v1/user/achievement?playerId=${w.ids.child}`)).json();
    expect(asParent.achievements).toEqual(mine.achievements);
    expect((await p.get('/api/v1/coreskill')).json().coreSkills).toContainEqual({ id: 'Passing', name: 'Passing' });
  });
});
