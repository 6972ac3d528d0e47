// The cancel form a fixture and a training session share (spec §4): the reason, a hint, and an
// optional new date and time for the replacement; the submit and "Keep it". Each area gives its
// own words (title, hint, time label, buttons) and does the check and the write; Escape closes
// the form like "Keep it", and the reason takes the focus when the form opens.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  values: CancelFormValues;
  onChange: (values: CancelFormValues) => void;
  message: string | null;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

export function CancelFormCard(p: CancelFormCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const set = (field: keyof CancelFormValues) => (e: { target: { value: string } }) => p.onChange({ ...p.values, [field]: e.target.value });
  return (
    <form
      className={`card confirm ${p.className}`}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
      onKeyDown={(e) => e.key === 'Escape' && p.onClose()}
    >
      <h2 id={titleId} className={p.titleClassName}>
        {p.title}
      </h2>
      {p.message ? (
        <p className="alert alert--error" role="alert">
          {p.message}
        </p>
      ) : null}
      <SelectField
        ref={first}
        label={t`Reason`}
        value={p.values.reason}
        onChange={set('reason')}
        options={[['', t`Choose a reason`], ...CANCEL_REASONS.map((r): [string, string] => [r, p.reasonText[r]])]}
      />
      <p className="field__hint">{p.hint}</p>
      <TextField label={t`New date (optional)`} type="date" value={p.values.date} onChange={set('date')} />
      <TextField label={p.timeLabel} type="time" value={p.values.time} onChange={set('time')} />
      <div className="confirm__actions">
        <button type="submit" className="button button--danger" disabled={p.busy}>
          {p.submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={p.onClose}>
          {p.keepLabel}
        </button>
      </div>
    </form>
  );
}
