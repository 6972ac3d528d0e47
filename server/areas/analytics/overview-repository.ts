// The three overviews, each a handful of semantic queries (semantic/query.ts) plus names. The
// only SQL here outside the semantic layer reads names and lists (teams, players, the last
// results), never a number shown as a measure.
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/db';
import type { DateRange } from '../../../src/domain/analytics/date-range';
import { rangeInstants } from '../../../src/domain/analytics/date-range';
import type { ClubOverview, FormEntry, Goals, MinutesBySkill, PlayerOverview, Results, TeamOverview, TeamPlayerLine } from '../../../src/domain/analytics/overview-types';
import { qb, run } from './semantic/compiler';
import type { Scope } from './semantic/facts';
import { querySemantic, type SemanticRow } from './semantic/query';

const n = (x: number | null | undefined) => x ?? 0;
const results = (r: SemanticRow): Results => ({ played: n(r.gamesPlayed), won: n(r.gamesWon), drawn: n(r.gamesDrawn), lost: n(r.gamesLost) });
const goals = (r: SemanticRow): Goals => ({ for: n(r.goalsFor), against: n(r.goalsAgainst), cleanSheets: n(r.cleanSheets) });
const RESULT_MEASURES = ['gamesPlayed', 'gamesWon', 'gamesDrawn', 'gamesLost', 'goalsFor', 'goalsAgainst', 'cleanSheets'] as const;

async function names(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ id: string; name: string }>(`SELECT id, first_name || ' ' || last_name AS name FROM users WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

const bySkill = (rows: SemanticRow[], measure: 'trainingMinutes' | 'practiceMinutes'): MinutesBySkill[] =>
  rows.map((r) => ({ coreSkill: r.coreSkill ?? null, minutes: n(r[measure]) })).filter((r) => r.minutes > 0).sort((a, b) => b.minutes - a.minutes);

export async function clubOverview(db: Db, clubId: string, range: DateRange): Promise<ClubOverview> {
  const scope: Scope = { clubId, teamIds: null, playerId: null, range };
  const [[total], teamRows, [registered], teamList, playerRows] = await Promise.all([
    querySemantic(db, scope, [...RESULT_MEASURES, 'gameAttendanceRate', 'sessionAttendanceRate', 'activePlayers']),
    querySemantic(db, scope, [...RESULT_MEASURES, 'gameAttendanceRate', 'sessionAttendanceRate'], ['team']),
    db.query<{ n: number }>(`SELECT count(DISTINCT user_id)::int AS n FROM memberships WHERE club_id = $1 AND role = 'player' AND active`, [clubId]),
    db.query<{ id: string; name: string }>('SELECT id, name FROM teams WHERE club_id = $1 AND active ORDER BY name', [clubId]),
    querySemantic(db, scope, ['motmAwards', 'gamesAttended'], ['player']),
  ]);
  const byTeam = new Map(teamRows.map((r) => [r.team, r]));
  const stars = playerRows.filter((r) => n(r.motmAwards) > 0 || n(r.gamesAttended) > 0);
  const starNames = await names(db, stars.map((r) => r.player!));
  const starPlayers = stars
    .map((r) => ({ playerId: r.player!, name: starNames.get(r.player!) ?? '', motmAwards: n(r.motmAwards), gamesAttended: n(r.gamesAttended) }))
    .sort((a, b) => b.motmAwards - a.motmAwards || b.gamesAttended - a.gamesAttended || a.name.localeCompare(b.name))
    .slice(0, 3);
  return {
    clubId,
    range,
    computedAt: new Date().toISOString(),
    results: results(total!),
    goals: goals(total!),
    attendance: { games: total!.gameAttendanceRate ?? null, sessions: total!.sessionAttendanceRate ?? null },
    players: { registered: registered?.n ?? 0, active: n(total!.activePlayers) },
    starPlayers,
    starMeasure: 'motmAwards',
    teams: teamList.map((t) => {
      const r = byTeam.get(t.id) ?? {};
      return { teamId: t.id, name: t.name, ...results(r), goalsFor: n(r.goalsFor), goalsAgainst: n(r.goalsAgainst), gameAttendance: r.gameAttendanceRate ?? null, sessionAttendance: r.sessionAttendanceRate ?? null };
    }),
  };
}

/** The team's last 5 ended games in the range, newest first (a list, beside the measures). */
async function form(db: Queryable, teamId: string, range: DateRange): Promise<FormEntry[]> {
  const { from, to } = rangeInstants(range);
  const rows = await run<{ id: string; kickoff_at: Date | string; opponent: string; goals_for: number | null; goals_against: number | null }>(
    db,
    qb
      .selectFrom('fixtures as f')
      .select([sql`f.id`.as('id'), sql`f.kickoff_at`.as('kickoff_at'), sql`f.opponent`.as('opponent'), sql`f.goals_for`.as('goals_for'), sql`f.goals_against`.as('goals_against')])
      .where(sql<boolean>`f.team_id = ${teamId} AND f.status = 'ended' AND f.active`)
      .where(sql<boolean>`f.kickoff_at >= ${from}::timestamptz AND f.kickoff_at < ${to}::timestamptz`)
      .orderBy(sql`f.kickoff_at`, 'desc')
      .limit(5),
  );
  return rows.map((r) => {
    const gf = n(r.goals_for);
    const ga = n(r.goals_against);
    return { fixtureId: r.id, kickoffAt: new Date(r.kickoff_at).toISOString(), opponent: r.opponent, goalsFor: gf, goalsAgainst: ga, outcome: gf > ga ? 'W' : gf < ga ? 'L' : 'D' };
  });
}

export async function teamOverview(db: Db, clubId: string, teamId: string, teamName: string, range: DateRange): Promise<TeamOverview> {
  const scope: Scope = { clubId, teamIds: [teamId], playerId: null, range };
  const [[total], skills, playerRows, roster, last] = await Promise.all([
    querySemantic(db, scope, [...RESULT_MEASURES, 'gameAttendanceRate', 'sessionAttendanceRate', 'practiceMinutes']),
    querySemantic(db, scope, ['trainingMinutes'], ['coreSkill']),
    querySemantic(db, scope, ['gamesAttended', 'gameAttendanceRate', 'sessionsAttended', 'sessionAttendanceRate', 'cards', 'motmAwards', 'minutesPlayed'], ['player']),
    db.query<{ id: string; name: string }>(
      `SELECT DISTINCT u.id, u.first_name || ' ' || u.last_name AS name FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.team_id = $1 AND m.role = 'player' AND m.active ORDER BY name`,
      [teamId],
    ),
    form(db, teamId, range),
  ]);
  const byPlayer = new Map(playerRows.map((r) => [r.player, r]));
  const players: TeamPlayerLine[] = roster.map((p) => {
    const r = byPlayer.get(p.id) ?? {};
    return {
      playerId: p.id,
      name: p.name,
      gamesAttended: n(r.gamesAttended),
      gameAttendance: r.gameAttendanceRate ?? null,
      sessionsAttended: n(r.sessionsAttended),
      sessionAttendance: r.sessionAttendanceRate ?? null,
      cards: n(r.cards),
      motmAwards: n(r.motmAwards),
      minutesPlayed: n(r.minutesPlayed),
    };
  });
  return {
    clubId,
    teamId,
    teamName,
    range,
    computedAt: new Date().toISOString(),
    results: results(total!),
    goals: goals(total!),
    attendance: { games: total!.gameAttendanceRate ?? null, sessions: total!.sessionAttendanceRate ?? null },
    form: last,
    trainingMinutes: bySkill(skills, 'trainingMinutes'),
    practiceMinutes: n(total!.practiceMinutes),
    players,
  };
}

export async function playerOverview(db: Db, clubId: string, teamId: string, teamName: string, playerId: string, range: DateRange): Promise<PlayerOverview> {
  const scope: Scope = { clubId, teamIds: [teamId], playerId, range };
  const [[total], training, practice, nameMap] = await Promise.all([
    querySemantic(db, scope, [...RESULT_MEASURES, 'gamesAttended', 'gameAttendanceRate', 'sessionsAttended', 'sessionAttendanceRate', 'yellowCards', 'redCards', 'motmAwards', 'minutesPlayed']),
    querySemantic(db, scope, ['trainingMinutes'], ['coreSkill']),
    querySemantic(db, scope, ['practiceMinutes'], ['coreSkill']),
    names(db, [playerId]),
  ]);
  return {
    teamId,
    teamName,
    playerId,
    playerName: nameMap.get(playerId) ?? '',
    range,
    computedAt: new Date().toISOString(),
    games: { attended: n(total!.gamesAttended), rate: total!.gameAttendanceRate ?? null },
    sessions: { attended: n(total!.sessionsAttended), rate: total!.sessionAttendanceRate ?? null },
    cards: { yellow: n(total!.yellowCards), red: n(total!.redCards) },
    motmAwards: n(total!.motmAwards),
    minutesPlayed: n(total!.minutesPlayed),
    results: results(total!),
    goals: goals(total!),
    trainingMinutes: bySkill(training, 'trainingMinutes'),
    practiceMinutes: bySkill(practice, 'practiceMinutes'),
  };
}

/** analytics/clubs: the clubs the caller may see the analytics of, with their size. */
export async function listAnalyticsClubs(db: Queryable, clubIds: string[] | 'all'): Promise<{ clubId: string; name: string; teams: number; players: number }[]> {
  const rows = await db.query<{ id: string; name: string; teams: number; players: number }>(
    `SELECT c.id, c.name,
            (SELECT count(*)::int FROM teams t WHERE t.club_id = c.id AND t.active) AS teams,
            (SELECT count(DISTINCT m.user_id)::int FROM memberships m WHERE m.club_id = c.id AND m.role = 'player' AND m.active) AS players
       FROM clubs c WHERE c.active AND ($1::boolean OR c.id = ANY($2::uuid[])) ORDER BY c.name`,
    [clubIds === 'all', clubIds === 'all' ? [] : clubIds],
  );
  return rows.map((r) => ({ clubId: r.id, name: r.name, teams: r.teams, players: r.players }));
}
