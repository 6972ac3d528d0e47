// One measurement (calls.md Biometric, POST): what the form sends and the server checks, the
// same rules on both. Stored in metric whatever the user typed in (units.ts converts first).
import * as v from 'valibot';
import { biometricMessages as m } from './messages';

export const HEIGHT_CM = { min: 50, max: 250 } as const;
export const WEIGHT_KG = { min: 10, max: 200 } as const;

// A number, or the text of one ("172.5"); anything else (letters, blanks) is the field's message.
const measure = (min: number, max: number, message: string) =>
  v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'string' && x.trim() !== '' ? Number(x) : x)),
    v.number(message),
    v.finite(message),
    v.minValue(min, message),
    v.maxValue(max, message),
    v.transform((x) => Math.round(x * 10) / 10),
  );

export const biometricSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid())),
  playerId: v.pipe(v.string(m.player), v.uuid(m.player)),
  /** The day measured, the device's local day (YYYY-MM-DD). */
  measuredOn: v.pipe(v.string(m.day), v.isoDate(m.day)),
  heightCm: measure(HEIGHT_CM.min, HEIGHT_CM.max, m.height),
  weightKg: measure(WEIGHT_KG.min, WEIGHT_KG.max, m.weight),
});

export type BiometricBody = v.InferOutput<typeof biometricSchema>;

/** A measurement as the server returns it and the device stores it. */
export interface Biometric {
  id: string;
  playerId: string;
  measuredOn: string;
  heightCm: number;
  weightKg: number;
  createdBy: string;
  createdAt: string;
}
