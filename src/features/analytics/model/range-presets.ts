// The date ranges an overview offers (a phone gets a choice, not two date pickers). Each preset
// names a range relative to today, so the kept answer for a preset is found again offline
// whatever day it is; the server gets plain startDate / endDate (UTC days).
import type { DateRange } from '../../../domain/analytics/date-range';

export const RANGE_PRESETS = ['4w', '12m', '3y'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const BACK_DAYS: Record<RangePreset, number> = { '4w': 27, '12m': 364, '3y': 3 * 365 };

export function presetRange(preset: RangePreset, now: number = Date.now()): DateRange {
  return { startDate: dayOf(now - BACK_DAYS[preset] * DAY), endDate: dayOf(now) };
}

export const rangeQuery = (r: DateRange) => `startDate=${r.startDate}&endDate=${r.endDate}`;
