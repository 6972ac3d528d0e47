// Biometrics rules (issue 21 item 9): unit round trips, the measurement's checks, growth per year
// with its "growing fast" note, and the 3-monthly prompt.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { biometricSchema } from '../../../src/domain/biometrics/biometric-schema';
import { addMonths, growingFast, growthPerYear, measurementDue } from '../../../src/domain/biometrics/growth';
import { biometricMessages as m } from '../../../src/domain/biometrics/messages';
import { cmFromFeetInches, feetInchesFromCm, kgFromStonePounds, stonePoundsFromKg } from '../../../src/domain/biometrics/units';

const PLAYER = '01938f3e-0000-7000-8000-0000000000aa';

describe('units', () => {
  it('converts feet and inches to centimetres and back', () => {
    expect(cmFromFeetInches(5, 0)).toBe(152.4);
    expect(cmFromFeetInches(6, 0)).toBe(182.9);
    for (let feet = 1; feet <= 8; feet += 1) {
      for (let inches = 0; inches < 12; inches += 1) expect(feetInchesFromCm(cmFromFeetInches(feet, inches))).toEqual({ feet, inches });
    }
    // Rounding that reaches 12 inches carries into the next foot.
    expect(feetInchesFromCm(182.8)).toEqual({ feet: 6, inches: 0 });
  });

  it('converts stone and pounds to kilograms and back', () => {
    expect(kgFromStonePounds(10, 0)).toBe(63.5);
    expect(kgFromStonePounds(0, 1)).toBe(0.5);
    for (let stone = 1; stone <= 30; stone += 1) {
      for (let pounds = 0; pounds < 14; pounds += 1) {
        const back = stonePoundsFromKg(kgFromStonePounds(stone, pounds));
        expect(back.stone * 14 + back.pounds).toBeCloseTo(stone * 14 + pounds, 0);
      }
    }
    expect(stonePoundsFromKg(63.5)).toEqual({ stone: 10, pounds: 0 });
  });

  it('keeps metric to a tenth through a round trip of the metric value', () => {
    for (const cm of [50, 120.5, 172.7, 250]) expect(Math.abs(cmFromFeetInches(feetInchesFromCm(cm).feet, feetInchesFromCm(cm).inches) - cm)).toBeLessThanOrEqual(1.27);
    for (const kg of [10, 45.3, 63.5, 200]) {
      const { stone, pounds } = stonePoundsFromKg(kg);
      expect(Math.abs(kgFromStonePounds(stone, pounds) - kg)).toBeLessThanOrEqual(0.05);
    }
  });
});

describe('measurement check', () => {
  const ok = { playerId: PLAYER, measuredOn: '2026-11-01', heightCm: 160, weightKg: 48.25 };
  const messageOf = (over: Record<string, unknown>) => {
    const r = v.safeParse(biometricSchema, { ...ok, ...over });
    return r.success ? null : r.issues[0].message;
  };

  it('accepts the limits and numbers typed as text, kept to a tenth', () => {
    expect(v.parse(biometricSchema, { ...ok, heightCm: '50', weightKg: '200' })).toMatchObject({ heightCm: 50, weightKg: 200 });
    expect(v.parse(biometricSchema, { ...ok, heightCm: 250, weightKg: 10 })).toMatchObject({ heightCm: 250, weightKg: 10 });
    expect(v.parse(biometricSchema, ok).weightKg).toBe(48.3);
  });

  it('refuses a height of 0 or 400 cm, a weight of 3 kg, letters and huge text', () => {
    expect(messageOf({ heightCm: 0 })).toBe(m.height);
    expect(messageOf({ heightCm: 400 })).toBe(m.height);
    expect(messageOf({ heightCm: 49.9 })).toBe(m.height);
    expect(messageOf({ heightCm: 'abc' })).toBe(m.height);
    expect(messageOf({ heightCm: '' })).toBe(m.height);
    expect(messageOf({ heightCm: undefined })).toBe(m.height);
    expect(messageOf({ weightKg: 3 })).toBe(m.weight);
    expect(messageOf({ weightKg: 200.1 })).toBe(m.weight);
    expect(messageOf({ weightKg: 'x'.repeat(100_000) })).toBe(m.weight);
    expect(messageOf({ measuredOn: 'yesterday' })).toBe(m.day);
    expect(messageOf({ playerId: 'nobody' })).toBe(m.player);
  });
});

describe('growth and the 3-monthly prompt', () => {
  it('adds calendar months, clamped to the month end', () => {
    expect(addMonths('2026-08-29', 3)).toBe('2026-11-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('prompts with no measurement, or when the latest is 3 months old', () => {
    expect(measurementDue([], '2026-11-29')).toBe(true);
    expect(measurementDue([{ measuredOn: '2026-08-30' }], '2026-11-29')).toBe(false);
    expect(measurementDue([{ measuredOn: '2026-08-29' }], '2026-11-29')).toBe(true);
    expect(measurementDue([{ measuredOn: '2026-01-01' }, { measuredOn: '2026-10-01' }], '2026-11-29')).toBe(false);
  });

  it('gives centimetres a year over the last year, and null with too little to go on', () => {
    expect(growthPerYear([])).toBeNull();
    expect(growthPerYear([{ measuredOn: '2026-01-01', heightCm: 150 }])).toBeNull();
    expect(growthPerYear([{ measuredOn: '2026-10-01', heightCm: 150 }, { measuredOn: '2026-11-01', heightCm: 151 }])).toBeNull();
    // Measurements older than a year before the latest are left out.
    const year = [
      { measuredOn: '2024-11-01', heightCm: 140 },
      { measuredOn: '2025-11-01', heightCm: 150 },
      { measuredOn: '2026-05-01', heightCm: 153 },
      { measuredOn: '2026-11-01', heightCm: 157 },
    ];
    expect(growthPerYear(year)).toBe(7);
    // Half a year of 3 cm is 6 cm a year.
    expect(growthPerYear([{ measuredOn: '2026-05-01', heightCm: 150 }, { measuredOn: '2026-10-31', heightCm: 153 }])).toBeCloseTo(6, 0);
  });

  it('notes growing fast at 7 cm a year or more', () => {
    expect(growingFast(7)).toBe(true);
    expect(growingFast(9.5)).toBe(true);
    expect(growingFast(6.9)).toBe(false);
    expect(growingFast(null)).toBe(false);
  });
});
