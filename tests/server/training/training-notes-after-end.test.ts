// Issue 19 item 2: the notes written during a session (the session's notes and the coach's note
// on a player) are kept through the end and the report, and every staff device reads them back
// (GET training/{clubId}/{trainingId}, the app's pull); families never get them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createSessionWorld, expectOk, inDays, type SessionWorld } from '../../support/session-world';

interface Row {
  playerId: string;
  note?: string | null;
}

describe.each(DB_KINDS)('training notes after the end on %s', (kind) => {
  let w: SessionWorld;
  let url: string;
  let id: string;

  beforeAll(async () => {
    w = await createSessionWorld(kind);
    const t = expectOk(await w.as.coachA.post(`/api/v1/training/${w.clubId}/create`, { teamId: w.teamA, startsAt: inDays(1, 17), endsAt: inDays(1, 18), location: 'Field', coreSkill: 'passing' }), 201);
    id = t.sessions[0].id;
    url = `/api/v1/training/${w.clubId}/${id}`;
    expectOk(await w.as.coachA.put(`${url}/start`, {}));
    expectOk(await w.as.coachA.put(`${url}/notes`, { notes: 'Cones short; pitch wet' }));
    expectOk(await w.as.coachA.put(`/api/v1/player-training/${w.clubId}/${id}/player/${w.ids.player1}/note`, { note: 'Scanned well' }));
  });
  afterAll(() => w?.t.close());

  it('keeps them through the end and the report, for every member of staff', async () => {
    const ended = expectOk(await w.as.coachA.put(`${url}/end`, {}));
    expect(ended).toMatchObject({ status: 'ended', notes: 'Cones short; pitch wet' });
    expectOk(await w.as.coachA.put(`${url}/report`, { report: 'Good session', coachRating: 7 }));
    for (const staff of [w.as.coachA, w.as.assistantA, w.as.admin]) {
      const detail = expectOk(await staff.get(url));
      expect(detail).toMatchObject({ status: 'ended', notes: 'Cones short; pitch wet', report: 'Good session' });
      expect((detail.attendance as Row[]).find((r) => r.playerId === w.ids.player1)).toMatchObject({ note: 'Scanned well' });
    }
  });

  it('never gives them to the player or a parent', async () => {
    const mine = expectOk(await w.as.player1.get(url));
    expect(mine.notes).toBeNull();
    expect((mine.attendance as Row[])[0]).not.toHaveProperty('note');
    expect(expectOk(await w.as.player1.get(`/api/v1/player-training/${w.clubId}/${id}/player/${w.ids.player1}`)).note).toBeNull();
  });
});
