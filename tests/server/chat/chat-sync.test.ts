// A message written with no signal reaches the server exactly once (issue 23 item 4): the app's
// own data module writes through localWrite and the outbox; the engine (fake-indexeddb, the real
// transport) sends to the real server in-process after no signal, an app restart and a lost
// answer; the coach then reads it once, and the server's answer (sent, its number) is the
// device's row.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSharedDb } from '../../../src/db/database';
import { sendMessage } from '../../../src/features/chat/data/chat';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { device, signIn } from '../sync/harness';
import { buildWorld, clientAs, type World } from '../sync/world';

describe.each(DB_KINDS)('chat through the outbox on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
    await t.db.query('UPDATE clubs SET locker_room_enabled = true WHERE id = $1', [w.clubId]);
  });
  afterAll(async () => t?.close());

  it('sent by a parent with no signal, the app restarted, an answer lost: the coach sees it once', async () => {
    const d = device(t.app);
    setSharedDb(d.db);
    await signIn(d.db, w.parent, w.clubId);
    // The conversation list as a pull brings it (GET locker-room/{clubId}/group).
    const list = await clientAs(t, w.parent).get(`/api/v1/locker-room/${w.clubId}/group`);
    await d.db.chatGroups.bulkPut(list.json().groups);
    const team = (await d.db.chatGroups.toArray()).find((g) => g.kind === 'team')!;
    d.net.down = true;
    const first = await sendMessage(team, w.parent.id, 'Parent Test', 'Running 10 minutes late');
    const second = await sendMessage(team, w.parent.id, 'Parent Test', 'Parked by the gate');
    expect((await d.db.chatMessages.get(first))?.state).toBe('queued');
    expect((await d.engine.drain()).stoppedBy).not.toBe('empty');
    expect(await t.db.query('SELECT 1 FROM chat_messages')).toHaveLength(0);

    d.restart();
    d.net.down = false;
    d.net.faults.push('drop-response');
    await d.later();
    await d.engine.drain();
    await d.later();
    expect(await d.engine.drain()).toMatchObject({ remaining: 0 });
    // The lost answer's items were delivered again: the server saw them twice and kept them once.
    expect(d.net.delivered.flat().filter((k) => k === d.net.delivered[0]![0])).toHaveLength(2);
    expect(await d.db.outbox.count()).toBe(0);

    const coach = clientAs(t, w.coach);
    const seen = await coach.get(`/api/v1/chat/${w.clubId}/messages?groupId=${team.id}`);
    expect(seen.json().messages.map((x: { id: string; seq: number; body: string }) => [x.id, x.seq, x.body])).toEqual([
      [first, 1, 'Running 10 minutes late'],
      [second, 2, 'Parked by the gate'],
    ]);
    expect(await d.db.chatMessages.get(first)).toMatchObject({ state: 'sent', seq: 1 });
  });
});
