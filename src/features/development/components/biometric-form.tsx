// The add-a-measurement form: the day, height in cm or feet and inches, weight in kg or stone and
// pounds (the switches remember the choice on this device and convert what was typed). Refused
// input stays as typed, each message at its field, and the first marked field takes focus.
import { useLingui } from '@lingui/react/macro';
import { checkBiometric, switchHeight, switchWeight, type BiometricCheck, type BiometricFormValues, type HeightUnit, type UnitPrefs, type WeightUnit } from '../model/biometric-form';
import { biometricMessage } from '../model/biometric-text';
import { useCheckedForm } from '../../../ui/use-checked-form';

interface Props {
  playerId: string;
  initial: BiometricFormValues;
  today: string;
  units: UnitPrefs;
  onUnits: (units: UnitPrefs) => void;
  onSubmit: (body: Extract<BiometricCheck, { ok: true }>['body']) => Promise<void>;
  onCancel: () => void;
}

export function BiometricForm({ playerId, initial, today, units, onUnits, onSubmit, onCancel }: Props) {
  const { t } = useLingui();
  const { id, formRef: form, values, setValues, set, errors, busy, submit, field, error, say } = useCheckedForm({
    initial,
    check: (v: BiometricFormValues) => checkBiometric(playerId, v, units, today),
    message: biometricMessage,
    onSubmit,
  });
  const heightUnit = (to: HeightUnit) => {
    setValues((v) => switchHeight(v, to));
    onUnits({ ...units, height: to });
  };
  const weightUnit = (to: WeightUnit) => {
    setValues((v) => switchWeight(v, to));
    onUnits({ ...units, weight: to });
  };

  return (
    <form ref={form} className="card biometric-form" onSubmit={submit} noValidate aria-label={t`Add a measurement`}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-day`}>{t`Day measured`}</label>
        <input id={`${id}-day`} type="date" className="field__input" value={values.measuredOn} max={today} onChange={(e) => set({ measuredOn: e.target.value })} {...field('measuredOn')} />
        {error('measuredOn')}
      </div>
      <fieldset className="field">
        <legend className="field__label">{t`Height`}</legend>
        <div className="biometric-form__units" role="group" aria-label={t`Height unit`}>
          <label>
            <input type="radio" name={`${id}-hu`} checked={units.height === 'cm'} onChange={() => heightUnit('cm')} /> {t`cm`}
          </label>
          <label>
            <input type="radio" name={`${id}-hu`} checked={units.height === 'ftin'} onChange={() => heightUnit('ftin')} /> {t`feet and inches`}
          </label>
        </div>
        {units.height === 'cm' ? (
          <>
            <label className="field__label" htmlFor={`${id}-cm`}>{t`Height (cm)`}</label>
            <input id={`${id}-cm`} className="field__input" inputMode="decimal" value={values.cm} onChange={(e) => set({ cm: e.target.value })} {...field('heightCm')} />
          </>
        ) : (
          <div className="biometric-form__pair">
            <label className="field__label" htmlFor={`${id}-ft`}>{t`Feet`}</label>
            <input id={`${id}-ft`} className="field__input" inputMode="numeric" value={values.feet} onChange={(e) => set({ feet: e.target.value })} {...field('heightCm')} />
            <label className="field__label" htmlFor={`${id}-in`}>{t`Inches`}</label>
            <input id={`${id}-in`} className="field__input" inputMode="numeric" value={values.inches} onChange={(e) => set({ inches: e.target.value })} {...field('heightCm')} />
          </div>
        )}
        {error('heightCm')}
      </fieldset>
      <fieldset className="field">
        <legend className="field__label">{t`Weight`}</legend>
        <div className="biometric-form__units" role="group" aria-label={t`Weight unit`}>
          <label>
            <input type="radio" name={`${id}-wu`} checked={units.weight === 'kg'} onChange={() => weightUnit('kg')} /> {t`kg`}
          </label>
          <label>
            <input type="radio" name={`${id}-wu`} checked={units.weight === 'stlb'} onChange={() => weightUnit('stlb')} /> {t`stone and pounds`}
          </label>
        </div>
        {units.weight === 'kg' ? (
          <>
            <label className="field__label" htmlFor={`${id}-kg`}>{t`Weight (kg)`}</label>
            <input id={`${id}-kg`} className="field__input" inputMode="decimal" value={values.kg} onChange={(e) => set({ kg: e.target.value })} {...field('weightKg')} />
          </>
        ) : (
          <div className="biometric-form__pair">
            <label className="field__label" htmlFor={`${id}-st`}>{t`Stone`}</label>
            <input id={`${id}-st`} className="field__input" inputMode="numeric" value={values.stone} onChange={(e) => set({ stone: e.target.value })} {...field('weightKg')} />
            <label className="field__label" htmlFor={`${id}-lb`}>{t`Pounds`}</label>
            <input id={`${id}-lb`} className="field__input" inputMode="decimal" value={values.pounds} onChange={(e) => set({ pounds: e.target.value })} {...field('weightKg')} />
          </div>
        )}
        {error('weightKg')}
      </fieldset>
      {errors.form ? <p className="field__error" role="alert">{say('form')}</p> : null}
      <div className="biometric-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t`Save measurement`}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
