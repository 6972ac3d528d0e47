// An event made with no signal (issue 23 item 3), by the calendar's own write module, reaches the
// server once: queued with its cancel, sent when the signal returns through a lost answer and its
// retry, on both databases. The device then holds the server's row.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSharedDb } from '../../../src/db/database';
import { cancelEvent, createEvent } from '../../../src/features/calendar/data/calendar-events';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';
import { device, signIn } from '../sync/harness';

describe.each(DB_KINDS)('calendar event made offline on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('is sent once, with its cancel, when the signal returns', async () => {
    const d = device(w.t.app);
    setSharedDb(d.db);
    const token = w.client('coach').token!;
    await signIn(d.db, { id: w.ids.coach, token }, w.clubA);
    d.net.down = true;

    const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 3 * 86_400_000 + 7_200_000).toISOString();
    const id = await createEvent(w.clubA, w.ids.coach, { type: 'meeting', name: 'Kit collection', teamId: w.teamA, startsAt, endsAt, notes: null }, 'Alder U12');
    const made = await d.db.calendarEvents.get(id);
    expect(made).toMatchObject({ name: 'Kit collection', status: 'scheduled' });
    await cancelEvent(made!);
    expect(await d.db.calendarEvents.get(id)).toMatchObject({ status: 'cancelled' });
    expect(await d.db.outbox.count()).toBe(2);
    expect((await d.engine.drain()).sent).toBe(0);

    // Back online: the first answer is lost after the server committed; the retry replays it.
    d.net.down = false;
    await d.later();
    d.net.faults.push('drop-response');
    expect((await d.engine.drain()).stoppedBy).toBe('transient');
    expect(d.net.delivered).toHaveLength(1);
    await d.later();
    const report = await d.engine.drain();
    expect(report.remaining).toBe(0);
    expect(await d.db.outbox.count()).toBe(0);
    // The lost batch and its retry carried the same keys: the server replayed, it did not redo.
    expect(d.net.delivered[1]).toEqual(d.net.delivered[0]);

    const rows = await w.t.db.query<{ status: string; sequence: number; name: string }>('SELECT status, sequence, name FROM calendar_events WHERE id = $1', [id]);
    expect(rows).toEqual([{ status: 'cancelled', sequence: 1, name: 'Kit collection' }]);
    expect(await d.db.calendarEvents.get(id)).toMatchObject({ id, status: 'cancelled', sequence: 1, teamName: 'Alder U12', createdBy: w.ids.coach });
  });
});
