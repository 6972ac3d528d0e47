// Running a report definition: its filters become the semantic layer's Scope, narrowed to what
// the caller may see (a club admin or the super admin the whole club; a coach or assistant the
// teams they coach), then the measures and dimensions run through querySemantic. Every name was
// checked against the fixed lists (src/domain/analytics/report-definition.ts); the ids in the
// filters are checked against the club here, so a filter on another club's team or player is a
// 400 with a clear message, never data and never a 500.
import { resolveDateRange, type DateRange } from '../../../src/domain/analytics/date-range';
import { analyticsMessages } from '../../../src/domain/analytics/messages';
import { reportMessages as m, type ReportDefinition, type ReportResult } from '../../../src/domain/analytics/report-definition';
import type { Db, Queryable } from '../../db/db';
import { badRequest, forbidden } from '../../lib/http-error';
import type { PermittedAccess } from '../../lib/permissions';
import { FACT_OF, GAME_FACTS, type Scope } from '../analytics/semantic/facts';
import { checkCombinable, querySemantic } from '../analytics/semantic/query';

const today = () => new Date().toISOString().slice(0, 10);
const DAY = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export const seesWholeClub = (a: PermittedAccess): boolean => a.isSuperAdmin || a.roles.includes('club_admin');
const coachedTeams = (a: PermittedAccess): string[] => a.teams.filter((t) => t.role === 'coach' || t.role === 'assistant_coach').map((t) => t.teamId);

/** The definition's checks that need no database: names fit together, the range is a range. */
export function checkDefinition(def: ReportDefinition): DateRange {
  checkCombinable(def.measures, def.dimensions);
  if (def.filters.occasion) {
    const notGames = def.measures.find((x) => !GAME_FACTS.has(FACT_OF[x]));
    if (notGames) throw badRequest(m.occasionNotGames(notGames), 'validation', { occasion: m.occasionNotGames(notGames) });
  }
  const r = resolveDateRange(def.filters, today());
  if ('error' in r) throw badRequest(r.error, 'validation', { [r.field]: r.error });
  return r;
}

/** The scope of the definition for this caller, or a 400 / 403 naming the problem. */
export async function scopeFor(db: Queryable, access: PermittedAccess, def: ReportDefinition): Promise<Scope> {
  const range = checkDefinition(def);
  const clubId = access.clubId;
  const asked = [...new Set(def.filters.teamIds)];
  if (asked.length) {
    const found = await db.query<{ id: string }>('SELECT id FROM teams WHERE club_id = $1 AND id = ANY($2::uuid[])', [clubId, asked]);
    if (found.length !== asked.length) throw badRequest(m.teamNotInClub, 'team_not_in_club', { teamIds: m.teamNotInClub });
  }
  let teamIds: string[] | null = asked.length ? asked : null;
  if (!seesWholeClub(access)) {
    const mine = coachedTeams(access);
    if (teamIds && teamIds.some((t) => !mine.includes(t))) throw forbidden(analyticsMessages.notYourTeam, 'not_your_team');
    if (!teamIds) teamIds = mine;
    if (teamIds.length === 0) throw forbidden(analyticsMessages.notYourTeam, 'not_your_team');
  }
  if (def.filters.playerId) {
    const player = await db.maybeOne(
      `SELECT 1 FROM memberships WHERE user_id = $1 AND club_id = $2 AND role = 'player' AND status = 'accepted' AND ($3::uuid[] IS NULL OR team_id = ANY($3::uuid[])) LIMIT 1`,
      [def.filters.playerId, clubId, teamIds],
    );
    if (!player) throw badRequest(m.playerNotInClub, 'player_not_in_club', { playerId: m.playerNotInClub });
  }
  return { clubId, teamIds, playerId: def.filters.playerId ?? null, range, occasion: def.filters.occasion ?? null };
}

/** Display names for the team and player ids of the rows (never other clubs': the rows are the club's). */
async function labelsFor(db: Queryable, def: ReportDefinition, rows: ReportResult['rows']): Promise<Record<string, string>> {
  const ids = (d: 'team' | 'player') => (def.dimensions.includes(d) ? [...new Set(rows.map((r) => r[d]).filter((x): x is string => !!x))] : []);
  const [teams, players] = await Promise.all([
    ids('team').length ? db.query<{ id: string; name: string }>('SELECT id::text, name FROM teams WHERE id = ANY($1::uuid[])', [ids('team')]) : [],
    ids('player').length ? db.query<{ id: string; name: string }>(`SELECT id::text, first_name || ' ' || last_name AS name FROM users WHERE id = ANY($1::uuid[])`, [ids('player')]) : [],
  ]);
  return Object.fromEntries([...teams, ...players].map((r) => [r.id, r.name]));
}

/** Rows in a stable order: by the dimensions' values (months and seasons read in time order). */
const byDimensions = (def: ReportDefinition) => (a: ReportResult['rows'][number], b: ReportResult['rows'][number]) => {
  for (const d of def.dimensions) {
    const c = String(a[d] ?? '').localeCompare(String(b[d] ?? ''));
    if (c) return c;
  }
  return 0;
};

export async function runDefinition(db: Db, scope: Scope, def: ReportDefinition): Promise<ReportResult> {
  const rows = (await querySemantic(db, scope, def.measures, def.dimensions)).sort(byDimensions(def));
  let previous: ReportResult['previous'] = null;
  if (def.chartType === 'number') {
    // The period of the same length just before, for "change since".
    const days = Math.round((Date.parse(scope.range.endDate) - Date.parse(scope.range.startDate)) / DAY) + 1;
    const before = { startDate: shift(scope.range.startDate, -days), endDate: shift(scope.range.startDate, -1) };
    const [row] = await querySemantic(db, { ...scope, range: before }, def.measures, []);
    previous = Object.fromEntries(def.measures.map((x) => [x, row?.[x] ?? null]));
  }
  return {
    measures: [...def.measures],
    dimensions: [...def.dimensions],
    rows,
    labels: await labelsFor(db, def, rows),
    previous,
    range: scope.range,
    computedAt: new Date().toISOString(),
  };
}

/** The number of rows the definition would answer (POST builder/count). */
export async function countDefinition(db: Db, scope: Scope, def: ReportDefinition): Promise<number> {
  return (await querySemantic(db, scope, def.measures, def.dimensions)).length;
}
