// Lingui for the app: English source, en-US, es and fr catalogues loaded on demand (each
// catalogue is its own chunk, precached by the service worker), the choice remembered, and
// <html lang> kept in step.
import { i18n, type Messages } from '@lingui/core';
import { createCatalogLoader } from './catalog-loader';
import { browserLanguages, matchLocale } from './detect-locale';
import { isLocale, LOCALE_STORAGE_KEY, SOURCE_LOCALE, type Locale } from './locales';

export { i18n };

const loadCatalog = createCatalogLoader(async (locale) => {
  const module = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return module.messages;
});

/** Dates and numbers: our "en" is British English (Intl's bare "en" is American). */
export const formattingLocales = (locale: Locale): string[] => (locale === 'en' ? ['en-GB', 'en'] : [locale]);

/** The remembered choice, else the browser's languages, else English. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    /* storage disabled */
  }
  return matchLocale(browserLanguages());
}

/**
 * Loads and activates a language. `remember` stores it as the user's choice (the switcher);
 * a detected language is not stored so a later browser change is still followed.
 * When a catalogue cannot be loaded, English is used.
 */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<Locale> {
  let active = locale;
  let messages: Messages;
  try {
    messages = await loadCatalog(locale);
  } catch (error) {
    if (locale === SOURCE_LOCALE) throw error;
    active = SOURCE_LOCALE;
    messages = await loadCatalog(SOURCE_LOCALE);
  }
  i18n.loadAndActivate({ locale: active, locales: formattingLocales(active), messages });
  if (typeof document !== 'undefined') document.documentElement.lang = active;
  if (options.remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, active);
    } catch {
      /* storage disabled: the choice lasts for this visit */
    }
  }
  return active;
}

/** Activates the starting language; never rejects (the app renders in English at worst). */
export async function startI18n(): Promise<void> {
  try {
    await activateLocale(initialLocale());
  } catch {
    i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });
    if (typeof document !== 'undefined') document.documentElement.lang = SOURCE_LOCALE;
  }
}
