// GET training/{clubId}/{trainingId} answers the session's attendance (QA: a coach reopening a
// session never saw the answers players and parents gave on their own devices, since the read
// carried none). Staff see every row, with their note on the player; a player or parent only the
// players they may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../support/test-db';
import { createSessionWorld, expectError, expectOk, inDays, type SessionWorld } from '../../support/session-world';

interface Row {
  playerId: string;
  status: string | null;
  shownUp: boolean | null;
  objective: string | null;
  note?: string | null;
}

describe.each(DB_KINDS)('the attendance of a training session read on %s', (kind) => {
  let w: SessionWorld;
  let url: string;
  const byPlayer = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.playerId, r]));

  beforeAll(async () => {
    w = await createSessionWorld(kind);
    const t = expectOk(await w.as.coachA.post(`/api/v1/training/${w.clubId}/create`, { teamId: w.teamA, startsAt: inDays(1, 17), endsAt: inDays(1, 18), location: 'Field', coreSkill: 'passing' }), 201);
    url = `/api/v1/training/${w.clubId}/${t.sessions[0].id}`;
    // Answers given elsewhere: the player themself, a parent for their child, the club admin for another.
    expectOk(await w.as.player1.put(`${url}/attendance/player`, { playerId: w.ids.player1, status: 'not_coming' }));
    expectOk(await w.as.player1.put(`${url}/attendance/player/objective`, { playerId: w.ids.player1, objective: 'Scan first' }));
    expectOk(await w.as.parent.put(`${url}/attendance/player`, { playerId: w.ids.child, status: 'coming' }));
    expectOk(await w.as.admin.put(`${url}/attendance/player`, { playerId: w.ids.player2, status: 'coming' }));
    expectOk(await w.as.coachA.put(`/api/v1/player-training/${w.clubId}/${t.sessions[0].id}/player/${w.ids.player2}/note`, { note: 'Sharp today' }));
  });
  afterAll(() => w?.t.close());

  it('gives the staff every answer, with their note on each player', async () => {
    for (const staff of [w.as.coachA, w.as.assistantA, w.as.admin]) {
      const rows = byPlayer(expectOk(await staff.get(url)).attendance);
      expect(Object.keys(rows).sort()).toEqual([w.ids.player1, w.ids.child, w.ids.player2].sort());
      expect(rows[w.ids.player1]).toMatchObject({ status: 'not_coming', objective: 'Scan first', note: null });
      expect(rows[w.ids.child]).toMatchObject({ status: 'coming' });
      expect(rows[w.ids.player2]).toMatchObject({ status: 'coming', note: 'Sharp today' });
    }
  });

  it('gives a player only their own row and a parent only their child, without the coach note', async () => {
    const mine = expectOk(await w.as.player1.get(url)).attendance as Row[];
    expect(mine).toEqual([expect.objectContaining({ playerId: w.ids.player1, status: 'not_coming', objective: 'Scan first' })]);
    expect(mine[0]).not.toHaveProperty('note');
    const noteless = expectOk(await w.as.player2.get(url)).attendance as Row[];
    expect(noteless.map((r) => r.playerId)).toEqual([w.ids.player2]);
    expect(noteless[0]).not.toHaveProperty('note');
    expect(expectOk(await w.as.player3.get(url)).attendance).toEqual([]);
    expect((expectOk(await w.as.parent.get(url)).attendance as Row[]).map((r) => r.playerId)).toEqual([w.ids.child]);
  });

  it('narrows to the playerId asked for, never past what the caller may see', async () => {
    expect((expectOk(await w.as.coachA.get(`${url}?playerId=${w.ids.player1}`)).attendance as Row[]).map((r) => r.playerId)).toEqual([w.ids.player1]);
    expect((expectOk(await w.as.parent.get(`${url}?playerId=${w.ids.child}`)).attendance as Row[]).map((r) => r.playerId)).toEqual([w.ids.child]);
    expect(expectOk(await w.as.parent.get(`${url}?playerId=${w.ids.player1}`)).attendance).toEqual([]);
    expectError(await w.as.coachA.get(`${url}?playerId=not-a-uuid`), 400, 'Invalid player id');
  });

  it('refuses another team, another family of it and another club', async () => {
    expectError(await w.as.coachB.get(url), 403);
    expectError(await w.as.playerB.get(url), 403);
    expectError(await w.as.parentB.get(url), 403);
    expectError(await w.as.outsider.get(url), 403);
  });
});
