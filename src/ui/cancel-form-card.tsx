// The cancel form a fixture and a training session share (spec §4): the reason, a hint, and an
// optional new date and time for the replacement; the submit and "Keep it". Each area gives its
// own words (title, hint, time label, buttons) and does the check and the write (`submit`, which
// answers the message to show, or null once written); the card holds what is typed. Escape closes
// the form like "Keep it", and the reason takes the focus when the form opens.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { CancelFormValues } from '../domain/session/cancel-form';
import { CANCEL_REASONS, type CancelReason } from '../domain/session/fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface CancelFormCardProps {
  className: string;
  titleClassName: string;
  title: ReactNode;
  hint: ReactNode;
  timeLabel: string;
  submitLabel: ReactNode;
  keepLabel: ReactNode;
  reasonText: Record<CancelReason, string>;
  /** Checks and writes the cancel; answers the message to show (in the user's language), or null. */
  submit: (values: CancelFormValues) => Promise<string | null>;
  onClose: () => void;
}

const EMPTY: CancelFormValues = { reason: '', date: '', time: '' };

export function CancelFormCard(p: CancelFormCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const first = useRef<HTMLSelectElement>(null);
  const [values, setValues] = useState<CancelFormValues>(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => first.current?.focus(), []);
  const set = (field: keyof CancelFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = () => {
    setBusy(true);
    // On success the screen re-reads the session as cancelled and this form goes away.
    // Each area's submit answers its failures as a message; busy ends whatever happens.
    void p
      .submit(values)
      .then(setMessage)
      .finally(() => setBusy(false));
  };
  return (
    <form
      className={`card confirm ${p.className}`}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onKeyDown={(e) => e.key === 'Escape' && p.onClose()}
    >
      <h2 id={titleId} className={p.titleClassName}>
        {p.title}
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
        options={[['', t`Choose a reason`], ...CANCEL_REASONS.map((r): [string, string] => [r, p.reasonText[r]])]}
      />
      <p className="field__hint">{p.hint}</p>
      <TextField label={t`New date (optional)`} type="date" value={values.date} onChange={set('date')} />
      <TextField label={p.timeLabel} type="time" value={values.time} onChange={set('time')} />
      <div className="confirm__actions">
        <button type="submit" className="button button--danger" disabled={busy}>
          {p.submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={p.onClose}>
          {p.keepLabel}
        </button>
      </div>
    </form>
  );
}
