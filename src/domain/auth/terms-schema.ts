// POST auth/terms: the signed-in user accepts the terms of use.
import * as v from 'valibot';
import { authMessages } from './messages';

export const termsSchema = v.object({ accepted: v.optional(v.literal(true, authMessages.termsRequired), true) }, authMessages.termsRequired);

export type TermsInput = v.InferInput<typeof termsSchema>;
