// Pulls refresh the read model but never overwrite a row a queued entry still changes.
import { describe, expect, it } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import { localWrite } from '../../src/db/write';
import { applyPulled } from '../../src/sync/pull';
import { noteSettled, RECENT_SETTLE_MS } from '../../src/db/recent-settles';
import { touchKey } from '../../src/db/keys';
import type { FixtureEventKind } from '../../src/domain/fixture/event-schema';

const ev = (id: string, kind: FixtureEventKind, fixtureId = 'f1') => ({ id, fixtureId, clubId: 'c', kind, playerId: null, matchSecond: null, period: null, data: {}, recordedBy: null, recordedAt: '2024-01-01T00:00:00.000Z' });

describe('applyPulled', () => {
  it('keeps pending local changes, removes what the server dropped, adds the rest', async () => {
    const db = new TouchlineDb(`pull-${Math.random().toString(36).slice(2)}`);
    await db.fixtureEvents.bulkPut([ev('a', 'goal'), ev('gone', 'save'), ev('other-fixture', 'save', 'f2')]);
    const actor = { userId: 'u', clubId: 'c' };
    // A local change to 'b' (made offline) and to 'a' are still queued.
    await localWrite([{ table: 'fixtureEvents', put: ev('b', 'tackle') }], { method: 'PUT', path: '/api/v1/x', body: {}, stream: 's', describe: { action: 'x' } }, { db, actor });
    await localWrite([{ table: 'fixtureEvents', put: ev('a', 'booking') }], { method: 'PUT', path: '/api/v1/x', body: {}, stream: 's', describe: { action: 'x' } }, { db, actor });
    await applyPulled(db, 'fixtureEvents', [ev('a', 'goal'), ev('c', 'chance')], { index: 'fixtureId', value: 'f1' });
    const rows = Object.fromEntries((await db.fixtureEvents.toArray()).map((r) => [r.id, r.kind]));
    expect(rows).toEqual({ a: 'booking', b: 'tackle', c: 'chance', 'other-fixture': 'save' });
    // Once nothing is queued, the server's state wins.
    await db.outbox.clear();
    await applyPulled(db, 'fixtureEvents', [ev('a', 'goal')], { index: 'fixtureId', value: 'f1' });
    expect((await db.fixtureEvents.where('fixtureId').equals('f1').toArray()).map((r) => [r.id, r.kind])).toEqual([['a', 'goal']]);
  });

  it('a pull answered before a queued change landed does not remove the row the drain just settled', async () => {
    const db = new TouchlineDb(`pull-${Math.random().toString(36).slice(2)}`);
    await db.fixtureEvents.bulkPut([ev('synced', 'goal_against'), ev('old', 'save')]);
    // The drain settled 'synced' (its entry left the outbox) after the server answered this GET.
    await noteSettled(db, [touchKey('fixtureEvents', 'synced')], Date.now());
    await noteSettled(db, [touchKey('fixtureEvents', 'old')], Date.now() - RECENT_SETTLE_MS - 1000);
    await applyPulled(db, 'fixtureEvents', [], { index: 'fixtureId', value: 'f1' });
    expect((await db.fixtureEvents.toArray()).map((r) => r.id)).toEqual(['synced']);
  });
});
