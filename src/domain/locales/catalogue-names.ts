// The translation calls (spec §7: GET locales/{language}/{namespace}.json, POST
// locales/add/{language}/{namespace}): which names exist, and a missing key's report. The app's
// catalogues are Lingui's, one namespace per language ('messages').
import * as v from 'valibot';

export const CATALOGUE_LANGUAGES = ['en', 'en-US', 'es', 'fr'] as const;
export const CATALOGUE_NAMESPACES = ['messages'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

export const isCatalogueLanguage = (s: string): s is CatalogueLanguage => (CATALOGUE_LANGUAGES as readonly string[]).includes(s);
export const isCatalogueNamespace = (s: string): boolean => (CATALOGUE_NAMESPACES as readonly string[]).includes(s);

export const MISSING_KEY_MAX = 500;
export const MISSING_TEXT_MAX = 2000;

export const localeMessages = {
  unknownLanguage: 'This language is not available: choose en, en-US, es or fr',
  unknownNamespace: 'This translation namespace does not exist: the only one is messages',
  key: 'Please send the missing key (at most 500 characters)',
  tooMany: 'Too many missing keys have been reported. Please wait a minute and try again',
} as const;

export const missingKeySchema = v.object({
  key: v.pipe(v.string(localeMessages.key), v.trim(), v.nonEmpty(localeMessages.key), v.maxLength(MISSING_KEY_MAX, localeMessages.key)),
  /** The text the app showed instead (usually the English source). */
  defaultValue: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MISSING_TEXT_MAX, `Please keep this to ${MISSING_TEXT_MAX} characters`)))),
  userId: v.optional(v.unknown()),
});
export type MissingKeyBody = v.InferOutput<typeof missingKeySchema>;
