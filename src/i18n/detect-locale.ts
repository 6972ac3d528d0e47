// Picks the interface language from the browser's preferences on first run: an exact match
// first (en-US), then the language alone (es-MX -> es, en-GB -> en), else English.
import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const exact = LOCALE_ALIASES[tag.toLowerCase()];
    if (exact) return exact;
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}

const LOCALE_ALIASES: Record<string, Locale> = { en: 'en', 'en-us': 'en-US', es: 'es', fr: 'fr' };

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}
