// An objective set offline, with progress logged, reaches the server exactly once (issue 21
// item 7): the app's own data module writes through localWrite and the outbox; the engine (fake-indexeddb, the real transport) sends to the real server in-process
// after no signal, an app restart and a lost answer; the server's rows land back on the device.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSharedDb } from '../../../src/db/database';
import { addDays } from '../../../src/domain/practice/practice-days';
import { logProgress, setObjective } from '../../../src/features/objectives/data/objectives';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { device, signIn } from '../sync/harness';
import { buildWorld, type World } from '../sync/world';

const today = new Date().toISOString().slice(0, 10);

describe.each(DB_KINDS)('objectives through the outbox on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
  });
  afterAll(async () => t?.close());

  it('set and logged with no signal, the app restarted, an answer lost: on the server once', async () => {
    const d = device(t.app);
    setSharedDb(d.db);
    await signIn(d.db, w.player, w.clubId);
    d.net.down = true;
    const id = await setObjective(w.player.id, w.player.id, { title: 'Keepy-uppies', timeframe: 'next_month', target: 100, objectiveId: null }, addDays(today, -1));
    await logProgress((await d.db.userObjectives.get(id))!, w.player.id, { day: today, value: 35, note: 'Garden' });
    expect((await d.engine.drain()).stoppedBy).not.toBe('empty');
    expect(await t.db.query('SELECT 1 FROM user_objectives WHERE id = $1', [id])).toHaveLength(0);

    // Killed and started again, signal back, and the first answer lost on the way.
    d.restart();
    d.net.down = false;
    d.net.faults.push('drop-response');
    await d.later();
    await d.engine.drain();
    await d.later();
    const report = await d.engine.drain();
    expect(report).toMatchObject({ remaining: 0 });
    // The lost answer's items were delivered again: the server saw them twice and kept them once.
    expect(d.net.delivered.length).toBeGreaterThanOrEqual(2);
    expect(d.net.delivered.flat().filter((k) => k === d.net.delivered[0]![0])).toHaveLength(2);
    expect(await d.db.outbox.count()).toBe(0);

    expect(await t.db.query('SELECT title, target FROM user_objectives WHERE player_id = $1', [w.player.id])).toEqual([{ title: 'Keepy-uppies', target: 100 }]);
    expect(await t.db.query('SELECT value FROM user_objective_logs WHERE objective_id = $1', [id])).toEqual([{ value: 35 }]);
    // The server's answer is the device's row.
    expect(await d.db.userObjectives.get(id)).toMatchObject({ id, met: false, logs: [expect.objectContaining({ value: 35, note: 'Garden' })] });
  });
});
