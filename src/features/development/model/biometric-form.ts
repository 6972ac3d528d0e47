// The measurement form's values and check. Height in centimetres or feet and inches, weight in
// kilograms or stone and pounds, as the user prefers (kept on this device); both converted to
// metric (src/domain/biometrics/units.ts) and checked with the shared schema. A refused form
// keeps everything typed; nothing is written or queued until it passes.
import * as v from 'valibot';
import { biometricSchema, type BiometricBody } from '../../../domain/biometrics/biometric-schema';
import { biometricMessages as m } from '../../../domain/biometrics/messages';
import { cmFromFeetInches, feetInchesFromCm, kgFromStonePounds, stonePoundsFromKg } from '../../../domain/biometrics/units';

export type HeightUnit = 'cm' | 'ftin';
export type WeightUnit = 'kg' | 'stlb';
export interface UnitPrefs {
  height: HeightUnit;
  weight: WeightUnit;
}

export interface BiometricFormValues {
  measuredOn: string;
  cm: string;
  feet: string;
  inches: string;
  kg: string;
  stone: string;
  pounds: string;
}

const PREFS_KEY = 'touchline:biometric-units';
export const METRIC: UnitPrefs = { height: 'cm', weight: 'kg' };

export function readUnitPrefs(): UnitPrefs {
  try {
    const raw = JSON.parse(localStorage.getItem(PREFS_KEY) ?? 'null') as Partial<UnitPrefs> | null;
    return { height: raw?.height === 'ftin' ? 'ftin' : 'cm', weight: raw?.weight === 'stlb' ? 'stlb' : 'kg' };
  } catch {
    return METRIC;
  }
}

export function saveUnitPrefs(prefs: UnitPrefs): void {
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

export const emptyBiometric = (today: string): BiometricFormValues => ({ measuredOn: today, cm: '', feet: '', inches: '', kg: '', stone: '', pounds: '' });

/** A whole-or-decimal number typed as text, or NaN (letters, blanks, "1e400"). */
const numberOf = (text: string): number => (/^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN);

/** The height in centimetres as typed: the cm field's text, or feet and inches converted (NaN when not numbers). */
function heightOf(values: BiometricFormValues, unit: HeightUnit): unknown {
  if (unit === 'cm') return values.cm.trim() === '' ? undefined : numberOf(values.cm);
  if (values.feet.trim() === '' && values.inches.trim() === '') return undefined;
  const feet = numberOf(values.feet.trim() === '' ? '0' : values.feet);
  const inches = numberOf(values.inches.trim() === '' ? '0' : values.inches);
  return Number.isNaN(feet) || Number.isNaN(inches) || inches >= 12 ? Number.NaN : cmFromFeetInches(feet, inches);
}

function weightOf(values: BiometricFormValues, unit: WeightUnit): unknown {
  if (unit === 'kg') return values.kg.trim() === '' ? undefined : numberOf(values.kg);
  if (values.stone.trim() === '' && values.pounds.trim() === '') return undefined;
  const stone = numberOf(values.stone.trim() === '' ? '0' : values.stone);
  const pounds = numberOf(values.pounds.trim() === '' ? '0' : values.pounds);
  return Number.isNaN(stone) || Number.isNaN(pounds) || pounds >= 14 ? Number.NaN : kgFromStonePounds(stone, pounds);
}

/** The same measurement in the other unit, for a switch (typed text that is not a number stays as typed). */
export function switchHeight(values: BiometricFormValues, to: HeightUnit): BiometricFormValues {
  const cm = heightOf(values, to === 'cm' ? 'ftin' : 'cm');
  if (typeof cm !== 'number' || Number.isNaN(cm)) return values;
  if (to === 'cm') return { ...values, cm: String(cm) };
  const { feet, inches } = feetInchesFromCm(cm);
  return { ...values, feet: String(feet), inches: String(inches) };
}

export function switchWeight(values: BiometricFormValues, to: WeightUnit): BiometricFormValues {
  const kg = weightOf(values, to === 'kg' ? 'stlb' : 'kg');
  if (typeof kg !== 'number' || Number.isNaN(kg)) return values;
  if (to === 'kg') return { ...values, kg: String(kg) };
  const { stone, pounds } = stonePoundsFromKg(kg);
  return { ...values, stone: String(stone), pounds: String(pounds) };
}

export type BiometricCheck = { ok: true; body: Omit<BiometricBody, 'id'> } | { ok: false; errors: Record<string, string> };

/** Field errors keyed heightCm, weightKg, measuredOn. The day may not be after `today` (the device's). */
export function checkBiometric(playerId: string, values: BiometricFormValues, units: UnitPrefs, today: string): BiometricCheck {
  const input = { playerId, measuredOn: values.measuredOn, heightCm: heightOf(values, units.height), weightKg: weightOf(values, units.weight) };
  const errors: Record<string, string> = {};
  const result = v.safeParse(biometricSchema, input);
  if (!result.success) for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  if (!errors.measuredOn && values.measuredOn > today) errors.measuredOn = m.day;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { id: _id, ...body } = result.output;
  return { ok: true, body };
}

/** A height and a weight in the preferred units, as numbers for the chart and parts for the text. */
export const heightIn = (cm: number, unit: HeightUnit): number => (unit === 'cm' ? cm : Math.round((cm / 2.54) * 10) / 10);
export const weightIn = (kg: number, unit: WeightUnit): number => (unit === 'kg' ? kg : Math.round((kg / 0.45359237) * 10) / 10);
