// Open invite pages: a parent adds a child (POST open/{guid}/club/invites/player) or corrects
// one (PUT open/{guid}/club/invites/player/{playerId}), registration steps 8 and 9.
import * as v from 'valibot';
import { dayField } from '../user/profile-schema';

const complete = 'Please ensure all fields are complete';
const name = v.pipe(v.string(complete), v.trim(), v.nonEmpty(complete), v.maxLength(100, complete));

export const childSchema = v.object({
  firstName: name,
  lastName: name,
  dateOfBirth: v.optional(v.nullable(v.pipe(dayField('Please enter a valid date of birth'), v.check((s) => s <= new Date().toISOString().slice(0, 10), 'Please enter a valid date of birth')))),
});
export type ChildInput = v.InferOutput<typeof childSchema>;
