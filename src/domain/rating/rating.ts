// The 99 Rating (issue 21 item 6): one pure function from published inputs to a number from 1 to
// 99 with a breakdown per input. The server (server/areas/development) computes the inputs and
// calls this function; the app calls it again on the inputs the server sent, so the same inputs
// give the same rating on the device and on the server. The formula is documented in
// docs/99-rating.md and on the in-app "How the rating works" panel: change them together.
//
// Each input becomes a score from 0 to 1; the rating is 1 + 98 × (the weighted sum of the scores)
// rounded to the nearest whole number. An input with nothing recorded yet (no grades, no match
// ratings, no attendance recorded, no objectives) counts at the neutral 0.5, so a new player is
// not marked down for what nobody has recorded. Every score rises (never falls) as its input gets
// better, so the rating does too (tests/domain/rating property tests).
import { gradeScore, type SkillGrade } from '../practice/grade-schema';
import { DEFAULT_DAYS_PER_WEEK } from '../practice/streak';
import { addDays, weekOf } from '../practice/practice-days';

export const RATING_INPUTS = ['grades', 'matchRatings', 'practice', 'attendance', 'objectives'] as const;
export type RatingInputName = (typeof RATING_INPUTS)[number];

/** Points each input can give, out of 100. */
export const RATING_WEIGHTS: Readonly<Record<RatingInputName, number>> = { grades: 30, matchRatings: 20, practice: 20, attendance: 20, objectives: 10 };
/** Practice consistency looks at this many full weeks before the current one. */
export const PRACTICE_WEEKS = 8;
/** The score of an input with nothing recorded yet. */
export const NEUTRAL_SCORE = 0.5;
export const RATING_MIN = 1;
export const RATING_MAX = 99;

export interface RatingInputs {
  /** The current grade of each core skill graded (ungraded skills score 0). */
  grades: { grade: SkillGrade; level: number }[];
  /** The coach's rating of the player (1-10) for each game of the season. */
  matchRatings: number[];
  /** Of the last PRACTICE_WEEKS full weeks, those with practice on at least DEFAULT_DAYS_PER_WEEK days. */
  practiceWeeks: number;
  /** Training attendance this season in % (shown up of those recorded); null when none was recorded. */
  trainingAttendance: number | null;
  /** Objectives of the season already due or met, and how many of them were met. */
  objectives: { met: number; total: number };
}

export interface RatingPart {
  input: RatingInputName;
  weight: number;
  /** 0-1, NEUTRAL_SCORE when nothing is recorded. */
  score: number;
  /** weight × score, to one decimal (what the breakdown shows). */
  points: number;
  /** Nothing recorded for this input yet. */
  neutral: boolean;
}

export interface Rating {
  rating: number;
  parts: RatingPart[];
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function scoreOf(input: RatingInputName, x: RatingInputs): number | null {
  switch (input) {
    case 'grades':
      return x.grades.length ? clamp01(mean(x.grades.map((g) => gradeScore(g)))) : null;
    case 'matchRatings':
      return x.matchRatings.length ? clamp01((mean(x.matchRatings.map((r) => Math.min(10, Math.max(1, r)))) - 1) / 9) : null;
    case 'practice':
      return clamp01(x.practiceWeeks / PRACTICE_WEEKS);
    case 'attendance':
      return x.trainingAttendance === null ? null : clamp01(x.trainingAttendance / 100);
    case 'objectives':
      return x.objectives.total > 0 ? clamp01(x.objectives.met / x.objectives.total) : null;
  }
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The 99 Rating of these inputs, with each input's part. */
export function computeRating(inputs: RatingInputs): Rating {
  const parts = RATING_INPUTS.map((input): RatingPart => {
    const s = scoreOf(input, inputs);
    const score = s ?? NEUTRAL_SCORE;
    const weight = RATING_WEIGHTS[input];
    return { input, weight, score, points: round1(weight * score), neutral: s === null };
  });
  // The exact sum (not the rounded points), so rounding the parts never moves the rating.
  const total = parts.reduce((sum, p) => sum + p.weight * p.score, 0);
  const rating = Math.min(RATING_MAX, Math.max(RATING_MIN, 1 + Math.round((total * (RATING_MAX - RATING_MIN)) / 100)));
  return { rating, parts };
}

export interface RatingChange {
  /** The month compared with (YYYY-MM). */
  since: string;
  previous: number;
  change: number;
  /** Each input's points now less then. */
  parts: { input: RatingInputName; change: number }[];
  /** The input that moved most (by its points), or null when none moved. */
  mover: RatingInputName | null;
}

/** What changed since an earlier rating (last month's snapshot). */
export function ratingChange(now: Rating, before: Rating, since: string): RatingChange {
  const parts = now.parts.map((p) => ({ input: p.input, change: round1(p.points - (before.parts.find((b) => b.input === p.input)?.points ?? 0)) }));
  let mover: RatingChange['mover'] = null;
  let most = 0;
  for (const p of parts) {
    if (Math.abs(p.change) > most) {
      most = Math.abs(p.change);
      mover = p.input;
    }
  }
  return { since, previous: before.rating, change: now.rating - before.rating, parts, mover };
}

/**
 * Practice consistency: of the PRACTICE_WEEKS full weeks before the week holding `today`, how
 * many had practice on at least `daysPerWeek` different days (the streak's rule, by the day the
 * practice happened).
 */
export function practiceWeeks(days: readonly { day: string; minutes: number }[], today: string, daysPerWeek = DEFAULT_DAYS_PER_WEEK): number {
  const thisWeek = weekOf(today);
  const first = addDays(thisWeek, -7 * PRACTICE_WEEKS);
  const byWeek = new Map<string, Set<string>>();
  for (const d of days) {
    if (d.minutes <= 0 || d.day < first || d.day >= thisWeek) continue;
    const w = weekOf(d.day);
    byWeek.set(w, (byWeek.get(w) ?? new Set()).add(d.day));
  }
  return [...byWeek.values()].filter((s) => s.size >= daysPerWeek).length;
}

/** The month (YYYY-MM, UTC) a snapshot is kept under. */
export const ratingMonth = (at: Date): string => at.toISOString().slice(0, 7);
