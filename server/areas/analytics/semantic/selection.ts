// What a caller may send to pick numbers: measure and dimension names only, checked against the
// fixed lists (valibot, src/domain/analytics/semantic-names.ts) and against each other (a
// measure broken down by a dimension its fact lacks). Every refusal is a 400 naming the problem;
// nothing the caller sends ever reaches SQL. For the calls that take names (report builder,
// charts): parse here, then querySemantic.
import type { SemanticSelection } from '../../../../src/domain/analytics/semantic-names';
import { semanticSelectionSchema } from '../../../../src/domain/analytics/semantic-names';
import { parseQuery } from '../../../lib/parse-query';
import { checkCombinable } from './query';

export function parseSelection(input: unknown): SemanticSelection {
  const selection = parseQuery(semanticSelectionSchema, input);
  checkCombinable(selection.measures, selection.dimensions);
  return selection;
}
