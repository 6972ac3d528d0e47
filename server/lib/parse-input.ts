// Validates a request body or query with the operation's shared valibot schema. Unlike
// parseOr400 (which answers the operation's failure message), the answer's message is the first
// problem's own message ('Please enter a fixture date/time in the future', 'Please select a
// rating', ...): every piece of the fixture and training schemas carries a readable one. Each
// field's message is in `fields` for the form.
import * as v from 'valibot';
import { HttpError } from './http-error';

interface SchemaNode {
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
}

/** The schema of the field at `keys` (through pipes, optional/nullable wrappers and arrays). */
function fieldSchema(root: unknown, keys: unknown[]): v.GenericSchema | undefined {
  let s = root as SchemaNode | undefined;
  for (const k of keys) {
    while (s?.wrapped) s = s.wrapped;
    if (s?.entries && typeof k === 'string') s = s.entries[k];
    else if (s?.item && typeof k === 'number') s = s.item;
    else return undefined;
  }
  return s as v.GenericSchema | undefined;
}

/**
 * A missing required field gets valibot's generic "Invalid key" wording from its object; the
 * field's own schema, run on undefined, says what is missing in the field's words.
 */
function messageOf(root: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  if (issue.kind !== 'schema' || issue.type !== 'object' || !issue.path?.length || issue.input !== undefined) return issue.message;
  const field = fieldSchema(root, issue.path.map((p) => p.key));
  const result = field ? v.safeParse(field, undefined) : undefined;
  return result && !result.success ? result.issues[0].message : issue.message;
}

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, fallback: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= messageOf(schema, issue);
  }
  const first = result.issues[0];
  // A body that is not an object at all has only valibot's own wording: use the operation's.
  const message = first && v.getDotPath(first) !== null ? messageOf(schema, first) : fallback;
  throw new HttpError(400, 'validation', message, fields);
}
