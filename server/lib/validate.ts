// Validates a request part against a valibot schema (the same schema the app's form uses) and
// throws a 400 with the given spec message, plus per-field messages for the form.
import * as v from 'valibot';
import { HttpError } from './http-error';

export function parseOr400<S extends v.GenericSchema>(schema: S, input: unknown, message: string, code = 'validation'): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= issue.message;
  }
  throw new HttpError(400, code, message, fields);
}
