// PUT training/{clubId}/{trainingId}/drill: add or change a core skill focus drill, or put the
// drills in a new order; DELETE .../drill/{drillId} removes one.
import * as v from 'valibot';
import { userIdField, uuidField } from '../session/fields';

export const drillSchema = v.object({
  /** Made on the device; the same id updates the drill. */
  id: uuidField('Please choose a valid id'),
  name: v.pipe(v.string('Please name the drill'), v.trim(), v.nonEmpty('Please name the drill'), v.maxLength(200, 'Please keep the name to 200 characters')),
  coreSkill: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Please keep the core skill to 100 characters')))),
  durationMinutes: v.optional(v.nullable(v.pipe(v.number('Please enter the duration in minutes'), v.integer('Please enter the duration in minutes'), v.minValue(1, 'Please enter the duration in minutes'), v.maxValue(600, 'Please enter a duration up to 600 minutes')))),
  notes: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(5000, 'Please keep the notes to 5000 characters')))),
  /** Place in the list, from 0; left out: after the others. */
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
});

export const putDrillSchema = v.union(
  [
    v.object({ userId: userIdField, drill: drillSchema }),
    v.object({ userId: userIdField, order: v.pipe(v.array(uuidField('Please choose a valid id')), v.minLength(1), v.maxLength(200)) }),
  ],
  'Please complete the drill',
);
export type PutDrillInput = v.InferOutput<typeof putDrillSchema>;

export interface Drill {
  id: string;
  position: number;
  name: string;
  coreSkill: string | null;
  durationMinutes: number | null;
  notes: string | null;
}
