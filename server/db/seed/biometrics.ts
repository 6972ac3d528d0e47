// A year of biometrics for the demo player (issue 21 item 9), so the screen shows a history chart,
// growth per year ("growing fast": about 7.5 cm a year, a growth spurt at 13) and no prompt yet
// (the latest is six weeks old). Metric, as stored.
import { randomUUID } from 'node:crypto';
import { addDays } from '../../../src/domain/practice/practice-days';
import type { Row } from './insert';

/** Days before today of each measurement, oldest first. */
const DAYS_BACK = [365, 300, 240, 180, 120, 42];

export function buildBiometrics(ctx: { playerId: string; today: string }): Row[] {
  return DAYS_BACK.map((back) => {
    const yearsIn = (365 - back) / 365;
    return {
      id: randomUUID(),
      player_id: ctx.playerId,
      measured_on: addDays(ctx.today, -back),
      height_cm: Math.round((151.5 + 7.5 * yearsIn) * 10) / 10,
      weight_kg: Math.round((40.8 + 4.6 * yearsIn) * 10) / 10,
      created_by: ctx.playerId,
    };
  });
}
