// The log / edit form: one or more core skills with minutes, the day (today or 7 days back), where,
// with whom, how it felt, notes. Refused input stays as typed, each message at its field, and the
// first marked field takes focus so a screen reader hears it.
import { useLingui } from '@lingui/react/macro';
import { addDays, localDay, PRACTICE_DAYS_BACK } from '../../../domain/practice/practice-days';
import { PRACTICE_LOCATIONS } from '../../../domain/practice/practice-schema';
import { CORE_SKILLS } from '../../../domain/training/core-skills';
import { coreSkillText } from '../../training/model/core-skill-text';
import { checkPractice, deviceTimeZone, type PracticeCheck, type PracticeFormValues } from '../model/practice-form';
import { LOCATION_TEXT, practiceMessage } from '../model/practice-text';
import { useCheckedForm } from '../../../ui/use-checked-form';

interface Props {
  initial: PracticeFormValues;
  submitLabel: string;
  onSubmit: (body: Extract<PracticeCheck, { ok: true }>['body']) => Promise<void>;
  onCancel: () => void;
}

export function PracticeForm({ initial, submitLabel, onSubmit, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const tz = deviceTimeZone();
  const today = localDay(tz);
  const { id, formRef: form, values, setValues, set, errors, busy, submit, field, error, say } = useCheckedForm({
    initial,
    check: (v: PracticeFormValues) => checkPractice(v, tz),
    message: practiceMessage,
    onSubmit,
  });
  const setSkill = (n: number, patch: Partial<PracticeFormValues['skills'][number]>) =>
    setValues((v) => ({ ...v, skills: v.skills.map((k, i) => (i === n ? { ...k, ...patch } : k)) }));

  return (
    <form ref={form} className="card practice-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-day`}>{t`Day`}</label>
        <input id={`${id}-day`} type="date" className="field__input" value={values.day} min={addDays(today, -PRACTICE_DAYS_BACK)} max={today} onChange={(e) => set({ day: e.target.value })} {...field('day')} />
        {error('day')}
      </div>
      <fieldset className="field">
        <legend className="field__label">{t`Core skills`}</legend>
        {values.skills.map((k, n) => (
          <div className="practice-form__skill" key={n}>
            <label className="field__label" htmlFor={`${id}-skill-${n}`}>{t`Core skill ${n + 1}`}</label>
            <select id={`${id}-skill-${n}`} className="field__input" value={k.coreSkill} onChange={(e) => setSkill(n, { coreSkill: e.target.value })} {...field(`skills.${n}.coreSkill`)}>
              <option value="">{t`Choose a core skill`}</option>
              {CORE_SKILLS.map((s) => (
                <option key={s} value={s}>
                  {coreSkillText(i18n, s)}
                </option>
              ))}
            </select>
            {error(`skills.${n}.coreSkill`)}
            <label className="field__label" htmlFor={`${id}-minutes-${n}`}>{t`Minutes`}</label>
            <input id={`${id}-minutes-${n}`} className="field__input" inputMode="numeric" value={k.minutes} onChange={(e) => setSkill(n, { minutes: e.target.value })} {...field(`skills.${n}.minutes`)} />
            {error(`skills.${n}.minutes`)}
            {values.skills.length > 1 ? (
              <button type="button" className="button button--secondary" onClick={() => set({ skills: values.skills.filter((_, i) => i !== n) })}>
                {t`Remove core skill ${n + 1}`}
              </button>
            ) : null}
          </div>
        ))}
        {error('skills')}
        {values.skills.length < CORE_SKILLS.length ? (
          <button type="button" className="button button--secondary" onClick={() => set({ skills: [...values.skills, { coreSkill: '', minutes: '' }] })}>
            {t`Add a core skill`}
          </button>
        ) : null}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-location`}>{t`Where`}</label>
        <select id={`${id}-location`} className="field__input" value={values.location} onChange={(e) => set({ location: e.target.value })} {...field('location')}>
          <option value="">{t`Not said`}</option>
          {PRACTICE_LOCATIONS.map((l) => (
            <option key={l} value={l}>
              {i18n._(LOCATION_TEXT[l]!)}
            </option>
          ))}
        </select>
        {error('location')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-with`}>{t`With whom`}</label>
        <input id={`${id}-with`} className="field__input" value={values.withWhom} onChange={(e) => set({ withWhom: e.target.value })} {...field('withWhom')} />
        {error('withWhom')}
      </div>
      <fieldset className="field">
        <legend className="field__label">{t`How did it feel? (1-5)`}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="practice-form__feeling">
            <input type="radio" name={`${id}-feeling`} value={n} checked={values.feeling === String(n)} onChange={() => set({ feeling: String(n) })} />
            {n}
          </label>
        ))}
        {error('feeling')}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-notes`}>{t`Notes`}</label>
        <textarea id={`${id}-notes`} className="field__input" value={values.notes} onChange={(e) => set({ notes: e.target.value })} {...field('notes')} />
        {error('notes')}
      </div>
      {errors.form ? <p className="field__error" role="alert">{say('form')}</p> : null}
      <div className="practice-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
