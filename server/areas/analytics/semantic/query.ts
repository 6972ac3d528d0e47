// Runs a semantic query: measures and dimensions by name (already validated against the fixed
// lists), in a scope the route worked out from the caller's access. Measures of one fact compile
// to one grouped SELECT; the rows of several facts are merged on their dimension values, so
// "goals and attendance by team" is one answer. A measure with no row for a group is 0 (a count)
// or null (a rate: nothing recorded, not 0 %).
import { sql } from 'kysely';
import type { Db } from '../../../db/db';
import { semanticMessages, type DimensionName, type MeasureName } from '../../../../src/domain/analytics/semantic-names';
import { badRequest } from '../../../lib/http-error';
import { run } from './compiler';
import { FACT_OF, FACTS, type FactName, type Scope } from './facts';
import { refreshMinutes } from './minutes';

export type SemanticRow = Partial<Record<DimensionName, string | null>> & Partial<Record<MeasureName, number | null>>;

const RATES: ReadonlySet<MeasureName> = new Set(['gameAttendanceRate', 'sessionAttendanceRate']);

/** 400 with a clear message when a measure cannot be broken down by a dimension. */
export function checkCombinable(measures: readonly MeasureName[], dimensions: readonly DimensionName[]): void {
  for (const m of measures) {
    const fact = FACTS[FACT_OF[m]];
    const missing = dimensions.find((d) => !fact.dimensions[d]);
    if (missing) throw badRequest(semanticMessages.notCombinable(m, missing), 'not_combinable');
  }
}

export async function querySemantic(db: Db, scope: Scope, measures: readonly MeasureName[], dimensions: readonly DimensionName[] = []): Promise<SemanticRow[]> {
  checkCombinable(measures, dimensions);
  const byFact = new Map<FactName, MeasureName[]>();
  for (const m of new Set(measures)) byFact.set(FACT_OF[m], [...(byFact.get(FACT_OF[m]) ?? []), m]);

  // Minutes played are the reducer's: work out the games in scope that changed first.
  if (byFact.has('minutes')) await refreshMinutes(db, scope);
  const merged = new Map<string, SemanticRow>();
  const parts = await Promise.all(
    [...byFact].map(async ([name, ms]) => {
      const fact = FACTS[name];
      const dims = dimensions.map((d) => fact.dimensions[d]!);
      // Aliases are our own fixed names (d0, d1, m0...), never the caller's words.
      const select = [...dims.map((e, i) => e.as(`d${i}`)), ...ms.map((m, i) => fact.measures[m]!.as(`m${i}`))];
      const rows = await run<Record<string, unknown>>(db, fact.build(scope, select.length ? select : [sql`1`.as('one')], dims));
      return { ms, rows };
    }),
  );
  for (const { ms, rows } of parts) {
    for (const r of rows) {
      const dimValues = dimensions.map((_, i) => (r[`d${i}`] === null || r[`d${i}`] === undefined ? null : String(r[`d${i}`])));
      const key = JSON.stringify(dimValues);
      let row = merged.get(key);
      if (!row) {
        row = {};
        dimensions.forEach((d, i) => (row![d] = dimValues[i]));
        merged.set(key, row);
      }
      ms.forEach((m, i) => (row![m] = r[`m${i}`] === null ? null : Number(r[`m${i}`])));
    }
  }
  const out = [...merged.values()];
  // Without dimensions there is always exactly one row, even over no data.
  if (dimensions.length === 0 && out.length === 0) out.push({});
  for (const row of out) for (const m of measures) if (row[m] === undefined) row[m] = RATES.has(m) ? null : 0;
  return out;
}
