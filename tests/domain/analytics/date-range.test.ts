// The overviews' date range (issue 24): defaults, inclusive days, and the two refusals.
import { describe, expect, it } from 'vitest';
import { dateRangeMessages, rangeInstants, resolveDateRange } from '../../../src/domain/analytics/date-range';

describe('analytics date range', () => {
  it('defaults to the 12 months up to today, or 12 months from a start', () => {
    expect(resolveDateRange({}, '2026-11-29')).toEqual({ startDate: '2025-11-30', endDate: '2026-11-29' });
    expect(resolveDateRange({ startDate: '2026-01-01' }, '2026-11-29')).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(resolveDateRange({ endDate: '2026-06-30' }, '2026-11-29')).toEqual({ startDate: '2025-07-01', endDate: '2026-06-30' });
  });

  it('takes one day, and up to 5 years, and refuses a range ending before it starts or longer', () => {
    expect(resolveDateRange({ startDate: '2026-03-01', endDate: '2026-03-01' }, '2026-11-29')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(resolveDateRange({ startDate: '2021-12-01', endDate: '2026-11-29' }, '2026-11-29')).toHaveProperty('startDate');
    expect(resolveDateRange({ startDate: '2026-03-02', endDate: '2026-03-01' }, '2026-11-29')).toEqual({ error: dateRangeMessages.order, field: 'endDate' });
    expect(resolveDateRange({ startDate: '1976-01-01', endDate: '2026-01-01' }, '2026-11-29')).toEqual({ error: dateRangeMessages.tooLong, field: 'endDate' });
  });

  it('covers whole days: the end day is included up to its last instant', () => {
    expect(rangeInstants({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' });
  });
});
