// The active language and a way to change it, for switchers.
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { activateLocale } from './i18n';
import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const setLocale = useCallback(async (next: Locale) => {
    await activateLocale(next, { remember: true });
  }, []);
  return { locale, setLocale };
}
