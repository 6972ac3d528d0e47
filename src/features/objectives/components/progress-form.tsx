// Logging progress toward an objective: the day (not after today), how much was done, a note.
import { useLingui } from '@lingui/react/macro';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { checkProgress, emptyProgress, type ProgressBody } from '../model/objective-form';
import { objectiveMessage } from '../model/objective-text';

interface Props {
  title: string;
  today: string;
  onSubmit: (body: ProgressBody) => Promise<void>;
  onCancel: () => void;
}

export function ProgressForm({ title, today, onSubmit, onCancel }: Props) {
  const { t } = useLingui();
  const { id, formRef, values, set, errors, busy, submit, field, error, say } = useCheckedForm({
    initial: emptyProgress(today),
    check: (v) => checkProgress(v, today),
    message: objectiveMessage,
    onSubmit,
  });
  return (
    <form ref={formRef} className="progress-form" onSubmit={submit} noValidate aria-label={t`Log progress on ${title}`}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-day`}>{t`Day`}</label>
        <input id={`${id}-day`} type="date" className="field__input" value={values.day} max={today} onChange={(e) => set({ day: e.target.value })} {...field('day')} />
        {error('day')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-value`}>{t`How much did you do?`}</label>
        <input id={`${id}-value`} className="field__input" inputMode="numeric" value={values.value} onChange={(e) => set({ value: e.target.value })} {...field('value')} />
        {error('value')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>{t`Notes`}</label>
        <textarea id={`${id}-note`} className="field__input" value={values.note} onChange={(e) => set({ note: e.target.value })} {...field('note')} />
        {error('note')}
      </div>
      {errors.form ? (
        <p className="field__error" role="alert">
          {say('form')}
        </p>
      ) : null}
      <div className="objective-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t`Save progress`}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
