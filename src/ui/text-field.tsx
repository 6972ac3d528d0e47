// A labelled input wired for accessibility: the error is linked with aria-describedby and
// flagged with aria-invalid. Takes react-hook-form's register() props (including the ref).
import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string;
  /** Set when the error is shown elsewhere (a form-level alert) but describes this field. */
  describedBy?: string;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, describedBy, invalid, id, ref, ...input }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describers = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      <input ref={ref} id={inputId} className="field__input" aria-invalid={invalid || Boolean(error) || undefined} aria-describedby={describers} {...input} />
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
