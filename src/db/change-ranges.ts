// Dexie's change reports (the `storagemutated` event) as plain key ranges.

export interface KeyRange {
  from: unknown;
  to: unknown;
}

/**
 * The ranges of a RangeSet, walking its tree ({from, to, l, r} nodes; an empty set has no
 * `from`). Works on a plain copy too: reports from other tabs arrive structured-cloned.
 */
export function flatRanges(node: unknown, out: KeyRange[] = []): KeyRange[] {
  const n = node as { from?: unknown; to?: unknown; l?: unknown; r?: unknown } | null | undefined;
  if (!n || typeof n !== 'object' || !('from' in n)) return out;
  flatRanges(n.l, out);
  out.push({ from: n.from, to: n.to });
  flatRanges(n.r, out);
  return out;
}
