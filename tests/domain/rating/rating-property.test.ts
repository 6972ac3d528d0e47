// The 99 Rating's properties (issue 21 "Done means"): always 1..99, the same inputs give the same
// number (and a copy of the inputs, as the device gets them over JSON, too), and each input moves
// it the documented way: a better input never lowers it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SKILL_GRADES } from '../../../src/domain/practice/grade-schema';
import { computeRating, PRACTICE_WEEKS, practiceWeeks, ratingChange, RATING_WEIGHTS, type RatingInputs } from '../../../src/domain/rating/rating';

const grade = fc.record({ grade: fc.constantFrom(...SKILL_GRADES), level: fc.integer({ min: 1, max: 5 }) });
const inputs: fc.Arbitrary<RatingInputs> = fc
  .record({
    grades: fc.array(grade, { maxLength: 8 }),
    matchRatings: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 30 }),
    practiceWeeks: fc.integer({ min: 0, max: PRACTICE_WEEKS }),
    trainingAttendance: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
    total: fc.integer({ min: 0, max: 12 }),
    metShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ total, metShare, ...rest }) => ({ ...rest, objectives: { total, met: Math.floor(total * metShare) } }));

describe('the 99 Rating', () => {
  it('is a whole number from 1 to 99, whose parts add up to at most their weights', () => {
    fc.assert(
      fc.property(inputs, (x) => {
        const r = computeRating(x);
        expect(Number.isInteger(r.rating)).toBe(true);
        expect(r.rating).toBeGreaterThanOrEqual(1);
        expect(r.rating).toBeLessThanOrEqual(99);
        for (const p of r.parts) expect(p.points).toBeLessThanOrEqual(RATING_WEIGHTS[p.input]);
      }),
    );
  });

  it('gives the same number for the same inputs, and for a JSON copy of them (device and server)', () => {
    fc.assert(
      fc.property(inputs, (x) => {
        expect(computeRating(JSON.parse(JSON.stringify(x)) as RatingInputs)).toEqual(computeRating(x));
        expect(computeRating(x)).toEqual(computeRating(x));
      }),
    );
  });

  it('never falls when a match rating, the practice weeks, the attendance or the objectives met go up', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 29 }), (x, i) => {
        const base = computeRating(x).rating;
        if (x.matchRatings.length) {
          const k = i % x.matchRatings.length;
          const better = x.matchRatings.map((r, j) => (j === k ? Math.min(10, r + 1) : r));
          expect(computeRating({ ...x, matchRatings: better }).rating).toBeGreaterThanOrEqual(base);
        }
        expect(computeRating({ ...x, practiceWeeks: Math.min(PRACTICE_WEEKS, x.practiceWeeks + 1) }).rating).toBeGreaterThanOrEqual(base);
        if (x.trainingAttendance !== null) expect(computeRating({ ...x, trainingAttendance: Math.min(100, x.trainingAttendance + 5) }).rating).toBeGreaterThanOrEqual(base);
        if (x.objectives.met < x.objectives.total) expect(computeRating({ ...x, objectives: { ...x.objectives, met: x.objectives.met + 1 } }).rating).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('never falls when a core skill is graded higher (a later step, or a higher level in the same step)', () => {
    fc.assert(
      fc.property(inputs, fc.nat(), (x, i) => {
        if (!x.grades.length) return;
        const k = i % x.grades.length;
        const g = x.grades[k]!;
        const step = SKILL_GRADES.indexOf(g.grade);
        if (g.level === 5 && step === SKILL_GRADES.length - 1) return;
        const higher = g.level < 5 ? { ...g, level: g.level + 1 } : { grade: SKILL_GRADES[step + 1]!, level: 1 };
        const base = computeRating(x).rating;
        expect(computeRating({ ...x, grades: x.grades.map((y, j) => (j === k ? higher : y)) }).rating).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('scores an input with nothing recorded at the neutral half, and the best inputs at 99', () => {
    const empty = computeRating({ grades: [], matchRatings: [], practiceWeeks: 0, trainingAttendance: null, objectives: { met: 0, total: 0 } });
    expect(empty.parts.filter((p) => p.neutral).map((p) => p.input)).toEqual(['grades', 'matchRatings', 'attendance', 'objectives']);
    // 0.5 × 80 points + 0 of practice's 20 = 40 → 1 + round(40 × 0.98) = 40.
    expect(empty.rating).toBe(40);
    const best = computeRating({ grades: [{ grade: 'super_strength', level: 5 }], matchRatings: [10], practiceWeeks: 8, trainingAttendance: 100, objectives: { met: 3, total: 3 } });
    expect(best.rating).toBe(99);
    const worst = computeRating({ grades: [{ grade: 'ungraded', level: 1 }], matchRatings: [1], practiceWeeks: 0, trainingAttendance: 0, objectives: { met: 0, total: 2 } });
    expect(worst.rating).toBe(1);
  });

  it('says which input moved the rating since last month, and by how much', () => {
    const before = computeRating({ grades: [{ grade: 'developing', level: 3 }], matchRatings: [6], practiceWeeks: 2, trainingAttendance: 80, objectives: { met: 0, total: 1 } });
    const now = computeRating({ grades: [{ grade: 'developing', level: 3 }], matchRatings: [6], practiceWeeks: 6, trainingAttendance: 80, objectives: { met: 0, total: 1 } });
    const change = ratingChange(now, before, '2026-10');
    expect(change.mover).toBe('practice');
    expect(change.parts.find((p) => p.input === 'practice')!.change).toBe(10);
    expect(change.change).toBe(now.rating - before.rating);
    expect(change.change).toBeGreaterThan(0);
  });
});

describe('practice consistency', () => {
  it('counts the full weeks before this one with practice on at least 3 days', () => {
    // Today is Wednesday 2026-11-25; its week starts Monday 2026-11-23 and does not count.
    const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-09', '2026-11-10', '2026-11-23', '2026-11-24', '2026-11-25', '2026-09-01', '2026-09-02', '2026-09-03'].map((day) => ({ day, minutes: 20 }));
    expect(practiceWeeks(days, '2026-11-25')).toBe(1);
    expect(practiceWeeks(days, '2026-11-25', 2)).toBe(2);
  });

  it('does not depend on the order the entries arrived in', () => {
    const day = fc.integer({ min: 0, max: 80 }).map((n) => new Date(Date.UTC(2026, 8, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(fc.record({ day, minutes: fc.integer({ min: 1, max: 90 }) }), { maxLength: 60 }), (entries) => {
        expect(practiceWeeks([...entries].reverse(), '2026-11-25')).toBe(practiceWeeks(entries, '2026-11-25'));
      }),
    );
  });
});
