// The startDate / endDate query of every overview: read, defaults filled, refused with a clear
// 400 when a date is not a day, the range ends before it starts or is longer than 5 years
// (src/domain/analytics/date-range.ts). userId is the spec's read convention, ignored here.
import * as v from 'valibot';
import { dateRangeQuery, resolveDateRange, type DateRange } from '../../../src/domain/analytics/date-range';
import { badRequest } from '../../lib/http-error';
import { parseQuery } from '../../lib/parse-query';

const overviewQuery = v.object({ ...dateRangeQuery, userId: v.optional(v.string()) });

export function parseRange(query: unknown): DateRange {
  const r = resolveDateRange(parseQuery(overviewQuery, query), new Date().toISOString().slice(0, 10));
  if ('error' in r) throw badRequest(r.error, 'validation', { [r.field]: r.error });
  return r;
}
