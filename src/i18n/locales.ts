// The interface languages (spec §1): English (source and fallback), US English, Spanish, French.
import { CATALOGUE_LANGUAGES } from '../domain/locales/catalogue-names';

/** One list with the server's translation calls (src/domain/locales). */
export const LOCALES = CATALOGUE_LANGUAGES;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';
/** Where an explicit language choice is remembered. */
export const LOCALE_STORAGE_KEY = 'touchlinelocale';

/** Each language named in itself, as language pickers do: never translated. */
export const localeNames: Record<Locale, string> = {
  en: 'English (UK)',
  'en-US': 'English (US)',
  es: 'Español',
  fr: 'Français',
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
