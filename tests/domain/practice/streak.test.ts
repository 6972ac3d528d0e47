import { describe, expect, it } from 'vitest';
import { localDay, practiceDayAllowed, weekOf } from '../../../src/domain/practice/practice-days';
import { achievements, weeklyStreak, type PracticeDay } from '../../../src/domain/practice/streak';
import { addDays } from '../../../src/domain/practice/practice-days';

const today = '2026-11-26'; // a Thursday
const mon = weekOf(today);

/** Three days in each of the n weeks before this one (Mon, Wed, Fri). */
const weeksBack = (n: number): PracticeDay[] =>
  Array.from({ length: n }, (_, i) => addDays(mon, -7 * (i + 1))).flatMap((w) => [0, 2, 4].map((d) => ({ day: addDays(w, d), minutes: 20 })));

// A small seeded generator: the property runs are repeatable (no fast-check in the project).
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe('weekly streak', () => {
  it('counts consecutive weeks with at least the plan’s days, this week once it qualifies', () => {
    expect(weeklyStreak(weeksBack(5), today).current).toBe(5);
    const withThisWeek = [...weeksBack(5), ...[0, 1, 2].map((d) => ({ day: addDays(mon, d), minutes: 10 }))];
    expect(weeklyStreak(withThisWeek, today)).toMatchObject({ current: 6, best: 6, thisWeekDays: 3, thisWeekMinutes: 30 });
  });

  it('a week with too few days breaks the run; two entries on one day are one day', () => {
    const days = weeksBack(6).filter((d) => d.day !== addDays(mon, -7 * 3));
    expect(weeklyStreak(days, today)).toMatchObject({ current: 2, best: 3 });
    const sameDay = [{ day: addDays(mon, -7), minutes: 10 }, { day: addDays(mon, -7), minutes: 10 }, { day: addDays(mon, -6), minutes: 10 }];
    expect(weeklyStreak(sameDay, today).current).toBe(0);
    expect(weeklyStreak(sameDay, today, 2).current).toBe(1);
  });

  it('gives the same streak and milestones whatever order (and repeats) the entries arrive in', () => {
    const random = rng(21);
    for (let run = 0; run < 300; run += 1) {
      const days: PracticeDay[] = Array.from({ length: Math.floor(random() * 60) }, () => ({
        day: addDays(today, -Math.floor(random() * 120)),
        minutes: 1 + Math.floor(random() * 90),
      }));
      const plan = 1 + Math.floor(random() * 4);
      const shuffled = [...days].sort(() => random() - 0.5);
      // A replayed entry arrives twice on the server only if idempotency failed; the streak
      // (days practised) still must not change.
      const repeated = [...shuffled, ...shuffled.slice(0, 3).map((d) => ({ ...d }))];
      const a = weeklyStreak(days, today, plan);
      expect(weeklyStreak(shuffled, today, plan)).toEqual(a);
      expect(weeklyStreak(repeated, today, plan).current).toBe(a.current);
      expect(achievements(shuffled, plan)).toEqual(achievements(days, plan));
    }
  });
});

describe('achievements', () => {
  it('first practice, hours and 4-week streak on the days that reached them', () => {
    const days = weeksBack(6);
    const got = achievements(days);
    expect(got.map((a) => a.key)).toEqual(['first-practice', 'streak-4']);
    expect(got[0]!.day).toBe(days.map((d) => d.day).sort()[0]);
    const long = Array.from({ length: 31 }, (_, i) => ({ day: addDays(today, -i), minutes: 20 }));
    expect(achievements(long).map((a) => a.key)).toContain('hours-10');
    expect(achievements([])).toEqual([]);
  });
});

describe('practice day', () => {
  it('today or up to 7 days back in the player’s zone, never the future', () => {
    const now = new Date('2026-11-26T23:30:00Z');
    expect(localDay('Europe/Madrid', now)).toBe('2026-11-27');
    expect(practiceDayAllowed('2026-11-27', 'Europe/Madrid', now)).toBe(true);
    expect(practiceDayAllowed('2026-11-27', 'UTC', now)).toBe(false);
    expect(practiceDayAllowed('2026-11-19', 'UTC', now)).toBe(true);
    expect(practiceDayAllowed('2026-11-18', 'UTC', now)).toBe(false);
    expect(practiceDayAllowed('nope', 'UTC', now)).toBe(false);
  });
});
