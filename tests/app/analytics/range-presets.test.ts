// The overview periods (issue 24): plain UTC days ending today, each a range the server takes.
import { describe, expect, it } from 'vitest';
import { resolveDateRange } from '../../../src/domain/analytics/date-range';
import { presetRange } from '../../../src/features/analytics/model/range-presets';

describe('analytics range presets', () => {
  it('gives the presets as plain days ending today', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(presetRange('4w', now)).toEqual({ startDate: '2026-11-02', endDate: '2026-11-29' });
    expect(presetRange('12m', now)).toEqual({ startDate: '2025-11-30', endDate: '2026-11-29' });
    expect(resolveDateRange(presetRange('3y', now), '2026-11-29')).not.toHaveProperty('error');
  });
});
