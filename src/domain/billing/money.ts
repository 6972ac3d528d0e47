// Money in integer minor units (pence, cents) everywhere in billing: never floating point. The
// contract (spec §3) keeps its amounts as decimals with two places (numeric in the database), so
// they are turned into minor units by their digits, not by multiplying a float.
export const MAX_UNIT_AMOUNT = 100_000_000; // 1,000,000.00 in major units: far above any club's price

/** '12.5' / '12.50' / 12.5 → 1250; anything that is not a plain non-negative decimal → null. */
export function toMinorUnits(value: string | number): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
