// The write helper: read-model row and outbox entry in one transaction, nothing before commit.
import { describe, expect, it } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import { writeSessionMirror } from '../../src/db/session-mirror';
import { localWrite, NotSignedInError, onLocalWrite, WRITE_COMMITTED_MARK, WRITE_STARTED_MARK } from '../../src/db/write';
import { uuidv7, uuidv7Time } from '../../src/db/uuidv7';
import { RoleId } from '../../src/domain/roles';

const freshDb = () => new TouchlineDb(`write-${Math.random().toString(36).slice(2)}`);
const member = { id: 'user-1', accessToken: 'tok', roleId: RoleId.coach, selectedChildId: null, clubId: 'club-1', clubs: [] };
const event = (id: string) => ({ id, fixtureId: 'f1', clubId: 'club-1', kind: 'goal' as const, playerId: null, matchSecond: 60, period: null, data: {}, recordedBy: null, recordedAt: '2024-01-01T00:00:00.000Z' });
const call = (id: string) => ({ method: 'PUT' as const, path: '/api/v1/fixture/club-1/f1/event', body: { id, kind: 'goal' }, stream: 'fixture:f1', applyTo: 'fixtureEvents' as const, describe: { action: 'fixture.event.goal', minute: 1 } });

describe('localWrite', () => {
  it('commits the row and the entry together, for the mirrored member', async () => {
    const db = freshDb();
    await writeSessionMirror(member, db);
    const heard: string[] = [];
    const stop = onLocalWrite((e) => heard.push(e.id));
    const id = uuidv7();
    const entry = await localWrite([{ table: 'fixtureEvents', put: event(id) }], call(id), { db });
    stop();
    expect(await db.fixtureEvents.get(id)).toMatchObject({ id, kind: 'goal' });
    const [stored] = await db.outbox.toArray();
    expect(stored).toMatchObject({ id: entry.id, userId: 'user-1', clubId: 'club-1', stream: 'fixture:f1', state: 'pending', attempts: 0, body: { id, kind: 'goal', userId: 'user-1' } });
    expect(stored!.touches).toEqual([`fixtureEvents:"${id}"`]);
    expect(heard).toEqual([entry.id]);
    expect(uuidv7Time(entry.id)).toBeLessThanOrEqual(Date.now());
  });

  it('writes nothing when the transaction fails', async () => {
    const db = freshDb();
    const id = uuidv7();
    await expect(localWrite([{ table: 'fixtureEvents', put: event(id) }], call(id), { db })).rejects.toBeInstanceOf(NotSignedInError);
    expect(await db.fixtureEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries on a fresh connection after the connection is lost', async () => {
    const db = freshDb();
    await writeSessionMirror(member, db);
    db.close(); // as iOS does when "Connection to Indexed Database server lost"
    const id = uuidv7();
    await localWrite([{ table: 'fixtureEvents', put: event(id) }], call(id), { db });
    expect(await db.outbox.count()).toBe(1);
  });

  it('queues for the member signed in at the time of each write, also after a switch or sign-out', async () => {
    const db = freshDb();
    await writeSessionMirror(member, db);
    const a = uuidv7();
    await localWrite([{ table: 'fixtureEvents', put: event(a) }], call(a), { db });
    // Another member signs in (the mirror changes): the next write is theirs, not the cached one.
    await writeSessionMirror({ ...member, id: 'user-2', clubId: 'club-2' }, db);
    const b = uuidv7();
    await localWrite([{ table: 'fixtureEvents', put: event(b) }], call(b), { db });
    expect((await db.outbox.toArray()).map((e) => [e.userId, e.clubId, e.body.userId])).toEqual([
      ['user-1', 'club-1', 'user-1'],
      ['user-2', 'club-2', 'user-2'],
    ]);
    await writeSessionMirror(null, db);
    const c = uuidv7();
    await expect(localWrite([{ table: 'fixtureEvents', put: event(c) }], call(c), { db })).rejects.toBeInstanceOf(NotSignedInError);
    expect(await db.outbox.count()).toBe(2);
    expect(await db.fixtureEvents.get(c)).toBeUndefined();
  });

  it('sets the commit mark once per write, at the commit, before the helper resolves', async () => {
    const db = freshDb();
    await writeSessionMirror(member, db);
    const marks = () => performance.getEntriesByName(WRITE_COMMITTED_MARK).map((m) => (m as PerformanceMark).detail?.id as string);
    const id = uuidv7();
    let markedBeforeResolve = false;
    const stop = onLocalWrite((e) => (markedBeforeResolve = marks().includes(e.id)));
    const entry = await localWrite([{ table: 'fixtureEvents', put: event(id) }], call(id), { db });
    stop();
    expect(markedBeforeResolve).toBe(true);
    expect(marks().filter((m) => m === entry.id)).toHaveLength(1);
    // The start mark (the helper called) carries the same id and comes first.
    const started = performance.getEntriesByName(WRITE_STARTED_MARK).filter((m) => (m as PerformanceMark).detail?.id === entry.id);
    expect(started).toHaveLength(1);
    expect(started[0]!.startTime).toBeLessThanOrEqual(performance.getEntriesByName(WRITE_COMMITTED_MARK).find((m) => (m as PerformanceMark).detail?.id === entry.id)!.startTime);
  });
});
