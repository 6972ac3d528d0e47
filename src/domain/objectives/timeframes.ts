// Objective timeframes (product.md §9: next week, next month, next 3 months, next 6 months, this
// season) and the day each one ends, counted from the day the objective was set (the device's
// local day). "This season" ends on the last day of the player's club's season when the club has
// one that holds the day set (clubs.season_start / season_end, spec §3 Club); otherwise on 31 July,
// the day before the football season practice-stats.ts uses starts on 1 August.
import { addMonths } from '../biometrics/growth';
import { addDays } from '../practice/practice-days';
import { seasonStart } from '../practice/practice-stats';

export const OBJECTIVE_TIMEFRAMES = ['next_week', 'next_month', 'next_3_months', 'next_6_months', 'this_season'] as const;
export type ObjectiveTimeframe = (typeof OBJECTIVE_TIMEFRAMES)[number];

const MONTHS: Partial<Record<ObjectiveTimeframe, number>> = { next_month: 1, next_3_months: 3, next_6_months: 6 };

export interface ClubSeason {
  start: string | null;
  end: string | null;
}

/** The last day of the objective set on `startDay` (YYYY-MM-DD) with this timeframe; `season`: the club's, if known. */
export function dueDay(timeframe: ObjectiveTimeframe, startDay: string, season?: ClubSeason | null): string {
  if (timeframe === 'next_week') return addDays(startDay, 7);
  if (timeframe === 'this_season') {
    if (season?.start && season.end && season.start <= startDay && startDay <= season.end) return season.end;
    return addDays(addMonths(seasonStart(startDay), 12), -1);
  }
  return addMonths(startDay, MONTHS[timeframe] ?? 1);
}
