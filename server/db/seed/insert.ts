// Multi-row INSERT for the seed: one statement per table (chunked under the parameter limit)
// instead of one round trip per row, which keeps a fresh PGlite seed well under a second.
import type { Queryable } from '../db';

// PostgreSQL allows 65535 bind parameters per statement; stay well clear.
const MAX_PARAMS = 30_000;

export type Row = Record<string, unknown>;

/**
 * Inserts rows into `table` (a trusted, literal name). Columns are the union of the rows' keys;
 * a key a row lacks is sent as NULL, so rows should spell out every column they set. Objects and
 * arrays are sent as JSON text, which both drivers store correctly in jsonb columns.
 */
export async function insertRows(tx: Queryable, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + perStatement).map((row) => {
      const slots = columns.map((c) => {
        params.push(toParam(row[c]));
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}
