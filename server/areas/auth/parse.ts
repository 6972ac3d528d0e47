// Validates an auth request part with its shared valibot schema. The answer's message is the
// first problem's message: every step of the auth schemas carries a spec message, so the
// top-level message is always one the spec names; `fields` has one message per field for forms.
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error';

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, code = 'validation'): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= issue.message;
  }
  throw new HttpError(400, code, result.issues[0]!.message, fields);
}
