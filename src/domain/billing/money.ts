// Money in integer minor units (pence, cents) everywhere in billing: never floating point. The
// four currencies of spec §9 (GBP, USD, CAD, NZD) all have two decimal places.
export const MAX_UNIT_AMOUNT = 100_000_000; // 1,000,000.00 in major units: far above any club's price

/**
 * An amount of integer minor units as an exact decimal string (1234 with 2 digits → "12.34"),
 * by string arithmetic, so Intl.NumberFormat formats it with no floating point division in
 * between (format() takes a decimal string as exactly that number).
 */
export function minorToDecimal(minor: number, digits = 2): `${number}` {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${Math.abs(minor)}` as `${number}`;
  const padded = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}` as `${number}`;
}

/** Minor units in a currency, formatted for a locale (e.g. 123456 GBP in fr → "1 234,56 £GB"). */
export function formatMinorUnits(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(minorToDecimal(minor, format.resolvedOptions().maximumFractionDigits));
}
