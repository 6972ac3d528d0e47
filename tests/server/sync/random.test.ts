// Seeded randomized test: thousands of interleavings of enqueue (put / delete of match events),
// drain, dropped request, dropped response, 500, kill mid-request and restart, against the real
// server. Writes within a stream repeat and delete the same few events, so a lost, duplicated
// or reordered send shows up as a different final state on the server.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localWrite } from '../../../src/db/write';
import { FIXTURE_EVENT_KINDS } from '../../../src/domain/fixture/event-schema';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { buildWorld } from './world';
import { device, makeDue, signIn, type Fault } from './harness';

type Op =
  | { t: 'put'; stream: number; slot: number; kind: (typeof FIXTURE_EVENT_KINDS)[number] }
  | { t: 'del'; stream: number; slot: number }
  | { t: 'drain'; fault: Fault }
  | { t: 'kill' }
  | { t: 'restart' };

const STREAMS = 3;
const SLOTS = 3;
/** The event route refuses these without their details (validateMatchEvent); the ops send none. */
const NEEDS_DETAILS: readonly string[] = ['booking', 'substitution', 'penalty_shootout', 'rating'];
/** Corrections are what a delete records; the ops make them only through `del`. */
const CORRECTIONS: readonly string[] = ['event_deleted'];
const KINDS = FIXTURE_EVENT_KINDS.filter((k) => !NEEDS_DETAILS.includes(k) && !CORRECTIONS.includes(k));
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('put' as const), stream: fc.nat(STREAMS - 1), slot: fc.nat(SLOTS - 1), kind: fc.constantFrom(...KINDS) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('del' as const), stream: fc.nat(STREAMS - 1), slot: fc.nat(SLOTS - 1) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('drain' as const), fault: fc.constantFrom<Fault>('none', 'none', 'drop-request', 'drop-response', '500') }) },
  { weight: 1, arbitrary: fc.constant({ t: 'kill' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'restart' as const }) },
);

describe.each(DB_KINDS)('randomized sync on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('every entry reaches the server exactly once, in stream order, and the queue ends empty', async () => {
    let interleavings = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 30 }), async (ops) => {
        const w = await buildWorld(t.db);
        const fixtures = [w.fixtureId];
        for (let i = 1; i < STREAMS; i++) {
          const f = await t.db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Opp', 'away', now()) RETURNING id`, [w.clubId, w.teamId]);
          fixtures.push(f.id);
        }
        const ids = fixtures.map(() => Array.from({ length: SLOTS }, () => randomUUID()));
        let clock = Date.now();
        const d = device(t.app, undefined, { now: () => clock, batchSize: 4, timeoutMs: 60_000 });
        await signIn(d.db, w.coach, w.clubId);
        // What the server must hold at the end: the last local operation per event.
        const expected = new Map<string, string | null>();
        const made: string[] = [];

        for (const op of ops) {
          interleavings++;
          if (op.t === 'put' || op.t === 'del') {
            const fixtureId = fixtures[op.stream]!;
            // A stored event is never overwritten (the server answers 409; the app records a new
            // event, or a correction): a put of another kind goes to a new event in the slot, a
            // put of the same kind is the same event again (a replay).
            if (op.t === 'put' && (expected.get(ids[op.stream]![op.slot]!) ?? op.kind) !== op.kind) ids[op.stream]![op.slot] = randomUUID();
            const id = ids[op.stream]![op.slot]!;
            const path = `/api/v1/fixture/${w.clubId}/${fixtureId}/event`;
            const stream = `fixture:${fixtureId}`;
            const entry =
              op.t === 'put'
                ? await localWrite(
                    [{ table: 'fixtureEvents', put: { id, fixtureId, clubId: w.clubId, kind: op.kind, playerId: null, matchSecond: null, period: null, data: {}, recordedBy: null, recordedAt: new Date(clock).toISOString() } }],
                    { method: 'PUT', path, body: { id, kind: op.kind }, stream, applyTo: 'fixtureEvents', describe: { action: `fixture.event.${op.kind}` } },
                    { db: d.db },
                  )
                : await localWrite([{ table: 'fixtureEvents', delete: id }], { method: 'DELETE', path, body: { id }, stream, describe: { action: 'fixture.event.delete' } }, { db: d.db });
            made.push(entry.id);
            expected.set(id, op.t === 'put' ? op.kind : null);
            // Events are append-only: a deleted event stays deleted (the server records an
            // event_deleted correction for it), so the slot's next event is a new one.
            if (op.t === 'del') ids[op.stream]![op.slot] = randomUUID();
          } else if (op.t === 'drain') {
            if (op.fault !== 'none') d.net.faults.push(op.fault);
            await d.engine.drain({ ignoreBackoff: true });
            d.net.faults.length = 0;
            clock += 10_000;
          } else if (op.t === 'kill') {
            const landed = d.net.landed;
            d.net.faults.push('kill');
            const drained = d.engine.drain({ ignoreBackoff: true });
            // Either the request was sent (and the app died waiting) or there was nothing to send.
            const outcome = await Promise.race([drained.then(() => 'done' as const), (async () => {
              while (d.net.landed === landed) await new Promise((r) => setTimeout(r, 2));
              return 'killed' as const;
            })()]);
            d.net.faults.length = 0;
            if (outcome === 'killed') {
              clock += 31_000; // the dead drainer's lease goes stale
              d.restart();
            }
          } else {
            d.restart();
          }
        }

        // Signal is back for good: drain until the queue is empty.
        for (let i = 0; i < 20 && (await d.db.outbox.count()) > 0; i++) {
          await makeDue(d.db);
          await d.engine.drain({ ignoreBackoff: true });
          clock += 10_000;
        }
        expect(await d.db.outbox.count()).toBe(0);
        // Every entry made was applied on the server exactly once (one stored answer per key)...
        const stored = await t.db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE user_id = $1 AND key = ANY($2::text[])', [w.coach.id, made]);
        expect(stored.length).toBe(made.length);
        // ...and in order: the server's final state is the last local operation per event.
        const all = await t.db.query<{ id: string; kind: string; data: { targetId?: string } | null }>('SELECT id, kind, data FROM fixture_events WHERE fixture_id = ANY($1::uuid[])', [fixtures]);
        // What the match shows: the events less those an event_deleted correction removed.
        const removed = new Set(all.filter((r) => r.kind === 'event_deleted').map((r) => r.data?.targetId));
        const rows = all.filter((r) => r.kind !== 'event_deleted' && !removed.has(r.id));
        const actual = new Map(rows.map((r) => [r.id, r.kind]));
        for (const [id, kindOrNull] of expected) expect(actual.get(id) ?? null).toBe(kindOrNull);
        expect(rows.length).toBe([...expected.values()].filter((v) => v !== null).length);
        // The local read model agrees with the server once nothing is pending.
        const local = await d.db.fixtureEvents.toArray();
        expect(new Map(local.map((e) => [e.id, e.kind]))).toEqual(actual);
        d.db.close();
      }),
      { seed: 20240611, numRuns: kind === 'pglite' ? 150 : 100 },
    );
    expect(interleavings).toBeGreaterThan(1000);
  }, 300_000);
});
