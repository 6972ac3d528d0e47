// Contact preferences (spec §3: pre-training, pre-fixture, player, coach and marketing
// notifications) and language, editable at any time. A local write like every other; on one's own
// profile a new language also switches the app at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isLocale, LOCALES, localeNames, type Locale } from '../../../i18n/locales';
import { useLocale } from '../../../i18n/use-locale';
import { SelectField } from '../../../ui/select-field';
import { SectionForm, useSaveState } from './section-form';
import { savePreferences, type StoredProfile } from '../data/profiles';
import { NOTIFICATIONS, PREFERENCES_HEADING, notificationLabel } from '../model/preferences';

export function PreferencesForm({ profile, own }: { profile: StoredProfile; own: boolean }) {
  const { t, i18n } = useLingui();
  const { setLocale } = useLocale();
  const [notifications, setNotifications] = useState(profile.notifications);
  const [language, setLanguage] = useState<Locale | ''>(profile.language ?? '');
  const { state, run } = useSaveState();

  const save = () =>
    run(async () => {
      const chosen = language === '' ? null : language;
      await savePreferences(profile, notifications, chosen);
      if (own && chosen) await setLocale(chosen);
    });

  return (
    <SectionForm
      label={t`Contact preferences`}
      heading={<Trans>Contact preferences</Trans>}
      state={state}
      onSave={() => void save()}
      saved={<Trans>Preferences saved.</Trans>}
      failed={<Trans>There has been a problem updating your profile</Trans>}
      saveLabel={<Trans>Save preferences</Trans>}
      headingId={PREFERENCES_HEADING}
    >
      {NOTIFICATIONS.map((key) => (
        <label key={key} className="profile__check">
          <input type="checkbox" checked={notifications[key] ?? false} onChange={(e) => setNotifications((n) => ({ ...n, [key]: e.target.checked }))} />
          <span>{i18n._(notificationLabel[key])}</span>
        </label>
      ))}
      <SelectField
        label={t`Language`}
        value={language}
        onChange={(e) => setLanguage(isLocale(e.target.value) ? e.target.value : '')}
        options={[['', t`The club's language`], ...LOCALES.map((l): [string, string] => [l, localeNames[l]])]}
      />
    </SectionForm>
  );
}
