// The row as stored now, for a write that patches a row a screen showed: the screen's copy can be
// behind the store (a save a moment ago, a pull), and a write built from it would put the older
// fields back. A write still on its way to disk is laid over the stored row; the screen's copy is
// the fallback (a row the store does not hold yet).
import { getDb } from './database';
import { withInFlight } from './in-flight';
import type { ReadModelTable } from './schema';

export async function storedRow<T extends { id: string }>(table: ReadModelTable, copy: T): Promise<T> {
  const db = getDb();
  const disk = (await db.table(table).get(copy.id).catch(() => undefined)) as T | undefined;
  const [row] = withInFlight(db.name, table, disk ? [disk] : [], (r) => r.id, (r) => r.id === copy.id);
  return row ? { ...copy, ...row } : copy;
}
