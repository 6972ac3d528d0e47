// Rows on their way to disk, for the screens that must show a tap in the frame it was made (the
// live match: DESIGN's "the goal is on screen in the same frame").
//
// Why memory before the commit, against the house rule: Chromium holds IndexedDB replies back
// until it has drawn the frame after a tap (its scheduler defers them after discrete input), and a
// live query then reads again and renders a frame later still, so a screen that waits for the
// commit shows the tap two frames late at best (tests/bench/tap-to-persisted.ts prints the floor).
// What makes it safe: only the write helper adds here, in the same call that starts the write;
// the durable state is still only what committed. A row leaves when its write fails for good
// (the caller shows why), and stays while a storage problem holds the write back in memory
// (the indicator says so): exactly as long as the helper keeps trying to land it. While a screen
// shows rows in flight the helper makes its transaction one task later (src/db/write): the row
// is in memory a frame longer, as it would be waiting for the commit's reply anyway.
//
// A screen merges: rows still in flight over the rows read from disk, and rows just committed
// until the screen's fresh read has them (kept a short while, then dropped).
import type { ReadModelChange } from './write';

interface InFlightRow {
  row: object;
  committed: boolean;
}

/** How long a committed row is kept for screens whose read has not caught up with it yet. */
const KEEP_COMMITTED_MS = 2_000;

// database name + table -> row key -> row
const held = new Map<string, Map<string, InFlightRow>>();
const listeners = new Set<() => void>();

const slot = (dbName: string, table: string) => `${dbName}\u0000${table}`;

/** A primary key as a map key: a string key as it is (no work per row of a long read), others as JSON. */
const keyText = (pk: unknown): string => (typeof pk === 'string' ? pk : JSON.stringify(pk));

function changed(): void {
  for (const l of [...listeners]) l();
}

export function subscribeInFlight(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether some screen lays rows in flight over its reads (one is subscribed). */
export const inFlightShown = (): boolean => listeners.size > 0;

export interface HeldWrite {
  /** The write puts rows (it has something to show). */
  readonly holding: boolean;
  committed(): void;
  dropped(): void;
}

/**
 * Holds the rows a write puts (deletes are not shown early) until it settles. `pkOf` answers a
 * row's primary key.
 */
export function holdInFlight(dbName: string, changes: ReadModelChange[], pkOf: (table: string, row: object) => unknown): HeldWrite {
  const mine: [Map<string, InFlightRow>, string, InFlightRow][] = [];
  for (const change of changes) {
    if (!('put' in change)) continue;
    const s = slot(dbName, change.table);
    let rows = held.get(s);
    if (!rows) held.set(s, (rows = new Map()));
    const entry = { row: change.put, committed: false };
    const key = keyText(pkOf(change.table, change.put));
    rows.set(key, entry);
    mine.push([rows, key, entry]);
  }
  if (mine.length > 0) changed();
  const release = (tell: boolean) => {
    let any = false;
    for (const [rows, key, entry] of mine) {
      // A later write of the same row has taken the slot: it is that write's to release.
      if (rows.get(key) === entry) {
        rows.delete(key);
        any = true;
      }
    }
    if (any && tell) changed();
  };
  return {
    holding: mine.length > 0,
    // No news for screens here: the row is shown committed or not, and the screen's fresh
    // read (which has it) shows it from then on. Leaving later is silent for the same reason.
    committed() {
      if (mine.length === 0) return;
      for (const [, , entry] of mine) entry.committed = true;
      setTimeout(() => release(false), KEEP_COMMITTED_MS);
    },
    dropped: () => release(true),
  };
}

/**
 * The disk rows with the rows in flight laid over them: a row not yet committed replaces the
 * disk's copy (or is added); a committed one only fills in for a read that does not have it yet.
 * `disk` is returned as it is when nothing applies, so memoised screens keep their objects.
 */
export function withInFlight<T extends object>(dbName: string, table: string, disk: readonly T[], pkOf: (row: T) => unknown, belongs: (row: T) => boolean): readonly T[] {
  const rows = held.get(slot(dbName, table));
  if (!rows || rows.size === 0) return disk;
  let at: Map<string, number> | undefined;
  let out: T[] | null = null;
  const tail: T[] = [];
  for (const [key, e] of rows) {
    if (!belongs(e.row as T)) continue;
    at ??= positions(disk, pkOf);
    const i = at.get(key);
    // What the read does not have yet, in the order the writes were made.
    if (i === undefined) tail.push(e.row as T);
    else if (!e.committed && disk[i] !== e.row) (out ??= [...disk])[i] = e.row as T;
  }
  if (tail.length > 0) (out ??= [...disk]).push(...tail);
  return out ?? disk;
}

// Each read's rows by key, worked out once per read (a screen merges on every tap, and a match
// read holds hundreds of rows, of which a tap has one or two in flight).
const positionsOf = new WeakMap<readonly object[], Map<string, number>>();

function positions<T extends object>(disk: readonly T[], pkOf: (row: T) => unknown): Map<string, number> {
  let at = positionsOf.get(disk);
  if (!at) {
    at = new Map();
    for (let i = 0; i < disk.length; i++) at.set(keyText(pkOf(disk[i]!)), i);
    positionsOf.set(disk, at);
  }
  return at;
}
