// The practice leaderboard and core-skill grades (issue 21 items 3-4) on both databases: ranks
// with ties and gaps per period, initials for under-13s when the club hides names, the grade
// history, who may read and grade, and clear 400s for bad input (never a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeMessages } from '../../../src/domain/practice/grade-schema';
import { leaderboardMessages } from '../../../src/domain/practice/leaderboard';
import { addDays, localDay } from '../../../src/domain/practice/practice-days';
import { addOtherTeamCoach, createClubWorld, type ClubWorld } from '../../support/club-world';
import { createUser } from '../../support/factories';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

const today = () => localDay('UTC');
const yearsAgo = (n: number) => addDays(today(), -Math.round(n * 365.25));

describe.each(DB_KINDS)('leaderboard and core-skill grades on %s', (kind) => {
  let w: ClubWorld;
  let zed: string;
  let otherCoach: TestClient;
  const board = (id: string, q = '') => `/api/v1/leaderboard/${id}${q}`;
  const grades = (id: string) => `/api/v1/user/${id}/coreskill`;
  const practise = (playerId: string, day: string, minutes: number) =>
    w.t.db.query(`INSERT INTO practice_entries (player_id, day, time_zone, skills, minutes) VALUES ($1, $2, 'UTC', $3::jsonb, $4)`, [
      playerId,
      day,
      JSON.stringify([{ coreSkill: 'Passing', minutes }]),
      minutes,
    ]);

  beforeAll(async () => {
    w = await createClubWorld(kind);
    zed = (await createUser(w.t.db, { clubId: w.clubA, teamId: w.teamA, role: 'player', firstName: 'Zed', lastName: 'Young' })).id;
    otherCoach = await w.asUser((await addOtherTeamCoach(w)).coachId);
    // Season: from 200 days ago to 100 days ahead (the club's own, not 1 August).
    await w.t.db.query('UPDATE clubs SET season_start = $2, season_end = $3 WHERE id = $1', [w.clubA, addDays(today(), -200), addDays(today(), 100)]);
    await practise(w.ids.player, today(), 120); // Pete
    await practise(w.ids.child, today(), 90); // Chris
    await practise(zed, today(), 90);
    await practise(w.ids.target, today(), 30); // Tara
    await practise(w.ids.target, addDays(today(), -150), 50); // this season, not this month
    await practise(w.ids.target, addDays(today(), -250), 500); // before the club's season
  });
  afterAll(() => w?.t.close());

  it('ranks the club with shared places for ties, the top 3 and the gap to each place above', async () => {
    const res = await (await w.asUser(w.ids.target)).get(board(w.ids.target, '?period=week'));
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.clubId).toBe(w.clubA);
    expect(a.top).toEqual([
      { rank: 1, name: 'Pete Alder', minutes: 120, gap: 90, isMe: false },
      { rank: 2, name: 'Chris Alder', minutes: 90, gap: 60, isMe: false },
      { rank: 2, name: 'Zed Young', minutes: 90, gap: 60, isMe: false },
    ]);
    expect(a.me).toEqual({ rank: 4, minutes: 30, name: 'Tara Alder' });
    expect(a.above).toEqual([
      { rank: 1, minutes: 120, gap: 90 },
      { rank: 2, minutes: 90, gap: 60 },
    ]);
    // A player with no minutes has the last place, shared.
    const none = (await w.client('player').get(board(w.ids.player))).json();
    expect(none.me.rank).toBe(1);
    expect(none.top[0]).toMatchObject({ isMe: true, gap: 0 });
  });

  it('sums the week, the month and the club season', async () => {
    const tara = await w.asUser(w.ids.target);
    const minutes = async (period: string) => (await tara.get(board(w.ids.target, `?period=${period}&clubId=${w.clubA}`))).json().me.minutes;
    expect(await minutes('week')).toBe(30);
    expect(await minutes('month')).toBe(30);
    expect(await minutes('season')).toBe(80);
    const season = (await tara.get(board(w.ids.target, '?period=season'))).json();
    expect(season.from).toBe(addDays(today(), -200));
    expect(season.me).toMatchObject({ minutes: 80, rank: 4 });
    expect(season.above.at(-1)).toEqual({ rank: 2, minutes: 90, gap: 10 });
  });

  it('shows initials for under-13s (and unknown ages) when the club hides names, and the own name always', async () => {
    await w.t.db.query('UPDATE users SET date_of_birth = $2 WHERE id = $1', [w.ids.child, yearsAgo(10)]);
    await w.t.db.query('UPDATE users SET date_of_birth = $2 WHERE id = $1', [zed, yearsAgo(13.5)]);
    const before = (await w.client('coach').get(board(w.ids.target))).json();
    expect(before.top.map((r: { name: string }) => r.name)).toEqual(['Pete Alder', 'Chris Alder', 'Zed Young']);
    const admin = w.client('club_admin');
    expect((await admin.put(`/api/v1/club/${w.clubA}`, { leaderboardInitialsUnder13: true })).statusCode).toBe(200);
    const after = (await w.client('coach').get(board(w.ids.target))).json();
    expect(after.top.map((r: { name: string }) => r.name)).toEqual(['P. A.', 'C. A.', 'Zed Young']);
    const own = (await w.client('parent').get(board(w.ids.child))).json();
    expect(own.top.find((r: { isMe: boolean }) => r.isMe).name).toBe('Chris Alder');
    expect((await admin.put(`/api/v1/club/${w.clubA}`, { leaderboardInitialsUnder13: 'yes' })).statusCode).toBe(400);
    await admin.put(`/api/v1/club/${w.clubA}`, { leaderboardInitialsUnder13: false });
  });

  it('lets only the player, their parent, their coaches and admins see their leaderboard', async () => {
    for (const c of ['coach', 'assistant_coach', 'club_admin'] as const) expect((await w.client(c).get(board(w.ids.target))).statusCode).toBe(200);
    expect((await w.client('parent').get(board(w.ids.child))).statusCode).toBe(200);
    for (const c of [w.client('parent'), w.client('player'), w.client('outsider'), otherCoach]) expect((await c.get(board(w.ids.target))).statusCode).toBe(403);
    const tara = await w.asUser(w.ids.target);
    const other = await tara.get(board(w.ids.target, `?clubId=${w.clubB}`));
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(leaderboardMessages.notInClub);
    const bad = await tara.get(board(w.ids.target, '?period=year'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(leaderboardMessages.period);
    expect((await tara.get(board(w.ids.target, '?clubId=nope'))).statusCode).toBe(400);
    expect((await tara.get(board('not-a-user'))).statusCode).toBe(400);
  });

  const grade = (over: Record<string, unknown> = {}) => ({ clubId: w.clubA, coreSkill: 'Passing', grade: 'developing', level: 3, note: 'Weight of pass better', ...over });

  it('keeps every grade as history; the latest per skill is the current one; a replay is stored once', async () => {
    const coach = w.client('coach');
    const id = '01938f3e-0000-7000-8000-0000000000a1';
    const key = { 'idempotency-key': '9d4c3a1e-2b1f-4c55-9a0e-0f5b7c1d2e01' };
    const body = grade({ id, gradedAt: new Date(Date.now() - 60_000).toISOString() });
    const first = await coach.put(grades(w.ids.target), body, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, coreSkill: 'Passing', grade: 'developing', level: 3, gradedByName: 'Colin Alder' });
    expect((await coach.put(grades(w.ids.target), body, key)).statusCode).toBe(200);
    expect((await coach.put(grades(w.ids.target), grade({ id }))).json().id).toBe(id);
    expect(await w.t.db.query('SELECT 1 FROM core_skill_grades WHERE id = $1', [id])).toHaveLength(1);

    expect((await w.client('club_admin').put(grades(w.ids.target), grade({ grade: 'mastering', level: 1, note: null }))).statusCode).toBe(200);
    expect((await coach.put(grades(w.ids.target), grade({ coreSkill: 'Shooting', grade: 'attempting', level: 2 }))).statusCode).toBe(200);

    const mine = (await (await w.asUser(w.ids.target)).get(grades(w.ids.target))).json();
    expect(mine.history.filter((g: { coreSkill: string }) => g.coreSkill === 'Passing').map((g: { grade: string }) => g.grade)).toEqual(['mastering', 'developing']);
    expect(mine.current.map((g: { coreSkill: string; grade: string; level: number }) => [g.coreSkill, g.grade, g.level])).toEqual([
      ['Passing', 'mastering', 1],
      ['Shooting', 'attempting', 2],
    ]);
    // The parent reads their child's; the team's coaches and admins read too.
    expect((await w.client('parent').get(grades(w.ids.child))).statusCode).toBe(200);
    expect((await w.client('assistant_coach').get(`${grades(w.ids.target)}?clubId=${w.clubA}`)).json().history).toHaveLength(3);
  });

  it('refuses grading by the player, a parent, another team coach and another club, and reads by strangers', async () => {
    const cases: [TestClient, string, Record<string, unknown>][] = [
      [await w.asUser(w.ids.target), w.ids.target, grade()],
      [w.client('parent'), w.ids.child, grade()],
      [w.client('player'), w.ids.target, grade()],
      [otherCoach, w.ids.target, grade()],
      [w.client('outsider'), w.ids.target, grade()],
      [w.client('coach'), w.ids.target, grade({ clubId: w.clubB })],
    ];
    for (const [client, id, body] of cases) {
      const res = await client.put(grades(id), body);
      expect(res.statusCode).toBe(403);
    }
    expect((await (await w.asUser(w.ids.target)).put(grades(w.ids.target), grade())).json().error.message).toBe(gradeMessages.notAGrader);
    for (const c of [w.client('parent'), w.client('player'), w.client('outsider'), otherCoach]) expect((await c.get(grades(w.ids.target))).statusCode).toBe(403);
  });

  it('answers bad grades with a clear 400, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ coreSkill: 'Knitting' }, gradeMessages.coreSkill],
      [{ grade: 'excellent' }, gradeMessages.grade],
      [{ level: 0 }, gradeMessages.level],
      [{ level: 6 }, gradeMessages.level],
      [{ level: 2.5 }, gradeMessages.level],
      [{ note: 'x'.repeat(100_000) }, 'Please keep this to 2000 characters'],
      [{ clubId: 'nope' }, gradeMessages.club],
    ];
    for (const [over, message] of cases) {
      const res = await w.client('coach').put(grades(w.ids.target), grade(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await w.client('coach').get(`${grades(w.ids.target)}?clubId=nope`)).statusCode).toBe(400);
  });
});
