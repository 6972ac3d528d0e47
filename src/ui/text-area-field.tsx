// A labelled multi-line input wired like TextField. Takes react-hook-form's register() props.
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, id, ref, ...area }: TextAreaFieldProps) {
  const auto = useId();
  const areaId = id ?? auto;
  const errorId = error ? `${areaId}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={areaId}>
        {label}
      </label>
      <textarea ref={ref} id={areaId} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...area} />
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
