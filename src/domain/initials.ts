// Up to two initials of a club's or team's name, for the mark shown where it has no badge:
// "Millbrook Rovers JFC" → "MR", "U14 Blues" → "UB", "Ajax" → "AJ". Letters and digits only, so
// "St. Mary's" → "SM"; an empty or symbol-only name gives "".
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return [...words[0]!].slice(0, 2).join('').toUpperCase();
  return words.slice(0, 2).map((w) => [...w][0]!).join('').toUpperCase();
}
