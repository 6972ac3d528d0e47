// PUT .../notes for a fixture or a training session: the coach's notes.
import * as v from 'valibot';
import { userIdField } from './fields';

export const notesSchema = v.object({
  userId: userIdField,
  notes: v.nullable(v.pipe(v.string('Please enter the notes'), v.maxLength(10_000, 'Please keep the notes to 10000 characters'))),
});
export type NotesInput = v.InferOutput<typeof notesSchema>;
