// A form checked by a pure model function (`check` → the body to send, or field errors keyed like
// the inputs): refused input stays as typed, each message shows at its field (tied by
// aria-describedby), the first marked field takes focus so a screen reader hears it, and a
// failed send shows its message on the form. The practice and biometric forms share this.
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

export type Checked<B> = { ok: true; body: B } | { ok: false; errors: Record<string, string> };

interface Options<V, B> {
  initial: V;
  check: (values: V) => Checked<B>;
  /** The app's words for an error the model or the server gave (in English). */
  message: (english: string) => MessageDescriptor | string;
  onSubmit: (body: B) => Promise<void>;
}

export function useCheckedForm<V, B>({ initial, check, message, onSubmit }: Options<V, B>) {
  const { i18n } = useLingui();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const say = (name: string): string | null => {
    const text = errors[name];
    if (!text) return null;
    const m = message(text);
    return typeof m === 'string' ? m : i18n._(m);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // After the render that marks the fields.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(checked.body);
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  /** The attributes that mark an input invalid and tie it to its message. */
  const field = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined });
  /** The message shown under an input, if any. */
  const error = (name: string): ReactNode => {
    const text = say(name);
    return text ? <span className="field__error" id={`${id}-${name}-error`}>{text}</span> : null;
  };
  const set = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));

  return { id, formRef, values, setValues, set, errors, busy, submit, field, error, say };
}
