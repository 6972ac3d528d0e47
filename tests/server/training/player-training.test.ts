import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingMessages as m } from '../../../src/domain/training/messages';
import { DB_KINDS } from '../../support/test-db';
import { createSessionWorld, expectError, expectIdempotent, expectOk, inDays, type SessionWorld } from '../../support/session-world';

describe.each(DB_KINDS)('player training: feedback, notes, reflections on %s', (kind) => {
  let w: SessionWorld;
  let base: string;
  let session: string;
  const feedback = {
    sessionRating: 8,
    enjoyment: 9,
    wishToRepeat: 7,
    confidence: 6,
    learned: 'Scanning before receiving',
    takeaways: ['Check shoulder', 'Open body', 'First touch forward'],
    wentWell: 'Passing',
    couldAffect: 'Rain',
    weekPlan: 'Wall passes daily',
    coachRating: 9,
    objectiveMet: true,
  };

  beforeAll(async () => {
    w = await createSessionWorld(kind);
    const t = expectOk(await w.as.coachA.post(`/api/v1/training/${w.clubId}/create`, { teamId: w.teamA, startsAt: inDays(1, 17), endsAt: inDays(1, 18), location: 'Field', coreSkill: 'passing' }), 201);
    session = t.sessions[0].id;
    base = `/api/v1/player-training/${w.clubId}/${session}/player`;
  });
  afterAll(() => w?.t.close());

  it('takes the reflection from the player or their parent once the session has started', async () => {
    expectError(await w.as.player1.put(`${base}/${w.ids.player1}/feedback`, feedback), 409, 'This training session has not started yet');
    expectOk(await w.as.coachA.put(`/api/v1/training/${w.clubId}/${session}/start`, {}));
    const saved = await expectIdempotent(w.as.player1, 'put', `${base}/${w.ids.player1}/feedback`, feedback);
    expect(saved).toMatchObject({ ...feedback, playerId: w.ids.player1, trainingId: session, submittedBy: w.ids.player1 });
    expect(expectOk(await w.as.parent.put(`${base}/${w.ids.child}/feedback`, { ...feedback, takeaways: [] })).submittedBy).toBe(w.ids.parent);
    expect((await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM training_feedback WHERE training_id = $1', [session])).n).toBe(2);
  });

  it('refuses ratings outside 1-10, more than 3 takeaways, and anyone but the player or parent', async () => {
    expectError(await w.as.player1.put(`${base}/${w.ids.player1}/feedback`, { ...feedback, confidence: 11 }), 400, m.ratingRange);
    expectError(await w.as.player1.put(`${base}/${w.ids.player1}/feedback`, { ...feedback, enjoyment: 0 }), 400, m.ratingRange);
    expectError(await w.as.player1.put(`${base}/${w.ids.player1}/feedback`, { ...feedback, sessionRating: undefined }), 400, m.ratingRange);
    expectError(await w.as.player1.put(`${base}/${w.ids.player1}/feedback`, { ...feedback, takeaways: ['a', 'b', 'c', 'd'] }), 400, m.takeawaysMax);
    expectError(await w.as.player1.put(`${base}/${w.ids.player2}/feedback`, feedback), 403);
    expectError(await w.as.coachA.put(`${base}/${w.ids.player1}/feedback`, feedback), 403);
    expectError(await w.as.parentB.put(`${base}/${w.ids.child}/feedback`, feedback), 403);
    expectError(await w.as.outsider.put(`${base}/${w.ids.player1}/feedback`, feedback), 403);
  });

  it('shows feedback to the player, their parent and staff; the list of reflections to staff', async () => {
    expect(expectOk(await w.as.player1.get(`${base}/${w.ids.player1}/feedback`)).feedback.sessionRating).toBe(8);
    expect(expectOk(await w.as.coachA.get(`${base}/${w.ids.child}/feedback`)).feedback.takeaways).toEqual([]);
    expect(expectOk(await w.as.player2.get(`${base}/${w.ids.player2}/feedback`)).feedback).toBeNull();
    expectError(await w.as.player2.get(`${base}/${w.ids.player1}/feedback`), 403);
    expectError(await w.as.parent.get(`${base}/${w.ids.player1}`), 403);
    const reflections = expectOk(await w.as.coachA.get(`/api/v1/training/${w.clubId}/${session}/reflections`)).reflections;
    expect(reflections).toHaveLength(2);
    expectError(await w.as.player1.get(`/api/v1/training/${w.clubId}/${session}/reflections`), 403);
  });

  it("keeps the coach's note on a player (staff only) and shows the player's record", async () => {
    const note = await expectIdempotent(w.as.coachA, 'put', `${base}/${w.ids.player1}/note`, { note: 'Great scanning' });
    expect(note).toEqual({ trainingId: session, playerId: w.ids.player1, note: 'Great scanning' });
    expectError(await w.as.player1.put(`${base}/${w.ids.player1}/note`, { note: 'x' }), 403);
    expectError(await w.as.coachB.put(`${base}/${w.ids.player1}/note`, { note: 'x' }), 403);
    expectError(await w.as.coachA.put(`${base}/${w.ids.playerB}/note`, { note: 'x' }), 400, m.playerFailed);
    const record = expectOk(await w.as.coachA.get(`${base}/${w.ids.player1}`));
    expect(record).toMatchObject({ playerId: w.ids.player1, note: 'Great scanning', feedback: { sessionRating: 8 } });
    expect(expectOk(await w.as.player1.get(`${base}/${w.ids.player1}`)).note).toBeNull();
  });
});
