// Property (issue 24 "Done means"): on generated matches, the semantic layer's results and goals
// for a team equal what the match reducer (src/domain/fixture/match-reducer.ts) makes of each
// game's recorded events, summed: goals for and against, won, drawn, lost, clean sheets, each
// player's minutes played (with substitutions and deleted events); and only
// the team's ended games in the range count. The stored result is written by the server's own
// path (followResultIfEnded, as after a correction to an ended game). Both databases, few runs.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { followResultIfEnded } from '../../../server/areas/fixture/score';
import { querySemantic } from '../../../server/areas/analytics/semantic/query';
import { reduceMatch } from '../../../src/domain/fixture/match-reducer';
import type { MatchEvent } from '../../../src/domain/fixture/match-types';
import { createClub, createTeam, createUser } from '../../support/factories';
import { createTestDb, DB_KINDS } from '../../support/test-db';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// One recorded action: a goal (by one of two players or nobody), a goal against, or the
// deletion of an earlier action (a correction the reducer must follow).
const action = fc.oneof(
  fc.record({ kind: fc.constant('goal' as const), player: fc.integer({ min: 0, max: 2 }), second: fc.integer({ min: 0, max: 3600 }) }),
  fc.record({ kind: fc.constant('goal_against' as const), player: fc.constant(2), second: fc.integer({ min: 0, max: 3600 }) }),
  fc.record({ kind: fc.constant('event_deleted' as const), player: fc.nat(), second: fc.integer({ min: 0, max: 3600 }) }),
  // Player 0 or 1 comes on for the other.
  fc.record({ kind: fc.constant('substitution' as const), player: fc.integer({ min: 0, max: 1 }), second: fc.integer({ min: 60, max: 3500 }) }),
);
const game = fc.record({
  team: fc.constantFrom(0, 1),
  // Days before today: 400 is outside the range asked for.
  daysAgo: fc.constantFrom(1, 30, 200, 400),
  status: fc.constantFrom('ended', 'ended', 'ended', 'in_progress'),
  actions: fc.array(action, { maxLength: 7 }),
});

describe.each(DB_KINDS)('semantic layer agrees with the match reducer on %s', (kind) => {
  let db: Db;
  let clubId: string;
  let teams: string[];
  let players: (string | null)[];

  beforeAll(async () => {
    db = await createTestDb(kind);
    clubId = (await createClub(db)).id;
    teams = [(await createTeam(db, { clubId, name: 'A' })).id, (await createTeam(db, { clubId, name: 'B' })).id];
    players = [(await createUser(db, { clubId, teamId: teams[0], role: 'player' })).id, (await createUser(db, { clubId, teamId: teams[0], role: 'player' })).id, null];
  });
  afterAll(() => db?.close());

  it('sums each game the reducer scored', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(game, { maxLength: 5 }), async (games) => {
        await db.query('DELETE FROM fixtures WHERE club_id = $1', [clubId]);
        const minutes = new Map<string, number>();
        const expected = { gamesPlayed: 0, gamesWon: 0, gamesDrawn: 0, gamesLost: 0, goalsFor: 0, goalsAgainst: 0, cleanSheets: 0 };
        const now = Date.now();
        for (const g of games) {
          const kickoff = new Date(now - g.daysAgo * DAY);
          const { id } = await db.one<{ id: string }>(
            `INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at, status, match_length) VALUES ($1, $2, 'X', 'home', $3, 'ended', 60) RETURNING id`,
            [clubId, teams[g.team], kickoff.toISOString()],
          );
          const at = (i: number) => new Date(kickoff.getTime() + i * 1000).toISOString();
          const marker = (kind: 'kick_off' | 'full_time', second: number, i: number): MatchEvent => ({ id: randomUUID(), kind, playerId: null, matchSecond: second, recordedAt: at(i), period: null, recordedBy: null, deviceId: null, data: {} });
          const events: MatchEvent[] = [marker('kick_off', 0, 0)];
          g.actions.forEach((a, n) => {
            const i = n + 1;
            const recordedAt = at(i);
            const base = { id: randomUUID(), matchSecond: a.second, recordedAt, period: null, recordedBy: null, deviceId: null };
            if (a.kind === 'event_deleted') {
              if (!events.length) return;
              events.push({ ...base, kind: 'event_deleted', playerId: null, data: { targetId: events[a.player % events.length]!.id } });
            } else if (a.kind === 'substitution') {
              events.push({ ...base, kind: 'substitution', playerId: players[a.player]!, data: { offId: players[1 - a.player]! } });
            } else events.push({ ...base, kind: a.kind, playerId: a.kind === 'goal' ? players[a.player]! : null, data: {} });
          });
          events.push(marker('full_time', 3600, g.actions.length + 1));
          for (const e of events) {
            await db.query(
              `INSERT INTO fixture_events (id, fixture_id, club_id, kind, player_id, match_second, data, recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
              [e.id, id, clubId, e.kind, e.playerId, e.matchSecond, e.data, e.recordedAt],
            );
          }
          // The server stores the result of an ended game from its events; then the status is the game's.
          await followResultIfEnded(db, id);
          if (g.status !== 'ended') await db.query('UPDATE fixtures SET status = $2 WHERE id = $1', [id, g.status]);
          if (g.team !== 0 || g.status !== 'ended' || g.daysAgo > 365) continue;
          const reduced = reduceMatch(events, { matchLengthMinutes: 60 });
          const { ours, theirs } = reduced.score;
          for (const [p, m] of Object.entries(reduced.minutesPlayed)) minutes.set(p, (minutes.get(p) ?? 0) + m);
          expected.gamesPlayed += 1;
          expected.goalsFor += ours;
          expected.goalsAgainst += theirs;
          if (ours > theirs) expected.gamesWon += 1;
          else if (ours === theirs) expected.gamesDrawn += 1;
          else expected.gamesLost += 1;
          if (theirs === 0) expected.cleanSheets += 1;
        }
        const range = { startDate: dayOf(now - 365 * DAY), endDate: dayOf(now) };
        const measures = Object.keys(expected) as (keyof typeof expected)[];
        const [total] = await querySemantic(db, { clubId, teamIds: [teams[0]!], playerId: null, range }, measures);
        expect(total).toEqual(expected);
        // The same numbers broken down by team (the club-wide query) for team A.
        const byTeam = await querySemantic(db, { clubId, teamIds: null, playerId: null, range }, measures, ['team']);
        const rowA = byTeam.find((r) => r.team === teams[0]) ?? { team: teams[0], ...Object.fromEntries(measures.map((m) => [m, 0])) };
        expect(rowA).toEqual({ team: teams[0], ...expected });
        // Minutes played per player: the reducer's minutes of each counted game, summed.
        const byPlayer = await querySemantic(db, { clubId, teamIds: [teams[0]!], playerId: null, range }, ['minutesPlayed'], ['player']);
        const got = new Map(byPlayer.filter((r) => r.minutesPlayed).map((r) => [r.player!, r.minutesPlayed]));
        expect(got).toEqual(new Map([...minutes].filter(([, m]) => m > 0)));
      }),
      { numRuns: 15 },
    );
  });
});
