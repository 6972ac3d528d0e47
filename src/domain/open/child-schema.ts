// Open invite pages: a parent adds a child (POST open/{guid}/club/invites/player) or corrects
// one (PUT open/{guid}/club/invites/player/{playerId}), registration steps 8 and 9.
import * as v from 'valibot';
import { childBirthMessage, earliestChildBirth, keepTo, NAME_MAX } from '../limits';
import { dayField } from '../user/profile-schema';

const complete = 'Please ensure all fields are complete';
const name = v.pipe(v.string(complete), v.trim(), v.nonEmpty(complete), v.maxLength(NAME_MAX, keepTo(NAME_MAX)));

export const childSchema = v.object({
  firstName: name,
  lastName: name,
  dateOfBirth: v.optional(
    v.nullable(
      v.pipe(
        dayField(childBirthMessage),
        v.check((s) => s <= new Date().toISOString().slice(0, 10) && s >= earliestChildBirth(), childBirthMessage),
      ),
    ),
  ),
});
export type ChildInput = v.InferOutput<typeof childSchema>;
