// Language choice, in the shell header and on the access screens. Names are endonyms.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LOCALES, isLocale, localeNames } from '../i18n/locales';
import { useLocale } from '../i18n/use-locale';

export function LanguageSwitcher() {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className="language">
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) void setLocale(e.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
