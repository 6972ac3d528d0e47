// The profile's details (spec §3 Member and Player profile: names, mobile, date of birth, about
// you, emergency contacts 1 and 2, medical information), for the member or a parent editing their
// child. Saving is a local write: it shows at once and waits in the outbox with no signal.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { SectionForm, useSaveState } from './section-form';
import { saveProfileDetails, type StoredProfile } from '../data/profiles';
import { checkDetails, CONTACTS, detailsText, formOf, type DetailsField, type DetailsForm } from '../model/profile-form';

/** `own`: the member's own profile; otherwise a parent editing their child's, which is about the child. */
export function DetailsForm({ profile, own }: { profile: StoredProfile; own: boolean }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<DetailsForm>(() => formOf(profile));
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const { state, setState, run } = useSaveState();
  const field = (name: DetailsField) => ({
    name,
    value: form[name],
    error: errors[name] ? i18n._(detailsText(errors[name])!) : undefined,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const save = async () => {
    const checked = checkDetails(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setState('idle');
      return;
    }
    setErrors({});
    await run(() => saveProfileDetails(profile, checked.details));
  };

  return (
    <SectionForm
      label={t`Profile details`}
      heading={own || !profile.firstName ? <Trans>About you</Trans> : t`About ${profile.firstName}`}
      state={state}
      onSave={() => void save()}
      saved={<Trans>Profile saved. It is sent as soon as there is a connection.</Trans>}
      failed={<Trans>There has been a problem updating this player</Trans>}
      saveLabel={<Trans>Save profile</Trans>}
    >
      <TextField label={t`First name`} autoComplete={own ? 'given-name' : 'off'} {...field('firstName')} />
      <TextField label={t`Last name`} autoComplete={own ? 'family-name' : 'off'} {...field('lastName')} />
      <TextField label={t`Country code`} autoComplete={own ? 'tel-country-code' : 'off'} inputMode="tel" {...field('countryCode')} />
      <TextField label={t`Mobile number`} autoComplete={own ? 'tel-national' : 'off'} inputMode="tel" {...field('telephone')} />
      <TextField label={t`Date of birth`} type="date" {...field('dateOfBirth')} />
      <TextAreaField label={t`About`} rows={3} {...field('bio')} />

      <h3>
        <Trans>Emergency contacts</Trans>
      </h3>
      {CONTACTS.map((n) => (
        <fieldset key={n} className="profile__contact">
          <legend>{t`Emergency contact ${n}`}</legend>
          <TextField label={t`Name of emergency contact ${n}`} {...field(`e${n}name`)} />
          <TextField label={t`Phone of emergency contact ${n}`} inputMode="tel" {...field(`e${n}phone`)} />
          <TextField label={t`Email of emergency contact ${n}`} type="email" {...field(`e${n}email`)} />
        </fieldset>
      ))}
      <h3>
        <Trans>Medical information</Trans>
      </h3>
      <p className="card__meta">
        <Trans>Seen only by you, your parents and the club staff allowed to see medical details.</Trans>
      </p>
      <TextAreaField label={t`Medical information`} rows={3} {...field('medical')} />

    </SectionForm>
  );
}
