// An outbox entry as the write helper makes it (src/db/write), for tests that put entries in the
// queue themselves: a goal on fixture f1 unless told otherwise.
import type { OutboxEntry } from '../../src/db/schema';
import { uuidv7 } from '../../src/db/uuidv7';

export const outboxEntry = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: uuidv7(),
  userId: 'u1',
  clubId: 'c1',
  stream: 'fixture:f1',
  method: 'PUT',
  path: '/api/v1/fixture/c1/f1/event',
  body: { userId: 'u1' },
  createdAt: Date.now(),
  attempts: 0,
  nextAttemptAt: 0,
  state: 'pending',
  lastError: null,
  touches: [],
  applyTo: null,
  describe: { action: 'fixture.event.goal' },
  ...over,
});

/** A goal in the read model's match events. */
export const goalRow = (id: string, fixtureId = 'f1') => ({ id, fixtureId, clubId: 'c1', kind: 'goal' as const, playerId: null, matchSecond: 60, period: null, data: {}, recordedBy: null, recordedAt: '2024-01-01T00:00:00.000Z' });
