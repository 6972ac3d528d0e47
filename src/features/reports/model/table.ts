// A report's result as a plain table (the screen-reader table beside every chart, and the CSV
// download): one column per dimension, then one per measure, values already in words. Pure, so
// the same table is drawn, read and downloaded.
import type { ReportResult, ReportRow } from '../../../domain/analytics/report-definition';
import type { DimensionName, MeasureName } from '../../../domain/analytics/semantic-names';

export interface PlainTable {
  columns: string[];
  rows: string[][];
}

export interface TableWords {
  measure: (m: MeasureName) => string;
  dimension: (d: DimensionName) => string;
  /** A dimension's value in words (a team's name, "Home", "March 2026"...). */
  value: (d: DimensionName, v: string | null) => string;
  /** A measure's number in the reader's locale (a dash for a rate nobody recorded). */
  number: (m: MeasureName, v: number | null) => string;
}

export function toTable(result: Pick<ReportResult, 'measures' | 'dimensions' | 'rows'>, words: TableWords): PlainTable {
  return {
    columns: [...result.dimensions.map(words.dimension), ...result.measures.map(words.measure)],
    rows: result.rows.map((r: ReportRow) => [...result.dimensions.map((d) => words.value(d, r[d] ?? null)), ...result.measures.map((m) => words.number(m, r[m] ?? null))]),
  };
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; CRLF line ends. */
const field = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** A cell that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading quote, unless it is a number. */
const safe = (s: string) => (/^[=+\-@\t\r]/.test(s) && !/^[-+]?\d/.test(s) ? `'${s}` : s);

export function toCsv(table: PlainTable): string {
  return [table.columns, ...table.rows].map((line) => line.map((c) => field(safe(c))).join(',')).join('\r\n') + '\r\n';
}

/** A file name from the report's name: letters, digits and dashes only. */
export const csvFileName = (name: string) => `${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'report'}.csv`;
