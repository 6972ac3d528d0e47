// Cancel a training session (spec §4), as fixtures do (fixtures/components/fixture-cancel.tsx):
// a small form asks for the reason (postponed, cancelled, rescheduled) and, optionally, a new date
// and start time that adds the replacement, as long as the session. Nothing happens until "Cancel
// the session" is pressed; "Keep it" and Escape close the form without a change. Works offline
// like every write (the outbox sends it later).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CANCEL_REASONS } from '../../../domain/session/fields';
import { useSessionFieldWords } from '../../../ui/session-field-words';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { cancelTraining } from '../data/lifecycle';
import type { TrainingView } from '../data/training-detail';
import type { CancelFormValues } from '../../../domain/session/cancel-form';
import { checkTrainingCancel } from '../model/cancel-form';
import { trainingText } from '../model/training-text';

const EMPTY: CancelFormValues = { reason: '', date: '', time: '' };

/** `onClose`: Keep it or Escape; `onDone`: the cancel is written (on this device; sent later). */
export function SessionCancel({ session, onClose, onDone }: { session: TrainingView; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<CancelFormValues>(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const reasonText = useSessionFieldWords().cancelReason.training;
  const set = (field: keyof CancelFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkTrainingCancel(values);
    if (!check.ok) {
      setMessage(trainingText(i18n, check.message) ?? check.message);
      return;
    }
    setBusy(true);
    // On success the screen re-reads the session as cancelled, and this form goes away.
    cancelTraining(session, check.reason, check.newDateTime)
      .then(onDone, () => {
        setMessage(t`There has been a problem starting the game`);
        setBusy(false);
      });
  };
  return (
    <form className="card confirm training-cancel" aria-labelledby="training-cancel-title" noValidate onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <h2 id="training-cancel-title" className="training-cancel__title">
        <Trans>Cancel this training session?</Trans>
      </h2>
      {message ? (
        <p className="alert alert--error" role="alert">
          {message}
        </p>
      ) : null}
      <SelectField
        ref={first}
        label={t`Reason`}
        value={values.reason}
        onChange={set('reason')}
        options={[['', t`Choose a reason`], ...CANCEL_REASONS.map((r): [string, string] => [r, reasonText[r]])]}
      />
      <p className="field__hint">
        <Trans>To hold it on another day, give the new date and start time: a new session with the same details and length is added.</Trans>
      </p>
      <TextField label={t`New date (optional)`} type="date" value={values.date} onChange={set('date')} />
      <TextField label={t`New start time (optional)`} type="time" value={values.time} onChange={set('time')} />
      <div className="confirm__actions">
        <button type="submit" className="button button--danger" disabled={busy}>
          <Trans>Cancel the session</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {/* "It" is the session: the translations agree with it ("Mantenerla", "La garder"). */}
          <Trans context="training session">Keep it</Trans>
        </button>
      </div>
    </form>
  );
}
