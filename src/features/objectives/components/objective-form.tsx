// The set / change form: pick one of the club's objectives (fills in its title and suggested
// timeframe and target) or type one, the timeframe (product.md §9) and a whole-number target.
// Refused input stays as typed, each message at its field; the first marked field takes focus.
import { useLingui } from '@lingui/react/macro';
import type { ObjectiveTemplate } from '../../../domain/objectives/objective-schema';
import { OBJECTIVE_TIMEFRAMES } from '../../../domain/objectives/timeframes';
import { useCheckedForm } from '../../../ui/use-checked-form';
import type { ObjectiveFields } from '../data/objectives';
import { checkObjective, fromTemplate, type ObjectiveFormValues } from '../model/objective-form';
import { objectiveMessage, TIMEFRAME_TEXT } from '../model/objective-text';

interface Props {
  initial: ObjectiveFormValues;
  templates: readonly ObjectiveTemplate[];
  submitLabel: string;
  onSubmit: (fields: ObjectiveFields) => Promise<void>;
  onCancel: () => void;
}

export function ObjectiveForm({ initial, templates, submitLabel, onSubmit, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { id, formRef, values, setValues, set, errors, busy, submit, field, error, say } = useCheckedForm({ initial, check: checkObjective, message: objectiveMessage, onSubmit });

  return (
    <form ref={formRef} className="card objective-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      {templates.length > 0 ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-pick`}>{t`Pick one of the club's objectives`}</label>
          <select id={`${id}-pick`} className="field__input" value={values.objectiveId} onChange={(e) => setValues((v) => fromTemplate(v, templates.find((x) => x.id === e.target.value)))}>
            <option value="">{t`Write my own`}</option>
            {templates.map((x) => (
              <option key={x.id} value={x.id}>
                {x.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-title`}>{t`Objective`}</label>
        <input id={`${id}-title`} className="field__input" value={values.title} onChange={(e) => set({ title: e.target.value })} {...field('title')} />
        {error('title')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-timeframe`}>{t`Timeframe`}</label>
        <select id={`${id}-timeframe`} className="field__input" value={values.timeframe} onChange={(e) => set({ timeframe: e.target.value })} {...field('timeframe')}>
          <option value="">{t`Choose a timeframe`}</option>
          {OBJECTIVE_TIMEFRAMES.map((f) => (
            <option key={f} value={f}>
              {i18n._(TIMEFRAME_TEXT[f])}
            </option>
          ))}
        </select>
        {error('timeframe')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-target`}>{t`Target`}</label>
        <input id={`${id}-target`} className="field__input" inputMode="numeric" value={values.target} onChange={(e) => set({ target: e.target.value })} {...field('target')} />
        {error('target')}
      </div>
      {errors.form ? (
        <p className="field__error" role="alert">
          {say('form')}
        </p>
      ) : null}
      <div className="objective-form__actions">
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
