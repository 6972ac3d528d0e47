import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n, initialLocale } from '../../../src/i18n/i18n';
import { LOCALE_STORAGE_KEY } from '../../../src/i18n/locales';

beforeEach(() => localStorage.clear());

describe('activateLocale', () => {
  it('loads the compiled catalogue, activates it and sets <html lang>', async () => {
    await activateLocale('fr');
    expect(i18n.locale).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('formats dates in British English for "en" and American for "en-US"', async () => {
    const options = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    await activateLocale('en');
    expect(i18n.date('2026-11-28T10:00:00Z', options)).toBe('28 November');
    await activateLocale('en-US');
    expect(i18n.date('2026-11-28T10:00:00Z', options)).toBe('November 28');
  });

  it('remembers an explicit choice, which then wins over the browser language', async () => {
    await activateLocale('es', { remember: true });
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(initialLocale()).toBe('es');
  });

  it('detects the language from the browser when nothing valid is remembered', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    expect(initialLocale()).toBe('es');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale()).toBe('es');
    languages.mockReturnValue(['de-DE']);
    expect(initialLocale()).toBe('en');
    languages.mockRestore();
  });
});
