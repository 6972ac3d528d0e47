import { defineConfig } from '@lingui/cli';

// English is the source language; en-US, es and fr are translated catalogues. Missing
// messages fall back to English.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'en-US', 'es', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/locales/**'],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
