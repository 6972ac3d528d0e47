// No 500 from client input (security issue 18, finding 7), swept over the server's own route
// table like the authorization matrix: every write route under /api, as a super admin and as the
// club's club admin, gets unreadable JSON, no body, `null`, an array, bodies whose every common
// field has the wrong type (or an extreme value: a NUL character, a huge number, a year 0), bodies
// that look right but name ids that do not exist or are already used, and a body over the 1 MiB
// limit (413); every route, reads too, gets unknown ids in place of each path id (a 4xx: 404, or
// the 403 that keeps ids from being probed). A 5xx means the client's mistake was not caught: it
// is logged as our fault, and a device's outbox retries it forever. Every offending route and
// case is listed in the one assertion message.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/plugins/permissions';
import { createClubWorld, type ClubWorld } from '../support/club-world';
import type { TestClient } from '../support/test-app';
import { DB_KINDS } from '../support/test-db';
import { fillPath } from '../support/route-paths';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Caller = 'superAdmin' | 'club_admin';
const CALLERS: Caller[] = ['superAdmin', 'club_admin'];
const JSON_TYPE = { 'content-type': 'application/json' };

interface Case {
  label: string;
  url: string;
  /** A raw payload (sent as is, with `headers`); undefined sends no body. */
  payload?: string;
  headers?: Record<string, string>;
  oversized?: boolean;
  /** A path id names no row: anything but a 4xx is wrong. */
  unknownId?: boolean;
  /** ... and it is the row a DELETE removes. */
  deletes?: boolean;
}

/** Field names the API's bodies use (src/domain/**), so wrong types reach each schema's checks. */
const FIELDS = [
  'id', 'userId', 'clubId', 'teamId', 'playerId', 'fixtureId', 'trainingId', 'coachId', 'toTeamId', 'fromTeamId', 'parentClubId', 'replacementId', 'manOfTheMatch',
  'userIds', 'playerIds', 'players', 'users', 'teams', 'items', 'lineUp', 'substitutes', 'guardians', 'fixtures', 'emails', 'objectives',
  'name', 'firstName', 'lastName', 'email', 'parentEmail', 'password', 'confirmPassword', 'currentPassword', 'code', 'inviteCode', 'token', 'platform',
  'date', 'dateOfBirth', 'startsAt', 'endsAt', 'kickoffAt', 'newDateTime', 'at', 'from', 'to', 'seasonStart', 'seasonEnd', 'repeatUntil', 'recordedAt',
  'opponent', 'homeAway', 'venue', 'matchLength', 'formation', 'matchFormat', 'ageGroup', 'teamType', 'groupType', 'sport', 'occasion',
  'kind', 'matchSecond', 'period', 'minutes', 'running', 'elapsedSeconds', 'scoredFor', 'scoredAgainst', 'status', 'shownUp', 'focus', 'objective',
  'reason', 'notes', 'note', 'report', 'matchReport', 'rating', 'coachRating', 'oppositionRating', 'topic', 'location', 'coreSkill', 'durationMinutes',
  'role', 'roles', 'permissions', 'templates', 'csv', 'dryRun', 'scope', 'playStatus', 'active', 'onTrial', 'limit', 'offset', 'search', 'step',
  'badge', 'data', 'primaryColour', 'secondaryColour', 'tertiaryColour', 'timeZone', 'termsAccepted', 'preferences', 'licensed', 'leadCoach', 'assistantCoach',
  'day', 'skills', 'withWhom', 'feeling', 'loggedAt',
  'title', 'timeframe', 'target', 'startDay', 'value', 'met', 'objectiveId',
];

/** Every field set to one wrong (or extreme) value: a number where a string goes, and so on. */
const FILLERS: [string, unknown][] = [
  ['every field a number', 12345],
  ['every field an object', { nested: [1] }],
  ['every field a string', 'nope'],
  ['every field an array of junk', [null, 1, 'x', {}, []]],
  ['every field true', true],
  ['every field a huge number', 1e300],
  ['every field -1', -1],
  ['every field a long string', 'x'.repeat(10_000)],
  ['every field with a NUL character', 'a\u0000b'],
  ['every field the year 0', '0000-01-01T00:00:00.000Z'],
];

const fill = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

/** A body of the right shapes naming the given ids (a plausible write that reaches the route's own lookups). */
function plausible(ids: { club: string; team: string; user: string; fixture: string; training: string; fresh: string }): Record<string, unknown> {
  const future = new Date(Date.now() + 5 * 86_400_000);
  future.setUTCHours(10, 0, 0, 0);
  const later = (hours: number) => new Date(future.getTime() + hours * 3_600_000).toISOString();
  return {
    id: ids.fresh, replacementId: ids.fresh, clubId: ids.club, teamId: ids.team, playerId: ids.user, coachId: ids.user, toTeamId: ids.team, fromTeamId: ids.team,
    fixtureId: ids.fixture, trainingId: ids.training, parentClubId: ids.club, manOfTheMatch: ids.user,
    userIds: [ids.user], playerIds: [ids.user], substitutes: [ids.user],
    players: [{ playerId: ids.user, status: 'coming', position: 'ST', shirtNumber: 9 }],
    lineUp: [{ playerId: ids.user, position: 'ST', shirtNumber: 9 }],
    users: [{ email: `sweep.${randomUUID()}@example.test`, firstName: 'Sweep', lastName: 'Test', role: 'player', teamId: ids.team }],
    items: [{ key: randomUUID(), method: 'PUT', path: `/api/v1/fixture/${ids.club}/${ids.fixture}/notes`, stream: 'sweep', body: { notes: 'n' } }],
    name: 'Sweep', firstName: 'Sweep', lastName: 'Test', email: `sweep.${randomUUID()}@example.test`, opponent: 'Rovers', homeAway: 'home', venue: 'Park',
    matchLength: 60, formation: '2-3-1', ageGroup: 'U10', teamType: 'competitive', groupType: 'girls', matchFormat: '9v9',
    kickoffAt: later(0), startsAt: later(0), endsAt: later(1), newDateTime: later(24), at: new Date().toISOString(), date: later(0).slice(0, 10),
    reason: 'postponed', notes: 'n', note: 'n', report: 'r', matchReport: 'r', rating: 5, coachRating: 5, oppositionRating: 5,
    kind: 'goal', matchSecond: 100, period: 'first_half', minutes: 10, running: true, elapsedSeconds: 10, scoredFor: 1, scoredAgainst: 0,
    shownUp: true, focus: 'f', objective: 'o', topic: 't', location: 'Field', coreSkill: 'passing', durationMinutes: 10,
    role: 'coach', roles: { coach: { 'members.view': true } }, permissions: { 'members.view': true }, templates: { invite: 'tpl' },
    csv: 'type,first_name,last_name,email,team\nplayer,Sweep,Test,,Nowhere', dryRun: true, scope: 'one', playStatus: 'available', onTrial: true,
    leadCoach: { userId: ids.user }, assistantCoach: { userId: ids.user },
    title: 'Sweep objective', timeframe: 'next_week', target: 10, startDay: new Date().toISOString().slice(0, 10), value: 3, met: true, objectiveId: ids.fresh,
  };
}

/** The body with every string (at any depth) changed by `f`. */
function mapStrings(value: unknown, f: (s: string) => unknown): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}

/** Bodies that no route can read: the wrong kind of value, or every field of the wrong type. */
function unreadableBodies(): [string, string | undefined, Record<string, string> | undefined][] {
  const json = (label: string, body: unknown): [string, string, Record<string, string>] => [label, JSON.stringify(body), JSON_TYPE];
  return [
    ['malformed JSON', '{"name": ', JSON_TYPE],
    ['empty JSON body', '', JSON_TYPE],
    ['no body', undefined, undefined],
    ['text body', 'name=1', { 'content-type': 'text/plain' }],
    json('null', null),
    json('an array', [1, 'x', null, {}]),
    json('a string', 'nope'),
    json('generic wrong types', { name: 1, id: [], clubId: {}, teamId: 'x', userId: 5, playerId: false, date: 'nope', startsAt: 'nope', email: 7, users: 'x', players: {}, items: 'x', permissions: [], roles: 'x', csv: 5, reason: [], status: {} }),
    ...FILLERS.map(([label, value]) => json(label, fill(value))),
  ];
}

/** Bodies of the right shapes (real ids unless said), so the route's own lookups and the database see them. */
function deepBodies(real: { club: string; team: string; user: string; fixture: string; training: string }): [string, Record<string, unknown>][] {
  // Each body its own new id: two cases must not collide on it.
  const known = () => plausible({ ...real, fresh: randomUUID() });
  return [
    ['plausible', known()],
    ['unknown ids', plausible({ club: randomUUID(), team: randomUUID(), user: randomUUID(), fixture: randomUUID(), training: randomUUID(), fresh: randomUUID() })],
    // The new row's id already used by a fixture, by a training session.
    ['id already used by a fixture', plausible({ ...real, fresh: real.fixture })],
    ['id already used by a training session', plausible({ ...real, fresh: real.training })],
    ['a NUL character in every string', mapStrings(known(), (s) => `${s}\u0000`) as Record<string, unknown>],
    ['10,000 characters in every string', mapStrings(known(), (s) => s.padEnd(10_000, 'x')) as Record<string, unknown>],
    ['every number huge', JSON.parse(JSON.stringify(known(), (_k, v: unknown) => (typeof v === 'number' ? 1e300 : v))) as Record<string, unknown>],
  ];
}

/** Path parameters that name a row (not a kind, slot or user type). */
const isIdParam = (name: string) => name === 'id' || name === 'guid' || name.endsWith('Id');

describe.each(DB_KINDS)('no 5xx from client input on %s', (kind) => {
  let w: ClubWorld;
  let routes: RouteEntry[];

  beforeAll(async () => {
    w = await createClubWorld(kind);
    routes = w.t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
  });
  afterAll(() => w?.t.close());

  type Sessions = { fixtureId: string; trainingId: string };
  /**
   * A fixture and a training session for one route's cases: what an earlier route's plausible
   * body did to the world's (cancelled, ended, deleted) does not stop this one's reaching its checks.
   */
  async function freshSessions(): Promise<Sessions> {
    const fixture = await w.t.db.one<{ id: string }>(
      `INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Cedar Town', 'home', now() + interval '3 days') RETURNING id`,
      [w.clubA, w.teamA],
    );
    const training = await w.t.db.one<{ id: string }>(
      `INSERT INTO training_sessions (club_id, team_id, starts_at, ends_at) VALUES ($1, $2, now() + interval '2 days', now() + interval '2 days 1 hour') RETURNING id`,
      [w.clubA, w.teamA],
    );
    return { fixtureId: fixture.id, trainingId: training.id };
  }

  /** Path values: club A's, and a fixture and a training session of the route's own (see below). */
  const urlFor = (route: RouteEntry, own: Sessions, over: Record<string, string> = {}) => fillPath(w, route.url, own, over);
  const paramsOf = (route: RouteEntry) => [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

  /**
   * One caller's cases for a route. Each case that may get through (a plausible body) has a
   * fixture and training session of its own, so one case's success (a cancel, a delete) does not
   * stop another's reaching its checks; the rest share one pair.
   */
  async function casesFor(route: RouteEntry, oversized: string): Promise<Case[]> {
    const cases: Case[] = [];
    const shared = await freshSessions();
    const isWrite = route.method !== 'GET';
    const real = { club: w.clubA, team: w.teamA, user: w.ids.player, fixture: w.fixtureId, training: w.trainingId };
    if (isWrite) {
      for (const [label, payload, headers] of unreadableBodies()) cases.push({ label, url: urlFor(route, shared), payload, headers });
      for (const [label, body] of deepBodies(real)) cases.push({ label, url: urlFor(route, await freshSessions()), payload: JSON.stringify(body), headers: JSON_TYPE });
      cases.push({ label: 'over 1 MiB', url: urlFor(route, shared), payload: oversized, headers: JSON_TYPE, oversized: true });
    } else {
      cases.push({ label: 'junk query', url: `${urlFor(route, shared)}?limit=x&offset=-1&from=nope&to=0000-00-00&teamId=x&status=1&season=%00&page[]=1` });
    }
    // Unknown ids: each path parameter in turn, a random uuid and a string that is no id at all,
    // with a body that would otherwise get through.
    for (const name of paramsOf(route)) {
      for (const value of [randomUUID(), 'not-an-id']) {
        const body = isWrite ? { payload: JSON.stringify(plausible({ ...real, fresh: randomUUID() })), headers: JSON_TYPE } : {};
        cases.push({ label: `unknown :${name} ${value}`, url: urlFor(route, await freshSessions(), { [name]: value }), unknownId: isIdParam(name), deletes: route.method === 'DELETE' && route.url.endsWith(`:${name}`), ...body });
      }
    }
    return cases;
  }

  // ~8,000 requests per database kind (30-45 s on 2 cores); the cases of one route go out together.
  it('answers every malformed body, wrong type, unknown or used id and oversized body with a 4xx, never a 5xx', { timeout: 240_000 }, async () => {
    const oversized = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 16) });
    const offenders: string[] = [];
    let tooLarge = 0;
    for (const route of routes) {
      // Fresh sessions for every route: logout (DELETE auth) and a password change revoke them.
      const clients: Record<Caller, TestClient> = { superAdmin: await w.asUser(w.ids.superAdmin), club_admin: await w.asUser(w.ids.club_admin) };
      const cases = { superAdmin: await casesFor(route, oversized), club_admin: await casesFor(route, oversized) };
      await Promise.all(
        CALLERS.flatMap((caller) =>
          cases[caller].map(async (c) => {
            const res: LightMyRequestResponse = await clients[caller].request(route.method as Method, c.url, c.payload, c.headers);
            const where = `${route.method} ${route.url} as ${caller} [${c.label}]`;
            if (res.statusCode >= 500) offenders.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            // A row that does not exist is not found (404), or not the caller's to ask about (403).
            // Deleting a row that is gone answers done (deleted: false), so a device's queued delete settles.
            else if (c.unknownId && res.statusCode < 400 && !(c.deletes && res.json().deleted === false)) offenders.push(`${where}: ${res.statusCode} for an unknown id ${res.body.slice(0, 200)}`);
            else if (c.oversized) {
              // Routes with their own larger limit (uploads, the sync batch) read it and refuse it as invalid.
              if (res.statusCode === 413) tooLarge++;
              else if (res.statusCode < 400) offenders.push(`${where}: ${res.statusCode} for an oversized body`);
            }
          }),
        ),
      );
      // Some writes succeed with a plausible body: undo the ones that would lock the callers out.
      if (route.method === 'DELETE') {
        await w.t.db.query('UPDATE clubs SET active = true WHERE id = $1', [w.clubA]);
        await w.t.db.query('UPDATE users SET active = true WHERE id = ANY($1::uuid[])', [[w.ids.target, w.ids.club_admin, w.ids.superAdmin]]);
        await w.t.db.query('UPDATE memberships SET active = true WHERE user_id = $1', [w.ids.club_admin]);
      }
    }
    expect(offenders.sort(), `${offenders.length} answers of 5xx (or 2xx for an unknown id or an oversized body):\n${offenders.sort().join('\n')}`).toEqual([]);
    // Every route on the app's default 1 MiB limit refused the oversized body as too large.
    expect(tooLarge).toBeGreaterThan(100);
  });
});
