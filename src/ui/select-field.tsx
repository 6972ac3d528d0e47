// A labelled select wired like TextField (aria-invalid, error linked by aria-describedby).
// Takes react-hook-form's register() props, including the ref.
import { useId, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** [value, visible label] pairs. */
  options: [string, string][];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, options, error, id, ref, ...select }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select ref={ref} id={selectId} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...select}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
