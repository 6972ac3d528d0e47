// Height and weight in the units a user prefers, stored in metric. Pure, so the form, the list
// and the tests agree: 1 in = 2.54 cm exactly, 1 lb = 0.45359237 kg exactly, 12 in a foot and
// 14 lb a stone. Metric values are kept to one decimal; the imperial ones shown rounded to
// whole inches and to one decimal of a pound, carrying into feet and stones.
export type UnitSystem = 'metric' | 'imperial';

export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

const round1 = (x: number) => Math.round(x * 10) / 10;

export function cmFromFeetInches(feet: number, inches: number): number {
  return round1((feet * 12 + inches) * CM_PER_INCH);
}

export function feetInchesFromCm(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

export function kgFromStonePounds(stone: number, pounds: number): number {
  return round1((stone * 14 + pounds) * KG_PER_POUND);
}

export function stonePoundsFromKg(kg: number): { stone: number; pounds: number } {
  const total = round1(kg / KG_PER_POUND);
  const stone = Math.floor(total / 14);
  return { stone, pounds: round1(total - stone * 14) };
}
