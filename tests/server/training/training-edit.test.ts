// PUT training/{clubId}/{trainingId}: edit every field of a session (spec §3), with the same
// rules as create (date/time in the future, end after start), on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingMessages as m } from '../../../src/domain/training/messages';
import { DB_KINDS } from '../../support/test-db';
import { createSessionWorld, expectError, expectIdempotent, expectOk, inDays, type SessionWorld } from '../../support/session-world';

describe.each(DB_KINDS)('training edit on %s', (kind) => {
  let w: SessionWorld;
  let base: string;
  const createOne = async (over: Record<string, unknown> = {}) =>
    expectOk(await w.as.coachA.post(`${base}/create`, { teamId: w.teamA, startsAt: inDays(2, 17), endsAt: inDays(2, 18), location: 'Field 1', coreSkill: 'Passing', ...over }), 201).sessions[0];

  beforeAll(async () => {
    w = await createSessionWorld(kind);
    base = `/api/v1/training/${w.clubId}`;
  });
  afterAll(() => w?.t.close());

  it('changes every field of spec §3, once per key, and a left-out field keeps its value', async () => {
    const s = await createOne({ topic: 'before', weather: 'rain' });
    const body = {
      startsAt: inDays(4, 16),
      endsAt: inDays(4, 18),
      location: 'Field 2',
      sport: 'football',
      coachId: w.ids.assistantA,
      intensity: 'light',
      coreSkill: 'Dribbling',
      pitchSize: 'medium',
      pitchSurface: '3G',
      topic: 'after',
      directions: 'North gate',
      mapLink: 'https://maps.example/z',
      additionalInfo: 'Shin pads',
      sessionPlan: 'Rondo then game',
      healthSafetyFile: 'hs-2.pdf',
      parentPlayerFile: 'parents.pdf',
    };
    const answer = await expectIdempotent(w.as.coachA, 'put', `${base}/${s.id}`, body);
    expect(answer).toMatchObject({ ...body, id: s.id, weather: 'rain', status: 'setup' });
    expect(expectOk(await w.as.player1.get(`${base}/${s.id}`))).toMatchObject({ topic: 'after', location: 'Field 2', startsAt: inDays(4, 16) });
    // null or '' clears a detail.
    const cleared = expectOk(await w.as.assistantA.put(`${base}/${s.id}`, { weather: null, directions: '' }));
    expect(cleared).toMatchObject({ weather: null, directions: null, topic: 'after' });
  });

  it('refuses a past date/time, an end before the start and bad values with clear messages', async () => {
    const s = await createOne();
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { startsAt: inDays(-1, 17), endsAt: inDays(-1, 18) }), 400, m.dateInFuture);
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { startsAt: inDays(2, 17), endsAt: inDays(2, 16) }), 400, m.endBeforeStart);
    // Only the end given: checked against the stored start.
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { endsAt: inDays(2, 15) }), 400, m.endBeforeStart);
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { startsAt: 'tomorrow' }), 400, m.dateInFuture);
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { intensity: 'extreme' }), 400, 'Please choose light, standard or hard');
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { teamId: 'nope' }), 400, m.teamRequired);
    // The same start again (another spelling) is not a change, so a started session's details stay editable.
    expectOk(await w.as.coachA.put(`${base}/${s.id}/start`, {}));
    const same = new Date(s.startsAt).toISOString().replace('Z', '+00:00');
    expectOk(await w.as.coachA.put(`${base}/${s.id}`, { startsAt: same, weather: 'sun' }));
  });

  it('edits a session whose start has passed without moving it (no future check on an unchanged start)', async () => {
    const s = await createOne();
    await w.t.db.query(`UPDATE training_sessions SET starts_at = now() - interval '2 days', ends_at = now() - interval '2 days' + interval '1 hour' WHERE id = $1`, [s.id]);
    const moved = expectOk(await w.as.coachA.get(`${base}/${s.id}`));
    expect(expectOk(await w.as.coachA.put(`${base}/${s.id}`, { startsAt: moved.startsAt, topic: 'late notes' })).topic).toBe('late notes');
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { startsAt: inDays(-1, 9) }), 400, m.dateInFuture);
  });

  it("takes as the session's coach only a coach of its team or a club admin", async () => {
    const s = await createOne();
    expect(expectOk(await w.as.coachA.put(`${base}/${s.id}`, { coachId: w.ids.assistantA })).coachId).toBe(w.ids.assistantA);
    expect(expectOk(await w.as.coachA.put(`${base}/${s.id}`, { coachId: w.ids.admin })).coachId).toBe(w.ids.admin);
    expect(expectOk(await w.as.coachA.put(`${base}/${s.id}`, { coachId: null })).coachId).toBeNull();
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { coachId: w.ids.coachB }), 400, 'Please choose a coach');
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { coachId: w.ids.player1 }), 400, 'Please choose a coach');
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { coachId: w.ids.outsider }), 400, 'Please choose a coach');
    expectError(await w.as.coachA.post(`${base}/create`, { teamId: w.teamA, startsAt: inDays(2, 17), endsAt: inDays(2, 18), coachId: w.ids.parent }), 400, 'Please choose a coach');
  });

  it('moves a session to another team only for staff of both teams', async () => {
    const s = await createOne();
    expectError(await w.as.coachA.put(`${base}/${s.id}`, { teamId: w.teamB }), 403);
    const moved = expectOk(await w.as.admin.put(`${base}/${s.id}`, { teamId: w.teamB }));
    expect(moved).toMatchObject({ teamId: w.teamB, teamName: 'Blues' });
    expectError(await w.as.admin.put(`${base}/${s.id}`, { teamId: w.otherClubId }), 400, m.teamRequired);
  });

  it('lets only the team staff and club admins edit; others 403, unknown 404', async () => {
    const s = await createOne();
    for (const who of ['coachB', 'player1', 'parent', 'outsider'] as const) expectError(await w.as[who].put(`${base}/${s.id}`, { topic: 'x' }), 403);
    expectError(await w.as.coachA.put(`${base}/00000000-0000-4000-8000-000000000000`, { topic: 'x' }), 404);
    expect(expectOk(await w.as.admin.put(`${base}/${s.id}`, { topic: 'by admin' })).topic).toBe('by admin');
  });

  it("answers a fault of ours with its failure message", async () => {
    const s = await createOne();
    await w.t.db.query(`ALTER TABLE training_sessions ADD CONSTRAINT test_fault CHECK (topic IS DISTINCT FROM 'Boom')`);
    try {
      expectError(await w.as.coachA.put(`${base}/${s.id}`, { topic: 'Boom' }), 500, m.updateFailed);
    } finally {
      await w.t.db.query('ALTER TABLE training_sessions DROP CONSTRAINT test_fault');
    }
  });
});
