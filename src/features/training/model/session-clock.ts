// The in-session clock is derived from the recorded start time, never counted by a timer: it is
// right after a reload, a locked phone or the app being killed. The drill on now follows from
// the drills' durations in order.
export function elapsedSeconds(startedAt: string | null | undefined, now: number, endedAt?: string | null): number {
  if (!startedAt) return 0;
  const end = endedAt ? Date.parse(endedAt) : now;
  return Math.max(0, Math.floor((end - Date.parse(startedAt)) / 1000));
}

export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** Index of the drill running at `seconds` into the session, or the last one after them all; -1 with none. */
export function currentDrillIndex(drills: readonly { durationMinutes: number | null }[], seconds: number): number {
  let t = 0;
  for (let i = 0; i < drills.length; i++) {
    t += (drills[i]!.durationMinutes ?? 0) * 60;
    if (seconds < t) return i;
  }
  return drills.length - 1;
}
