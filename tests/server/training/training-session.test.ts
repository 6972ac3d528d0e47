import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingMessages as m } from '../../../src/domain/training/messages';
import { DB_KINDS } from '../../support/test-db';
import { createSessionWorld, expectError, expectIdempotent, expectOk, inDays, key, type SessionWorld } from '../../support/session-world';

describe.each(DB_KINDS)('training create, series, copy, delete, drills on %s', (kind) => {
  let w: SessionWorld;
  let base: string;
  const session = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
    teamId: w.teamA,
    startsAt: inDays(2, 17),
    endsAt: inDays(2, 18),
    location: 'Field 1',
    coreSkill: 'dribbling',
    ...over,
  });
  const createOne = async (over: Record<string, unknown> = {}) => expectOk(await w.as.coachA.post(`${base}/create`, session(over)), 201).sessions[0];

  beforeAll(async () => {
    w = await createSessionWorld(kind);
    base = `/api/v1/training/${w.clubId}`;
  });
  afterAll(() => w?.t.close());

  it('creates one session with every field, once per key', async () => {
    const body = session({
      sport: 'football',
      coachId: w.ids.coachA,
      intensity: 'hard',
      pitchSize: 'small',
      pitchSurface: 'natural grass',
      weather: 'sunny',
      topic: 'turns',
      directions: 'Gate 2',
      mapLink: 'https://maps.example/y',
      additionalInfo: 'Bring water',
      sessionPlan: 'Warm up, rondo, game',
      healthSafetyFile: 'hs.pdf',
      parentPlayerFile: 'info.pdf',
    });
    const answer = await expectIdempotent(w.as.coachA, 'post', `${base}/create`, body, 201);
    expect(answer.sessions).toHaveLength(1);
    const { teamId, startsAt, endsAt, ...fields } = body;
    expect(answer.sessions[0]).toMatchObject({ ...fields, teamId, startsAt, endsAt, status: 'setup', seriesId: null, repeatEvery: 0, drills: [], teamName: 'Reds' });
    expect((await w.t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM training_sessions WHERE topic = 'turns'`)).n).toBe(1);
  });

  it('creates a series every 7 days until the date, sharing one series id', async () => {
    const answer = expectOk(await w.as.coachA.post(`${base}/create`, session({ startsAt: inDays(1, 17), endsAt: inDays(1, 18), repeatEvery: 7, repeatUntil: inDays(22).slice(0, 10), topic: 'series' })), 201);
    expect(answer.sessions).toHaveLength(4);
    const seriesId = answer.sessions[0].seriesId;
    expect(seriesId).toEqual(expect.any(String));
    expect(answer.sessions.every((s: { seriesId: string }) => s.seriesId === seriesId)).toBe(true);
    const gaps = answer.sessions.slice(1).map((s: { startsAt: string }, i: number) => new Date(s.startsAt).getTime() - new Date(answer.sessions[i].startsAt).getTime());
    expect(new Set(gaps)).toEqual(new Set([7 * 86_400_000]));
    const fortnightly = expectOk(await w.as.coachA.post(`${base}/create`, session({ repeatEvery: 14, repeatUntil: inDays(30).slice(0, 10) })), 201);
    expect(fortnightly.sessions).toHaveLength(3);
  });

  it('refuses bad dates and repeats with clear messages', async () => {
    expectError(await w.as.coachA.post(`${base}/create`, session({ startsAt: inDays(-1, 17), endsAt: inDays(-1, 18) })), 400, m.dateInFuture);
    expectError(await w.as.coachA.post(`${base}/create`, session({ endsAt: inDays(2, 16) })), 400, m.endBeforeStart);
    expectError(await w.as.coachA.post(`${base}/create`, session({ repeatEvery: 7 })), 400, m.repeatUntilRequired);
    expectError(await w.as.coachA.post(`${base}/create`, session({ repeatEvery: 7, repeatUntil: inDays(0).slice(0, 10) })), 400, m.repeatUntilBeforeStart);
    expectError(await w.as.coachA.post(`${base}/create`, session({ repeatEvery: 10, repeatUntil: inDays(9).slice(0, 10) })), 400, 'Please choose never, or every 7, 14, 21 or 28 days');
    expectError(await w.as.coachA.post(`${base}/create`, session({ repeatEvery: 7, repeatUntil: inDays(1000).slice(0, 10) })), 400, m.tooManySessions);
    expectError(await w.as.coachA.post(`${base}/create`, session({ intensity: 'extreme' })), 400, 'Please choose light, standard or hard');
  });

  it('lets only team staff and club admins create; others 403', async () => {
    expectOk(await w.as.admin.post(`${base}/create`, session()), 201);
    expectError(await w.as.coachB.post(`${base}/create`, session()), 403);
    expectError(await w.as.player1.post(`${base}/create`, session()), 403);
    expectError(await w.as.parent.post(`${base}/create`, session()), 403);
    expectError(await w.as.outsider.post(`${base}/create`, session()), 403);
  });

  it('shows the detail to the team and its families; hides the notes from them', async () => {
    const s = await createOne();
    await w.as.coachA.put(`${base}/${s.id}/notes`, { notes: 'Watch Pia' });
    expect(expectOk(await w.as.assistantA.get(`${base}/${s.id}`)).notes).toBe('Watch Pia');
    expect(expectOk(await w.as.parent.get(`${base}/${s.id}`)).notes).toBeNull();
    expectError(await w.as.parentB.get(`${base}/${s.id}`), 403);
    expectError(await w.as.coachB.get(`${base}/${s.id}`), 403);
    expectError(await w.as.outsider.get(`${base}/${s.id}`), 403);
  });

  it('adds, changes, orders and removes drills', async () => {
    const s = await createOne();
    const url = `${base}/${s.id}/drill`;
    const a = randomUUID();
    const b = randomUUID();
    const first = await expectIdempotent(w.as.coachA, 'put', url, { drill: { id: a, name: 'Rondo', coreSkill: 'passing', durationMinutes: 15, notes: '4v2' } });
    expect(first.drills).toEqual([{ id: a, position: 0, name: 'Rondo', coreSkill: 'passing', durationMinutes: 15, notes: '4v2' }]);
    expectOk(await w.as.coachA.put(url, { drill: { id: b, name: 'Dribble gates', durationMinutes: 10 } }));
    expectOk(await w.as.coachA.put(url, { drill: { id: a, name: 'Rondo 5v2', coreSkill: 'passing', durationMinutes: 20 } }));
    const ordered = await expectIdempotent(w.as.coachA, 'put', url, { order: [b, a] });
    expect(ordered.drills.map((d: { id: string; name: string }) => [d.id, d.name])).toEqual([
      [b, 'Dribble gates'],
      [a, 'Rondo 5v2'],
    ]);
    expectError(await w.as.coachA.put(url, { order: [a] }), 400, 'Please list every drill of the session once');
    expectError(await w.as.coachA.put(url, { drill: { id: randomUUID(), name: '' } }), 400);
    expectError(await w.as.coachA.put(url, { drill: { id: randomUUID(), name: 'X', durationMinutes: 0 } }), 400);
    expectError(await w.as.player1.put(url, { drill: { id: randomUUID(), name: 'X' } }), 403);
    const removed = expectOk(await w.as.coachA.delete(`${url}/${b}`, {}, key()));
    expect(removed).toMatchObject({ id: b, deleted: true });
    expect(removed.drills).toHaveLength(1);
    expectError(await w.as.coachA.delete(`${url}/nope`, {}), 400);
  });

  it('copies a session with its drills to a new date', async () => {
    const s = await createOne({ topic: 'to copy' });
    await w.as.coachA.put(`${base}/${s.id}/drill`, { drill: { id: randomUUID(), name: 'Rondo' } });
    const copy = await expectIdempotent(w.as.coachA, 'post', `${base}/${s.id}/copy`, { startsAt: inDays(12, 17) }, 201);
    expect(copy).toMatchObject({ topic: 'to copy', startsAt: inDays(12, 17), endsAt: inDays(12, 18), status: 'setup' });
    expect(copy.id).not.toBe(s.id);
    expect(copy.drills.map((d: { name: string }) => d.name)).toEqual(['Rondo']);
    expectError(await w.as.coachA.post(`${base}/${s.id}/copy`, { startsAt: inDays(-3) }), 400, m.dateInFuture);
    expectError(await w.as.player1.post(`${base}/${s.id}/copy`, { startsAt: inDays(12) }), 403);
  });

  it('deletes this session, or this and the following of its series', async () => {
    const series = expectOk(await w.as.coachA.post(`${base}/create`, session({ startsAt: inDays(3, 17), endsAt: inDays(3, 18), repeatEvery: 7, repeatUntil: inDays(25).slice(0, 10) })), 201)
      .sessions as { id: string }[];
    expect(series).toHaveLength(4);
    const one = await expectIdempotent(w.as.coachA, 'delete', `${base}/${series[0]!.id}`, { scope: 'this' });
    expect(one.deleted).toEqual([series[0]!.id]);
    expectError(await w.as.coachA.get(`${base}/${series[0]!.id}`), 404);
    const rest = expectOk(await w.as.coachA.delete(`${base}/${series[2]!.id}`, { scope: 'following' }));
    expect(rest.deleted).toEqual([series[2]!.id, series[3]!.id].sort());
    expectOk(await w.as.coachA.get(`${base}/${series[1]!.id}`));
    expectError(await w.as.player1.delete(`${base}/${series[1]!.id}`, {}), 403);
    expectError(await w.as.coachA.delete(`${base}/${series[1]!.id}`, { scope: 'all' }), 400, 'Please choose this session or this and the following');
  });

  it("answers a fault of ours with the spec's failure message", async () => {
    const s = await createOne();
    await w.t.db.query(`ALTER TABLE training_drills ADD CONSTRAINT test_fault CHECK (name <> 'Boom')`);
    try {
      expectError(await w.as.coachA.put(`${base}/${s.id}/drill`, { drill: { id: randomUUID(), name: 'Boom' } }), 500, m.drillsFailed);
    } finally {
      await w.t.db.query('ALTER TABLE training_drills DROP CONSTRAINT test_fault');
    }
  });
});
