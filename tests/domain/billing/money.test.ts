// Money from integer minor units to text with no floating point in between (issue 25 item 5).
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, minorToDecimal } from '../../../src/domain/billing/money';

describe('minor units', () => {
  it('become an exact decimal string', () => {
    expect([0, 5, 99, 100, 123_456, -5, -123_456].map((n) => minorToDecimal(n))).toEqual(['0.00', '0.05', '0.99', '1.00', '1234.56', '-0.05', '-1234.56']);
    expect(minorToDecimal(1234, 0)).toBe('1234');
    expect(minorToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });

  it('are formatted per locale and currency', () => {
    expect(formatMinorUnits(123_456, 'GBP', 'en-GB')).toBe('£1,234.56');
    expect(formatMinorUnits(123_456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMinorUnits(123_456, 'NZD', 'es')).toBe('1234,56\u00A0NZD');
    expect(formatMinorUnits(123_456, 'CAD', 'fr')).toBe('1\u202F234,56\u00A0$CA');
    // 0.1 + 0.2 style drift cannot happen: 10 + 20 minor units are 0.30 exactly.
    expect(formatMinorUnits(10 + 20, 'GBP', 'en-GB')).toBe('£0.30');
  });
});
