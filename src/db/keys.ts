// Read-model keys as strings ('table:key'), for outbox entries' `touches`.
import type { Table } from 'dexie';
import type { ReadModelTable } from './schema';

export function primaryKeyOf(table: Table, row: object): unknown {
  const path = table.schema.primKey.keyPath;
  const r = row as Record<string, unknown>;
  if (Array.isArray(path)) return path.map((p) => r[p]);
  return path ? r[path] : undefined;
}

export const touchKey = (table: ReadModelTable, key: unknown): string => `${table}:${JSON.stringify(key)}`;
