// The next event from a list: the earliest one not yet started and not cancelled.
export function pickNext<T extends { status: string }>(items: readonly T[], startOf: (item: T) => string, now: Date): T | null {
  const from = now.getTime();
  let best: T | null = null;
  let bestAt = Infinity;
  for (const item of items) {
    if (item.status === 'cancelled') continue;
    const at = Date.parse(startOf(item));
    if (Number.isNaN(at) || at < from) continue;
    if (at < bestAt) {
      best = item;
      bestAt = at;
    }
  }
  return best;
}
