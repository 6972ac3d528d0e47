// Growth and the 3-monthly prompt (product.md §5 "new values suggested every 3 months", §9
// "biometrics every 3 months"; issue 21: growth per year, "growing fast" at 7 cm a year, so
// coaches read grades in that light). Days are YYYY-MM-DD local days.
export const GROWING_FAST_CM_PER_YEAR = 7;
export const MEASURE_EVERY_MONTHS = 3;
/** Below this span the rate would be mostly measuring error. */
const MIN_SPAN_DAYS = 60;
const YEAR_DAYS = 365.25;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

interface Measured {
  measuredOn: string;
  heightCm: number;
}

/** The day `months` calendar months after `day` (clamped to the month's last day: 30 Nov + 3 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y = 1970, mo = 1, d = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, mo - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Is a new measurement due: none yet, or the latest is 3 months old or more on `today`. */
export function measurementDue(measurements: readonly Pick<Measured, 'measuredOn'>[], today: string): boolean {
  const latest = measurements.reduce<string | null>((a, m) => (a === null || m.measuredOn > a ? m.measuredOn : a), null);
  return latest === null || addMonths(latest, MEASURE_EVERY_MONTHS) <= today;
}

/**
 * Centimetres a year, from the earliest measurement of the year before the latest to the latest
 * (a whole year when there is one; scaled from a shorter span of at least 60 days). Null when
 * there is too little to say. One decimal.
 */
export function growthPerYear(measurements: readonly Measured[]): number | null {
  if (measurements.length < 2) return null;
  const sorted = [...measurements].sort((a, b) => a.measuredOn.localeCompare(b.measuredOn));
  const latest = sorted[sorted.length - 1]!;
  const end = dayNumber(latest.measuredOn);
  const from = sorted.find((m) => end - dayNumber(m.measuredOn) <= YEAR_DAYS + 1);
  if (!from) return null;
  const span = end - dayNumber(from.measuredOn);
  if (span < MIN_SPAN_DAYS) return null;
  return Math.round(((latest.heightCm - from.heightCm) / span) * YEAR_DAYS * 10) / 10;
}

export const growingFast = (cmPerYear: number | null): boolean => cmPerYear !== null && cmPerYear >= GROWING_FAST_CM_PER_YEAR;
