// What a chart draws from a report's result: categories along the first dimension and one series
// per measure, or, with a second dimension (a stacked bar), one series per value of the second
// dimension for the first measure. Rows arrive ordered by their dimension values (the server's
// order), so months and seasons read left to right in time.
import type { ReportResult } from '../../../domain/analytics/report-definition';
import type { DimensionName, MeasureName } from '../../../domain/analytics/semantic-names';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

export interface ChartData {
  categories: string[];
  series: ChartSeries[];
}

export function toChartData(
  result: Pick<ReportResult, 'measures' | 'dimensions' | 'rows'>,
  label: { measure: (m: MeasureName) => string; value: (d: DimensionName, v: string | null) => string },
): ChartData {
  const [first, second] = result.dimensions;
  if (!first) return { categories: [''], series: result.measures.map((m) => ({ label: label.measure(m), values: [result.rows[0]?.[m] ?? null] })) };
  const keys = [...new Set(result.rows.map((r) => r[first] ?? null))];
  const categories = keys.map((k) => label.value(first, k));
  if (!second) {
    return { categories, series: result.measures.map((m) => ({ label: label.measure(m), values: keys.map((k) => result.rows.find((r) => (r[first] ?? null) === k)?.[m] ?? null) })) };
  }
  const m = result.measures[0]!;
  const groups = [...new Set(result.rows.map((r) => r[second] ?? null))];
  return {
    categories,
    series: groups.map((g) => ({
      label: label.value(second, g),
      values: keys.map((k) => result.rows.find((r) => (r[first] ?? null) === k && (r[second] ?? null) === g)?.[m] ?? 0),
    })),
  };
}

/** The change of a single number from the period before: null when either side is unknown. */
export function change(now: number | null | undefined, before: number | null | undefined): number | null {
  if (now === null || now === undefined || before === null || before === undefined) return null;
  return now - before;
}
