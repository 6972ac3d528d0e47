// The startDate / endDate query of every overview: read, defaults filled, refused with a clear
// 400 when the range ends before it starts or is longer than 5 years (src/domain/analytics/date-range.ts).
import { resolveDateRange, type DateRange } from '../../../src/domain/analytics/date-range';
import { badRequest } from '../../lib/http-error';

export function requireRange(q: { startDate?: string; endDate?: string }): DateRange {
  const r = resolveDateRange(q, new Date().toISOString().slice(0, 10));
  if ('error' in r) throw badRequest(r.error, 'validation', { [r.field]: r.error });
  return r;
}
