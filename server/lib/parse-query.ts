// Parses a list query with its valibot schema. A bad query is the caller's mistake, so it is a
// 400 whose message names the first bad parameter (e.g. "limit must be a whole number from 1 to
// 100"), with every bad parameter in `fields`.
import * as v from 'valibot';
import { badRequest } from './http-error';

export function parseQuery<S extends v.GenericSchema>(schema: S, query: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, query ?? {});
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) fields[v.getDotPath(issue) ?? '_'] ??= issue.message;
  throw badRequest(result.issues[0]?.message ?? 'Invalid query', 'validation', fields);
}
