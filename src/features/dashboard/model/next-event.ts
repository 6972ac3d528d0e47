// The next event from a list: one in progress first (a game being played is what a parent opens
// the app for), else the earliest one not yet started. Cancelled and ended events never count,
// even when their planned start is still ahead (a session ended early, a game played early).
export function pickNext<T extends { status: string }>(items: readonly T[], startOf: (item: T) => string, now: Date): T | null {
  const from = now.getTime();
  let best: T | null = null;
  let bestAt = Infinity;
  for (const item of items) {
    if (item.status === 'cancelled' || item.status === 'ended') continue;
    const at = Date.parse(startOf(item));
    if (Number.isNaN(at)) continue;
    // In progress ranks before anything upcoming, the earliest started first.
    const rank = item.status === 'in_progress' ? at - 1e15 : at;
    if (item.status !== 'in_progress' && at < from) continue;
    if (rank < bestAt) {
      best = item;
      bestAt = rank;
    }
  }
  return best;
}
