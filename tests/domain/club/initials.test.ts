import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../../src/domain/initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initialsOf('Millbrook Rovers JFC')).toBe('MR');
    expect(initialsOf('u14 blues')).toBe('UB');
    expect(initialsOf('  Alder   Park  ')).toBe('AP');
  });
  it('takes two letters of a one-word name, and ignores punctuation', () => {
    expect(initialsOf('Ajax')).toBe('AJ');
    expect(initialsOf("St. Mary's")).toBe('SM');
    expect(initialsOf('Élan Ñandú')).toBe('ÉÑ');
  });
  it('gives nothing for a name with no letters or digits', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' - & ')).toBe('');
  });
});
