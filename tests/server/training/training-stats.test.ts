// GET training/{clubId}/stats: post-training stats over time (attendance rate, minutes per core
// skill, feedback averages) for the caller's teams, staff only, on both databases.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createSessionWorld, expectError, expectOk, inDays, type SessionWorld } from '../../support/session-world';

describe.each(DB_KINDS)('training stats on %s', (kind) => {
  let w: SessionWorld;
  let base: string;
  const ratings = (n: number) => ({ sessionRating: n, enjoyment: n, wishToRepeat: n, confidence: n });

  /** An ended session of team A, `daysAgo` days back, with drills, attendance and feedback. */
  async function endedSession(daysAgo: number, o: { drills: [string | null, number | null][]; shown: string[]; feedback: [string, number][]; topic: string }) {
    const s = expectOk(await w.as.coachA.post(`${base}/create`, { teamId: w.teamA, startsAt: inDays(1, 17), endsAt: inDays(1, 18), location: 'Field', coreSkill: 'Passing', topic: o.topic }), 201).sessions[0];
    for (const [coreSkill, durationMinutes] of o.drills) expectOk(await w.as.coachA.put(`${base}/${s.id}/drill`, { drill: { id: randomUUID(), name: 'Drill', coreSkill, durationMinutes } }));
    for (const playerId of o.shown) expectOk(await w.as.coachA.put(`${base}/${s.id}/attendance/shown`, { playerId, shownUp: true }));
    expectOk(await w.as.coachA.put(`${base}/${s.id}/start`, {}));
    for (const [who, n] of o.feedback) {
      const client = who === 'child' ? w.as.parent : w.as[who as 'player1'];
      expectOk(await client.put(`/api/v1/player-training/${w.clubId}/${s.id}/player/${w.ids[who as 'player1']}/feedback`, ratings(n)));
    }
    expectOk(await w.as.coachA.put(`${base}/${s.id}/end`, {}));
    await w.t.db.query(`UPDATE training_sessions SET starts_at = now() - make_interval(days => $2::int), ends_at = now() - make_interval(days => $2::int) + interval '1 hour' WHERE id = $1`, [s.id, daysAgo]);
    return s.id as string;
  }

  let older: string;
  let newer: string;
  beforeAll(async () => {
    w = await createSessionWorld(kind);
    base = `/api/v1/training/${w.clubId}`;
    older = await endedSession(14, { topic: 'older', drills: [['Passing', 20], ['Dribbling', 10], [null, 5]], shown: [w.ids.player1, w.ids.player2], feedback: [['player1', 6], ['player2', 8]] });
    newer = await endedSession(7, { topic: 'newer', drills: [['passing', 15]], shown: [w.ids.player1, w.ids.player2, w.ids.player3, w.ids.child], feedback: [['child', 10]] });
    // Not ended: not in the stats.
    expectOk(await w.as.coachA.post(`${base}/create`, { teamId: w.teamA, startsAt: inDays(3, 17), endsAt: inDays(3, 18), topic: 'future' }), 201);
  });
  afterAll(() => w?.t.close());

  it('answers each ended session over time with attendance, drill minutes and feedback averages', async () => {
    const a = expectOk(await w.as.coachA.get(`${base}/stats`));
    expect(a.sessions.map((s: { id: string }) => s.id)).toEqual([older, newer]);
    const [o, n] = a.sessions;
    // Team A's squad is player1, player2, player3 and child: 4 places a session.
    expect(o.attendance).toMatchObject({ players: 4, shownUp: 2, rate: 0.5 });
    expect(n.attendance).toMatchObject({ players: 4, shownUp: 4, rate: 1 });
    expect(a.attendanceRate).toBe(6 / 8);
    expect(o.drillMinutes).toBe(35);
    expect(o.feedback).toMatchObject({ responses: 2, averages: { sessionRating: 7, enjoyment: 7, confidence: 7, coachRating: null } });
    expect(n.feedback.averages.sessionRating).toBe(10);
    expect(a.minutesPerCoreSkill).toEqual([
      { coreSkill: 'Passing', minutes: 35, drills: 2 },
      { coreSkill: 'Dribbling', minutes: 10, drills: 1 },
    ]);
    expect(a.feedbackAverages.sessionRating).toBe(8);
  });

  it('filters by team and dates; another team has no stats yet', async () => {
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    expect(expectOk(await w.as.coachA.get(`${base}/stats?from=${from}`)).sessions.map((s: { id: string }) => s.id)).toEqual([newer]);
    expect(expectOk(await w.as.coachA.get(`${base}/stats?limit=1`)).sessions.map((s: { id: string }) => s.id)).toEqual([newer]);
    const blues = expectOk(await w.as.admin.get(`${base}/stats?teamId=${w.teamB}`));
    expect(blues).toEqual({ sessions: [], attendanceRate: null, minutesPerCoreSkill: [], feedbackAverages: { sessionRating: null, enjoyment: null, wishToRepeat: null, confidence: null, coachRating: null } });
    expect(expectOk(await w.as.admin.get(`${base}/stats`)).sessions).toHaveLength(2);
    expectError(await w.as.coachA.get(`${base}/stats?from=2026-02-30`), 400, 'from must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone');
    expectError(await w.as.coachA.get(`${base}/stats?limit=0`), 400);
  });

  it('is for staff only: players, parents, another team and another club get 403', async () => {
    expectError(await w.as.player1.get(`${base}/stats`), 403);
    expectError(await w.as.parent.get(`${base}/stats`), 403);
    expectError(await w.as.coachB.get(`${base}/stats?teamId=${w.teamA}`), 403);
    expect(expectOk(await w.as.coachB.get(`${base}/stats`)).sessions).toEqual([]);
    expectError(await w.as.outsider.get(`${base}/stats`), 403);
  });
});
