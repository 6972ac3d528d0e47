// PUT .../config for a fixture or a training session: how the game or session is run. Our
// choice of settings (the spec names the call only): periods and their length, substitutes
// allowed and whether they roll, and whether parents and players see the team sheet.
import * as v from 'valibot';
import { userIdField } from './fields';

const count = (message: string, max: number) => v.optional(v.nullable(v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message))));

export const configSchema = v.object({
  userId: userIdField,
  periods: count('Please choose from 1 to 4 periods', 4),
  periodMinutes: count('Please choose a period length up to 90 minutes', 90),
  substitutesAllowed: count('Please choose up to 20 substitutes', 20),
  rollingSubstitutes: v.optional(v.nullable(v.boolean())),
  showTeamSheet: v.optional(v.boolean()),
});
export type ConfigInput = v.InferOutput<typeof configSchema>;
export type SessionConfig = Omit<ConfigInput, 'userId' | 'showTeamSheet'>;
