// POST auth/confirm: `data` is the guid of an invite (the link in the invite email). A
// signed-in user confirms it to join the invite's club and team with their existing account.
import * as v from 'valibot';
import { authMessages } from './messages';

const m = authMessages.activationFailed;

export const confirmSchema = v.object({ data: v.pipe(v.string(m), v.trim(), v.uuid(m), v.toLowerCase()) }, m);

export type ConfirmInput = v.InferInput<typeof confirmSchema>;
export type ConfirmData = v.InferOutput<typeof confirmSchema>;
