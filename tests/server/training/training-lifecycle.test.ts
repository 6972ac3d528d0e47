import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingMessages as m } from '../../../src/domain/training/messages';
import { classifyItem } from '../../../src/sync/classify';
import { DB_KINDS } from '../../support/test-db';
import { createSessionWorld, expectError, expectIdempotent, expectOk, inDays, type SessionWorld } from '../../support/session-world';

describe.each(DB_KINDS)('training lifecycle and attendance on %s', (kind) => {
  let w: SessionWorld;
  let base: string;
  const create = async (over: Record<string, unknown> = {}) =>
    `${base}/${expectOk(await w.as.coachA.post(`${base}/create`, { teamId: w.teamA, startsAt: inDays(2, 17), endsAt: inDays(2, 18), location: 'Field', coreSkill: 'passing', ...over }), 201).sessions[0].id}`;

  beforeAll(async () => {
    w = await createSessionWorld(kind);
    base = `/api/v1/training/${w.clubId}`;
  });
  afterAll(() => w?.t.close());

  it('starts only with the session information, then ends; the report only after the end', async () => {
    const url = await create({ location: null, coreSkill: null });
    const res = await w.as.coachA.put(`${url}/start`, {});
    expectError(res, 400, m.completeInfo);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['coreSkill', 'location']);
    const ok = await create();
    expectError(await w.as.coachA.put(`${ok}/end`, {}), 409, 'This training session has not started yet');
    expectError(await w.as.coachA.put(`${ok}/report`, { report: 'Good' }), 409);
    expectError(await w.as.player1.put(`${ok}/start`, {}), 403);
    expectError(await w.as.coachB.put(`${ok}/start`, {}), 403);
    expect((await expectIdempotent(w.as.coachA, 'put', `${ok}/start`, {})).status).toBe('in_progress');
    expect((await expectIdempotent(w.as.coachA, 'put', `${ok}/end`, {})).status).toBe('ended');
    expectError(await w.as.coachA.put(`${ok}/report`, { report: '' }), 400, 'Please complete the session report');
    expectError(await w.as.coachA.put(`${ok}/report`, { report: 'Good', coachRating: 0 }), 400, m.ratingRange);
    const report = await expectIdempotent(w.as.coachA, 'put', `${ok}/report`, { report: 'Sharp passing', coachRating: 8 });
    expect(report).toMatchObject({ report: 'Sharp passing', coachRating: 8 });
  });

  it('stores the tap times a device sends with start and end (a queue sent later), never later than now nor an end before the start', async () => {
    // Sessions due an hour ago (one cannot be created in the past).
    const due = async (url: string) => w.t.db.query(`UPDATE training_sessions SET starts_at = now() - interval '1 hour', ends_at = now() WHERE id = $1`, [url.split('/').at(-1)]);
    const url = await create();
    await due(url);
    const tapped = new Date(Date.now() - 3_600_000).toISOString();
    expectError(await w.as.coachA.put(`${url}/start`, { at: 'yesterday' }), 400, 'Please give the time as a date and time');
    const started = expectOk(await w.as.coachA.put(`${url}/start`, { at: tapped }));
    expect(started.startedAt).toBe(tapped);
    // A device clock running ahead is not believed: the server's now.
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    const ended = expectOk(await w.as.coachA.put(`${url}/end`, { at: ahead }));
    expect(Date.parse(ended.endedAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(ended.endedAt)).toBeGreaterThan(Date.parse(tapped));
    // Another device whose clock is behind ends a session at a time before its start: the start.
    const other = await create();
    await due(other);
    expectOk(await w.as.coachA.put(`${other}/start`, { at: tapped }));
    const early = expectOk(await w.as.coachA.put(`${other}/end`, { at: new Date(Date.parse(tapped) - 60_000).toISOString() }));
    expect(early.endedAt).toBe(tapped);
  });

  it('cancels with a replacement that keeps the length', async () => {
    const url = await create({ topic: 'moved' });
    const answer = await expectIdempotent(w.as.coachA, 'put', `${url}/cancel`, { reason: 'postponed', newDateTime: inDays(6, 17) });
    const replacement = expectOk(await w.as.coachA.get(`${base}/${answer.replacementId}`));
    expect(replacement).toMatchObject({ startsAt: inDays(6, 17), endsAt: inDays(6, 18), topic: 'moved', status: 'setup' });
    expect(expectOk(await w.as.coachA.get(url))).toMatchObject({ status: 'cancelled', cancelReason: 'postponed', replacedBy: answer.replacementId });
    expectError(await w.as.coachA.put(`${url}/start`, {}), 409, 'This training session has been cancelled');
    expectError(await w.as.coachA.put(`${await create()}/cancel`, { reason: 'postponed', newDateTime: inDays(-1) }), 400, m.dateInFuture);
  });

  it('refuses a cancel whose replacement id is already used with a 409 the outbox shows (not a 500 it retries forever)', async () => {
    const url = await create();
    const taken = (await create()).split('/').at(-1)!;
    const body = { reason: 'postponed', newDateTime: inDays(6, 17), replacementId: taken };
    const res = await w.as.coachA.put(`${url}/cancel`, body);
    expectError(res, 409, 'This id is already in use');
    expect(res.json().error.code).toBe('id_taken');
    expect(expectOk(await w.as.coachA.get(url))).toMatchObject({ status: 'setup', replacedBy: null });
    const batch = expectOk(await w.as.coachA.post('/api/v1/sync', { items: [{ key: randomUUID(), method: 'PUT', path: `${url}/cancel`, stream: `training:${url.split('/').at(-1)}`, body }] }));
    expect(batch.results[0].status).toBe(409);
    expect(classifyItem(batch.results[0].status, batch.results[0].body)).toMatchObject({ kind: 'reject', status: 409, code: 'id_taken' });
  });

  it('takes attendance lists, shown up and focus from staff; objective and check-in from the player or parent', async () => {
    const url = await create();
    const list = await expectIdempotent(w.as.coachA, 'put', `${url}/attendance`, { players: [{ playerId: w.ids.player1, status: 'coming' }] });
    expect(list.players[0]).toMatchObject({ playerId: w.ids.player1, status: 'coming', focus: null });
    expect((await expectIdempotent(w.as.coachA, 'put', `${url}/attendance/shown`, { playerId: w.ids.player1, shownUp: true })).shownUp).toBe(true);
    expect((await expectIdempotent(w.as.assistantA, 'put', `${url}/attendance/focus`, { playerId: w.ids.player1, focus: 'Weak foot' })).focus).toBe('Weak foot');
    expectError(await w.as.player1.put(`${url}/attendance/focus`, { playerId: w.ids.player1, focus: 'x' }), 403);
    expectError(await w.as.player1.put(`${url}/attendance`, { players: [{ playerId: w.ids.player1, status: 'coming' }] }), 403);
    expect((await expectIdempotent(w.as.parent, 'put', `${url}/attendance/player/objective`, { playerId: w.ids.child, objective: 'Three good passes' })).objective).toBe(
      'Three good passes',
    );
    expect((await expectIdempotent(w.as.player2, 'put', `${url}/attendance/player/checkin`, { playerId: w.ids.player2 })).checkedInAt).toEqual(expect.any(String));
    expectError(await w.as.parentB.put(`${url}/attendance/player/checkin`, { playerId: w.ids.child }), 403);
    expectError(await w.as.outsider.put(`${url}/attendance/player/checkin`, { playerId: w.ids.child }), 403);
    expectError(await w.as.coachA.put(`${url}/attendance/shown`, { playerId: w.ids.playerB, shownUp: true }), 400, m.attendanceFailed);
  });

  it('generates the timed plan from the drills', async () => {
    const url = await create();
    expectError(await w.as.coachA.post(`${url}/session`, {}), 400, 'Please add a drill first');
    const [a, b] = [randomUUID(), randomUUID()];
    await w.as.coachA.put(`${url}/drill`, { drill: { id: a, name: 'Warm up', durationMinutes: 15 } });
    await w.as.coachA.put(`${url}/drill`, { drill: { id: b, name: 'Game' } });
    const plan = await expectIdempotent(w.as.coachA, 'post', `${url}/session`, {});
    expect(plan.plan).toEqual([
      { drillId: a, name: 'Warm up', coreSkill: null, startsAt: inDays(2, 17), endsAt: new Date(new Date(inDays(2, 17)).getTime() + 15 * 60_000).toISOString() },
      { drillId: b, name: 'Game', coreSkill: null, startsAt: new Date(new Date(inDays(2, 17)).getTime() + 15 * 60_000).toISOString(), endsAt: new Date(new Date(inDays(2, 17)).getTime() + 25 * 60_000).toISOString() },
    ]);
    expect(expectOk(await w.as.coachA.get(url)).generatedPlan).toEqual(plan.plan);
    expectError(await w.as.player1.post(`${url}/session`, {}), 403);
  });

  it('saves notes and config and sends reminders (staff only)', async () => {
    const url = await create();
    expect((await expectIdempotent(w.as.coachA, 'put', `${url}/notes`, { notes: 'Cones' })).notes).toBe('Cones');
    expect((await expectIdempotent(w.as.coachA, 'put', `${url}/config`, { periods: 3 })).config).toEqual({ periods: 3 });
    const before = w.t.mail.length;
    const reminder = await expectIdempotent(w.as.coachA, 'put', `${url}/reminder`, {});
    expect(reminder.sent).toBe(4);
    expect(w.t.mail.length - before).toBe(4);
    expect(w.t.mail.at(-1)!.subject).toContain('Reds training');
    expectError(await w.as.parent.put(`${url}/reminder`, {}), 403);
  });
});
