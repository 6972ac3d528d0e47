// The weekly streak and the milestones, one pure function each, run on the device (offline
// entries count at once) and on the server (GET user/{id}/streak, /achievement). Both read only
// the day the practice happened, never when it arrived, and a set of days has no order: entries
// synced late, twice or in any order give the same answer (the property test checks this).
// Nothing here can be bought or repaired: the answer is a function of the days practised.
import { addDays, dayDiff, weekOf } from './practice-days';

/** How many days a week the plan asks for when the player has no plan. */
export const DEFAULT_DAYS_PER_WEEK = 3;
export const STREAK_MILESTONES = [4, 12, 26] as const;
export const HOUR_MILESTONES = [10, 50] as const;

export interface PracticeDay {
  day: string;
  minutes: number;
}

export interface Streak {
  /** Consecutive qualifying weeks up to this week (this week counts once it qualifies; until then the run ending last week). */
  current: number;
  best: number;
  daysPerWeek: number;
  /** Days practised this week so far. */
  thisWeekDays: number;
  thisWeekMinutes: number;
}

/** Days practised per ISO week (Monday key), each day once however many entries it has. */
function daysByWeek(days: readonly PracticeDay[]): Map<string, Set<string>> {
  const weeks = new Map<string, Set<string>>();
  for (const d of days) {
    if (d.minutes <= 0) continue;
    const w = weekOf(d.day);
    const set = weeks.get(w) ?? new Set<string>();
    set.add(d.day);
    weeks.set(w, set);
  }
  return weeks;
}

export function weeklyStreak(days: readonly PracticeDay[], today: string, daysPerWeek = DEFAULT_DAYS_PER_WEEK): Streak {
  const need = Math.max(1, Math.min(7, Math.floor(daysPerWeek)));
  const weeks = daysByWeek(days);
  const qualifies = (w: string) => (weeks.get(w)?.size ?? 0) >= need;
  const thisWeek = weekOf(today);
  let start = qualifies(thisWeek) ? thisWeek : addDays(thisWeek, -7);
  let current = 0;
  while (qualifies(start)) {
    current += 1;
    start = addDays(start, -7);
  }
  let best = 0;
  for (const w of [...weeks.keys()].filter(qualifies).sort()) {
    let run = 1;
    while (qualifies(addDays(w, -7 * run))) run += 1;
    best = Math.max(best, run);
  }
  const thisWeekMinutes = days.filter((d) => weekOf(d.day) === thisWeek && d.day <= today).reduce((s, d) => s + Math.max(0, d.minutes), 0);
  return { current, best, daysPerWeek: need, thisWeekDays: weeks.get(thisWeek)?.size ?? 0, thisWeekMinutes };
}

export type AchievementKey = 'first-practice' | 'hours-10' | 'hours-50' | 'streak-4' | 'streak-12' | 'streak-26';

export interface Achievement {
  key: AchievementKey;
  /** The day (of practice) on which it was reached. */
  day: string;
}

/** Milestones reached, each with the practice day that reached it, in day order. */
export function achievements(days: readonly PracticeDay[], daysPerWeek = DEFAULT_DAYS_PER_WEEK): Achievement[] {
  const need = Math.max(1, Math.min(7, Math.floor(daysPerWeek)));
  const byDay = new Map<string, number>();
  for (const d of days) if (d.minutes > 0) byDay.set(d.day, (byDay.get(d.day) ?? 0) + d.minutes);
  const sorted = [...byDay.keys()].sort();
  const out: Achievement[] = [];
  if (sorted.length === 0) return out;
  out.push({ key: 'first-practice', day: sorted[0]! });
  let total = 0;
  const hours = [...HOUR_MILESTONES];
  // Week runs: the day a week qualifies is the day its need-th practice day happened.
  const weekCount = new Map<string, number>();
  let run = 0;
  let lastQualified: string | null = null;
  const streaks = [...STREAK_MILESTONES];
  for (const day of sorted) {
    total += byDay.get(day)!;
    while (hours.length && total >= hours[0]! * 60) out.push({ key: `hours-${hours.shift()!}` as AchievementKey, day });
    const w = weekOf(day);
    const n = (weekCount.get(w) ?? 0) + 1;
    weekCount.set(w, n);
    if (n === need) {
      run = lastQualified !== null && dayDiff(lastQualified, w) === 7 ? run + 1 : 1;
      lastQualified = w;
      while (streaks.length && run >= streaks[0]!) out.push({ key: `streak-${streaks.shift()!}` as AchievementKey, day });
    }
  }
  return out;
}
