// A yes/no question before an action that cannot be taken back on the pitch (spec §4: start and
// end are each confirmed by a question). Presentational; fixtures and training sessions share
// it. Focus moves to the question so keyboard and screen-reader users land on it.
import { useEffect, useId, useRef } from 'react';
import './session-pieces.css';

export interface ConfirmQuestionProps {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
  busy?: boolean;
}

export function ConfirmQuestion({ question, confirmLabel, cancelLabel, onConfirm, onCancel, danger, busy }: ConfirmQuestionProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="confirm card" role="alertdialog" aria-labelledby={id} tabIndex={-1} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <p id={id} className="confirm__question">
        {question}
      </p>
      <div className="confirm__actions">
        <button type="button" className={`button ${danger ? 'button--danger' : 'button--primary'}`} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
