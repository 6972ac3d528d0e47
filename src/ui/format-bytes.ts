// A size in the user's locale and the largest unit that keeps it readable: "3.6 MB", "10 GB",
// "512 kB" (binary multiples, at most one decimal). Intl's units, so the number and the unit are
// written the way the language writes them ("3,6 Mo" in French).
const UNITS = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
] as const;

export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, unit: string) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
  for (const [unit, size] of UNITS) if (bytes >= size) return format(bytes / size, unit);
  return format(bytes / 1024, 'kilobyte');
}
