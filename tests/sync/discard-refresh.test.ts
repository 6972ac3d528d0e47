// A discarded change leaves the screen: once the user discards queued entries, the rows they
// changed go back to what the server holds (put back, or removed when the server never had them),
// at once when online and, when the discard was made offline, as soon as the server answers.
// A row a queued entry still changes keeps that change; a row the server took a change of after
// the discard is not removed by an answer asked for before it landed.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSharedDb, TouchlineDb } from '../../src/db/database';
import { touchKey } from '../../src/db/keys';
import { pendingRefreshes } from '../../src/db/pending-refresh';
import { noteSettled } from '../../src/db/recent-settles';
import type { FixtureEventRow, FixtureRow, TrainingRow } from '../../src/db/schema';
import { localWrite } from '../../src/db/write';
import { RoleId } from '../../src/domain/roles';
import type { StoredMember } from '../../src/domain/session';
import { createFixture } from '../../src/features/fixtures/data/create-fixture';
import { registerFixtureRefreshers } from '../../src/features/fixtures/data/refresh';
import { answerAttendance, markShownUp } from '../../src/features/training/data/attendance';
import { registerTrainingRefresher } from '../../src/features/training/data/refresh';
import { discardQueued } from '../../src/sync/discard';
import { runRefreshes } from '../../src/sync/refresh';

const CLUB = 'c-1';
const TEAM = 't-1';
const SESSION = 's-1';
const FIXTURE = 'f-1';
const SAM = 'p-sam';
const ANA = 'p-ana';
const member: StoredMember = { id: 'u-coach', accessToken: 'tok', roleId: RoleId.coach, clubId: CLUB, selectedChildId: null, clubs: [{ clubId: CLUB, colour: null }] };

const session: TrainingRow = {
  id: SESSION, clubId: CLUB, teamId: TEAM, teamName: 'U14', startsAt: '2030-01-01T10:00:00.000Z', endsAt: '2030-01-01T11:00:00.000Z',
  location: null, topic: 'Rondos', coreSkill: null, intensity: null, status: 'setup', active: true,
};
const fixture: FixtureRow = {
  id: FIXTURE, clubId: CLUB, teamId: TEAM, teamName: 'U14', opponent: 'Hill Park', homeAway: 'away', kickoffAt: '2030-01-02T10:00:00.000Z',
  venue: null, occasion: null, status: 'in_progress', goalsFor: null, goalsAgainst: null, active: true,
};
const goal = (id: string): FixtureEventRow => ({ id, fixtureId: FIXTURE, clubId: CLUB, kind: 'goal', playerId: SAM, matchSecond: 600, period: 'first_half', data: {}, recordedBy: null, recordedAt: '2030-01-02T10:10:00.000Z' });

/** The server as the refreshers ask it: GET answers by path; anything else is a 404. */
let server: Map<string, unknown>;
let online: boolean;
const asked: string[] = [];

function answer(path: string): Response {
  const body = server.get(path);
  if (body === undefined) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404, headers: { 'content-type': 'application/json' } });
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let db: TouchlineDb;
let stops: (() => void)[] = [];

beforeAll(() => {
  stops = [registerTrainingRefresher(), registerFixtureRefreshers()];
});
afterAll(() => stops.forEach((stop) => stop()));

beforeEach(async () => {
  db = new TouchlineDb(`discard-${Math.random().toString(36).slice(2)}`);
  setSharedDb(db);
  await db.session.put({ key: 'current', member, lastUserId: member.id, updatedAt: Date.now() });
  await db.trainings.put(session);
  await db.teamPlayers.bulkPut([
    { teamId: TEAM, playerId: SAM, firstName: 'Sam', lastName: 'Jones' },
    { teamId: TEAM, playerId: ANA, firstName: 'Ana', lastName: 'Lopez' },
  ]);
  await db.fixtures.put(fixture);
  online = false;
  asked.length = 0;
  server = new Map<string, unknown>([
    [`/api/v1/training/${CLUB}`, { sessions: [session] }],
    [`/api/v1/training/${CLUB}/${SESSION}`, { ...session, drills: [] }],
    [`/api/v1/player-training/${CLUB}/${SESSION}/player/${SAM}`, { playerId: SAM, attendance: null, note: null, feedback: null }],
    [`/api/v1/player-training/${CLUB}/${SESSION}/player/${ANA}`, { playerId: ANA, attendance: null, note: null, feedback: null }],
    [`/api/v1/fixture/${CLUB}`, { fixtures: [fixture] }],
    [`/api/v1/fixture/${CLUB}/${FIXTURE}`, { ...fixture, config: {} }],
    [`/api/v1/fixture/${CLUB}/${FIXTURE}/players`, { players: [] }],
    [`/api/v1/fixture/${CLUB}/${FIXTURE}/event`, { events: [] }],
  ]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!online) throw new TypeError('Failed to fetch');
      const path = new URL(url).pathname;
      asked.push(path);
      return answer(path);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const attendanceOf = async (playerId: string) => db.trainingAttendance.get([SESSION, playerId]);
const discard = (ids: string[]) => discardQueued(ids, { db, sync: null });

describe('discarding a queued change', () => {
  it('made offline: the answer stays until the server can be asked, then the row the server never had goes', async () => {
    const entry = await answerAttendance(session, SAM, 'coming').then(() => db.outbox.toCollection().first());
    expect(await attendanceOf(SAM)).toMatchObject({ status: 'coming' });

    await discard([entry!.id]);
    expect(await db.outbox.count()).toBe(0);
    // No signal: nothing can be asked; the refresh is owed, kept on disk.
    await runRefreshes(db);
    expect(await attendanceOf(SAM)).toMatchObject({ status: 'coming' });
    expect((await pendingRefreshes(db)).map((r) => r.stream)).toEqual([`training:${SESSION}`]);

    // Back online: the server holds no answer for Sam, so the screen shows none.
    online = true;
    await runRefreshes(db);
    expect(asked).toContain(`/api/v1/player-training/${CLUB}/${SESSION}/player/${SAM}`);
    expect(await attendanceOf(SAM)).toBeUndefined();
    expect(await pendingRefreshes(db)).toEqual([]);
  });

  it("puts the server's answer back over the discarded one, and leaves a row a queued change still changes", async () => {
    server.set(`/api/v1/player-training/${CLUB}/${SESSION}/player/${SAM}`, {
      playerId: SAM,
      attendance: { playerId: SAM, status: 'not_coming', shownUp: null, checkedInAt: null, objective: null, focus: null, updatedAt: '2030-01-01T09:00:00.000Z' },
      note: null,
      feedback: null,
    });
    await answerAttendance(session, SAM, 'coming');
    await answerAttendance(session, ANA, 'coming');
    // Ana's row changed again by a later entry, which stays queued.
    await markShownUp(session, ANA, true, await attendanceOf(ANA));
    const [sam, ana] = await db.outbox.orderBy('seq').toArray();
    online = true;
    await discard([sam!.id, ana!.id]);
    await runRefreshes(db);
    expect(await attendanceOf(SAM)).toMatchObject({ status: 'not_coming' });
    expect(await attendanceOf(ANA)).toMatchObject({ status: 'coming', shownUp: true });
    expect(await db.outbox.count()).toBe(1);
  });

  it('a discarded goal leaves the score though its row was settled a moment before, but not a row the server took after the discard', async () => {
    server.set(`/api/v1/fixture/${CLUB}/${FIXTURE}/event`, { events: [goal('g-0')] });
    await db.fixtureEvents.put(goal('g-0'));
    const call = { method: 'PUT' as const, path: `/api/v1/fixture/${CLUB}/${FIXTURE}/event`, body: {}, stream: `fixture:${FIXTURE}`, describe: { action: 'fixture.event.goal' } };
    const entry = await localWrite(
      [
        { table: 'fixtureEvents', put: goal('g-1') },
        { table: 'fixtureEvents', put: goal('g-2') },
      ],
      call,
    );
    // g-1's row was settled by an earlier change a moment ago (inside the window that keeps a
    // just-settled row from a stale pull): the discard must not keep it on screen for it.
    await noteSettled(db, [touchKey('fixtureEvents', 'g-1')], Date.now() - 1000);
    online = true;
    await discard([entry.id]);
    // g-2 is taken by the server after the discard (another change of it settled), while the
    // refresh's answer, asked for before, is on its way.
    await noteSettled(db, [touchKey('fixtureEvents', 'g-2')], Date.now() + 1000);
    await runRefreshes(db);
    expect((await db.fixtureEvents.toArray()).map((e) => e.id).sort()).toEqual(['g-0', 'g-2']);
  });

  it('a whole group of a session the server deleted: every row the discarded changes made goes', async () => {
    server.delete(`/api/v1/training/${CLUB}/${SESSION}`);
    server.set(`/api/v1/training/${CLUB}`, { sessions: [] });
    await answerAttendance(session, SAM, 'coming');
    await answerAttendance(session, ANA, 'not_coming');
    await markShownUp(session, SAM, true, await attendanceOf(SAM));
    const ids = (await db.outbox.toArray()).map((e) => e.id);
    online = true;
    await discard(ids);
    await runRefreshes(db);
    expect(await db.trainingAttendance.count()).toBe(0);
    expect(await db.trainings.get(SESSION)).toBeUndefined();
    expect(await pendingRefreshes(db)).toEqual([]);
  });

  it('a fixture made here and discarded before it was sent leaves the list', async () => {
    const id = await createFixture(CLUB, 'U14', { id: 'f-new', teamId: TEAM, opponent: 'Oak Lane', homeAway: 'home', kickoffAt: '2030-02-01T10:00:00.000Z' });
    expect(await db.fixtures.get(id)).toBeDefined();
    online = true;
    await discard((await db.outbox.toArray()).map((e) => e.id));
    await runRefreshes(db);
    expect(await db.fixtures.get(id)).toBeUndefined();
    expect(await db.fixtureDetails.get(id)).toBeUndefined();
    expect(await db.fixtures.get(FIXTURE)).toBeDefined();
  });
});
