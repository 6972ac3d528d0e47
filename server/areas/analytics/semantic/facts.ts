// The facts of the semantic layer: each is one kind of recorded thing (a played game, a player's
// presence at a game or a session, a booking, a drill, a practice entry, a man-of-the-match
// award), with the measures that count it and the dimensions it can be broken down by. Every
// expression is written here once, on the server; the caller only picks names
// (src/domain/analytics/semantic-names.ts), and values (club, teams, player, days) are bound as
// parameters by kysely.
//
// Definitions (the same on every screen):
// - a game counts once it has ended (status 'ended'), is active, and kicked off in the range;
//   its result is the stored score (fixtures.goals_for / goals_against), which the server keeps
//   equal to the match reducer over its events (server/areas/fixture/score.ts);
// - attendance rate: of the presences recorded (shown up yes or no), the share shown up, in %;
//   a session counts unless cancelled, once it has started, if it started in the range;
// - cards: booking events of ended games, less those a later event_deleted removed;
// - training minutes: the drills' minutes of sessions that count, by the drill's core skill;
// - practice minutes: the practice diary's minutes per core skill, of the club's players;
// - active players: players shown up at least once at a game or a session in the range;
// - minutes played: the match reducer's whole minutes per player and game, summed
//   (fixture_player_minutes, refreshed by minutes.ts before a query that needs it).
// Months and seasons are UTC; a season runs from 1 August to 31 July ("2025/26").
import { sql, type Compilable, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DimensionName, MeasureName } from '../../../../src/domain/analytics/semantic-names';
import { rangeInstants, type DateRange } from '../../../../src/domain/analytics/date-range';
import { qb } from './compiler';

export interface Scope {
  clubId: string;
  /** Only these teams; null: every team of the club. */
  teamIds: readonly string[] | null;
  /** Only this player's presences, bookings, awards and practice; games and sessions they attended. */
  playerId: string | null;
  range: DateRange;
  /** Only games of this occasion (report filters); facts not about games refuse it (reports). */
  occasion?: string | null;
}

export type Expr = RawBuilder<unknown>;

export interface Fact {
  measures: Partial<Record<MeasureName, Expr>>;
  dimensions: Partial<Record<DimensionName, Expr>>;
  /** The fact's rows in scope, with these selections and this grouping. */
  build(scope: Scope, select: ReturnType<Expr['as']>[], groupBy: Expr[]): Compilable;
}

const month = (at: Expr): Expr => sql`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM')`;
// 1 August starts a season: shifted back 7 months it is the season's first year, on 5 months its second.
const season = (at: Expr): Expr =>
  sql`to_char((${at} AT TIME ZONE 'UTC') - interval '7 months', 'YYYY') || '/' || to_char((${at} AT TIME ZONE 'UTC') + interval '5 months', 'YY')`;
const count = (filter?: Expr): Expr => (filter ? sql`(count(*) FILTER (WHERE ${filter}))::int` : sql`count(*)::int`);
const rate = (shown: Expr): Expr => sql`round(100.0 * count(*) FILTER (WHERE ${shown}) / NULLIF(count(*), 0), 1)::float8`;

// Generic over the builder (its tables and aliases differ per fact): the helpers add raw WHERE
// clauses only, which keep the builder's type.
type Builder<DB, TB extends keyof DB> = SelectQueryBuilder<DB, TB, object>;

function finish<DB, TB extends keyof DB>(q: Builder<DB, TB>, select: ReturnType<Expr['as']>[], groupBy: Expr[]): Compilable {
  const selected = q.select(select);
  return groupBy.length ? selected.groupBy(groupBy) : selected;
}

/** Games that count, in scope: ended, active, kicked off in the range, of the club (and teams). */
function countedGames<DB, TB extends keyof DB>(q: Builder<DB, TB>, s: Scope, f: string): Builder<DB, TB> {
  const { from, to } = rangeInstants(s.range);
  const col = (name: string) => sql.ref(`${f}.${name}`);
  let out = q
    .where(sql<boolean>`${col('club_id')} = ${s.clubId}`)
    .where(sql<boolean>`${col('status')} = 'ended' AND ${col('active')}`)
    .where(sql<boolean>`${col('kickoff_at')} >= ${from}::timestamptz AND ${col('kickoff_at')} < ${to}::timestamptz`);
  if (s.teamIds) out = out.where(sql<boolean>`${col('team_id')} = ANY(${[...s.teamIds]}::uuid[])`);
  if (s.occasion) out = out.where(sql<boolean>`${col('occasion')} = ${s.occasion}`);
  return out;
}

/** Sessions that count: not cancelled, active, started (before now), in the range. */
function countedSessions<DB, TB extends keyof DB>(q: Builder<DB, TB>, s: Scope): Builder<DB, TB> {
  const { from, to } = rangeInstants(s.range);
  let out = q
    .where(sql<boolean>`t.club_id = ${s.clubId} AND t.active AND t.status <> 'cancelled' AND t.starts_at < now()`)
    .where(sql<boolean>`t.starts_at >= ${from}::timestamptz AND t.starts_at < ${to}::timestamptz`);
  if (s.teamIds) out = out.where(sql<boolean>`t.team_id = ANY(${[...s.teamIds]}::uuid[])`);
  return out;
}

const gameDimensions = (f: string, player?: Expr): Partial<Record<DimensionName, Expr>> => ({
  team: sql`${sql.ref(`${f}.team_id`)}::text`,
  season: season(sql.ref(`${f}.kickoff_at`)),
  month: month(sql.ref(`${f}.kickoff_at`)),
  occasion: sql.ref(`${f}.occasion`),
  homeAway: sql.ref(`${f}.home_away`),
  ...(player ? { player } : {}),
});

const results: Fact = {
  measures: {
    gamesPlayed: count(),
    gamesWon: count(sql`f.goals_for > f.goals_against`),
    gamesDrawn: count(sql`f.goals_for = f.goals_against`),
    gamesLost: count(sql`f.goals_for < f.goals_against`),
    goalsFor: sql`COALESCE(sum(f.goals_for), 0)::int`,
    goalsAgainst: sql`COALESCE(sum(f.goals_against), 0)::int`,
    cleanSheets: count(sql`f.goals_against = 0`),
  },
  dimensions: gameDimensions('f'),
  build(s, select, groupBy) {
    let q = countedGames(qb.selectFrom('fixtures as f'), s, 'f');
    // For one player: the games they were at.
    if (s.playerId) q = q.where(sql<boolean>`EXISTS (SELECT 1 FROM fixture_attendance pa WHERE pa.fixture_id = f.id AND pa.player_id = ${s.playerId} AND pa.shown_up)`);
    return finish(q, select, groupBy);
  },
};

const gamePresence: Fact = {
  measures: { gamesAttended: count(sql`a.shown_up`), gameAttendanceRate: rate(sql`a.shown_up`) },
  dimensions: gameDimensions('f', sql`a.player_id::text`),
  build(s, select, groupBy) {
    let q = countedGames(qb.selectFrom('fixture_attendance as a').innerJoin('fixtures as f', 'f.id', 'a.fixture_id'), s, 'f').where(sql<boolean>`a.shown_up IS NOT NULL`);
    if (s.playerId) q = q.where(sql<boolean>`a.player_id = ${s.playerId}`);
    return finish(q, select, groupBy);
  },
};

const sessionPresence: Fact = {
  measures: { sessionsAttended: count(sql`ta.shown_up`), sessionAttendanceRate: rate(sql`ta.shown_up`) },
  dimensions: { team: sql`t.team_id::text`, player: sql`ta.player_id::text`, season: season(sql`t.starts_at`), month: month(sql`t.starts_at`) },
  build(s, select, groupBy) {
    let q = countedSessions(qb.selectFrom('training_attendance as ta').innerJoin('training_sessions as t', 't.id', 'ta.training_id'), s).where(sql<boolean>`ta.shown_up IS NOT NULL`);
    if (s.playerId) q = q.where(sql<boolean>`ta.player_id = ${s.playerId}`);
    return finish(q, select, groupBy);
  },
};

const bookings: Fact = {
  measures: { cards: count(), yellowCards: count(sql`e.data->>'card' = 'yellow'`), redCards: count(sql`e.data->>'card' = 'red'`) },
  dimensions: gameDimensions('f', sql`e.player_id::text`),
  build(s, select, groupBy) {
    let q = countedGames(qb.selectFrom('fixture_events as e').innerJoin('fixtures as f', 'f.id', 'e.fixture_id'), s, 'f')
      .where(sql<boolean>`e.kind = 'booking' AND e.player_id IS NOT NULL`)
      .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM fixture_events x WHERE x.fixture_id = e.fixture_id AND x.kind = 'event_deleted' AND x.data->>'targetId' = e.id::text)`);
    if (s.playerId) q = q.where(sql<boolean>`e.player_id = ${s.playerId}`);
    return finish(q, select, groupBy);
  },
};

const awards: Fact = {
  measures: { motmAwards: count() },
  dimensions: gameDimensions('f', sql`f.man_of_the_match::text`),
  build(s, select, groupBy) {
    let q = countedGames(qb.selectFrom('fixtures as f'), s, 'f').where(sql<boolean>`f.man_of_the_match IS NOT NULL`);
    if (s.playerId) q = q.where(sql<boolean>`f.man_of_the_match = ${s.playerId}`);
    return finish(q, select, groupBy);
  },
};

const drills: Fact = {
  measures: { trainingMinutes: sql`COALESCE(sum(d.duration_minutes), 0)::int` },
  dimensions: { team: sql`t.team_id::text`, season: season(sql`t.starts_at`), month: month(sql`t.starts_at`), coreSkill: sql`d.core_skill` },
  build(s, select, groupBy) {
    let q = countedSessions(qb.selectFrom('training_drills as d').innerJoin('training_sessions as t', 't.id', 'd.training_id'), s);
    // For one player: the sessions they were at.
    if (s.playerId) q = q.where(sql<boolean>`EXISTS (SELECT 1 FROM training_attendance pa WHERE pa.training_id = t.id AND pa.player_id = ${s.playerId} AND pa.shown_up)`);
    return finish(q, select, groupBy);
  },
};

// Each skill of an entry is a row (jsonb_array_elements), so minutes add up per core skill.
const practice: Fact = {
  measures: { practiceMinutes: sql`COALESCE(sum((k.value->>'minutes')::int), 0)::int` },
  dimensions: { player: sql`p.player_id::text`, season: season(sql`p.day::timestamp`), month: sql`to_char(p.day, 'YYYY-MM')`, coreSkill: sql`k.value->>'coreSkill'` },
  build(s, select, groupBy) {
    const members = s.teamIds
      ? sql<boolean>`EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = p.player_id AND m.club_id = ${s.clubId} AND m.role = 'player' AND m.active AND m.team_id = ANY(${[...s.teamIds]}::uuid[]))`
      : sql<boolean>`EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = p.player_id AND m.club_id = ${s.clubId} AND m.role = 'player' AND m.active)`;
    let q = qb
      .selectFrom(sql`practice_entries p CROSS JOIN LATERAL jsonb_array_elements(p.skills)`.as('k'))
      .where(members)
      .where(sql<boolean>`p.day >= ${s.range.startDate}::date AND p.day <= ${s.range.endDate}::date`);
    if (s.playerId) q = q.where(sql<boolean>`p.player_id = ${s.playerId}`);
    return finish(q, select, groupBy);
  },
};

// A player's presence at a game or a session, as one stream of (player, team, time).
const presence: Fact = {
  measures: { activePlayers: sql`count(DISTINCT x.player_id)::int` },
  dimensions: { team: sql`x.team_id::text`, season: season(sql`x.at`), month: month(sql`x.at`) },
  build(s, select, groupBy) {
    let games = countedGames(qb.selectFrom('fixture_attendance as a').innerJoin('fixtures as f', 'f.id', 'a.fixture_id'), s, 'f')
      .where(sql<boolean>`a.shown_up`)
      .select([sql`a.player_id`.as('player_id'), sql`f.team_id`.as('team_id'), sql`f.kickoff_at`.as('at')]);
    let sessions = countedSessions(qb.selectFrom('training_attendance as ta').innerJoin('training_sessions as t', 't.id', 'ta.training_id'), s)
      .where(sql<boolean>`ta.shown_up`)
      .select([sql`ta.player_id`.as('player_id'), sql`t.team_id`.as('team_id'), sql`t.starts_at`.as('at')]);
    if (s.playerId) {
      games = games.where(sql<boolean>`a.player_id = ${s.playerId}`);
      sessions = sessions.where(sql<boolean>`ta.player_id = ${s.playerId}`);
    }
    return finish(qb.selectFrom(games.unionAll(sessions).as('x')), select, groupBy);
  },
};

const minutes: Fact = {
  measures: { minutesPlayed: sql`COALESCE(sum(pm.minutes), 0)::int` },
  dimensions: gameDimensions('f', sql`pm.player_id::text`),
  build(s, select, groupBy) {
    let q = countedGames(qb.selectFrom('fixture_player_minutes as pm').innerJoin('fixtures as f', 'f.id', 'pm.fixture_id'), s, 'f');
    if (s.playerId) q = q.where(sql<boolean>`pm.player_id = ${s.playerId}`);
    return finish(q, select, groupBy);
  },
};

export const FACTS = { results, gamePresence, sessionPresence, bookings, awards, drills, practice, presence, minutes } as const;
export type FactName = keyof typeof FACTS;

/** The facts about games only, which an occasion filter applies to. */
export const GAME_FACTS: ReadonlySet<FactName> = new Set(['results', 'gamePresence', 'bookings', 'awards', 'minutes']);

/** The fact each measure belongs to (a measure is defined in exactly one fact). */
export const FACT_OF: Record<MeasureName, FactName> = Object.fromEntries(
  Object.entries(FACTS).flatMap(([name, fact]) => Object.keys(fact.measures).map((m) => [m, name])),
) as Record<MeasureName, FactName>;
