import { describe, expect, it } from 'vitest';
import { matchLocale } from '../../../src/i18n/detect-locale';

describe('matchLocale', () => {
  it.each([
    [['en-US'], 'en-US'],
    [['en-GB'], 'en'],
    [['es-MX', 'en'], 'es'],
    [['fr-CA'], 'fr'],
    [['de-DE', 'fr'], 'fr'],
    [['de'], 'en'],
    [[], 'en'],
  ])('%j -> %s', (preferred, expected) => {
    expect(matchLocale(preferred)).toBe(expected);
  });
});
