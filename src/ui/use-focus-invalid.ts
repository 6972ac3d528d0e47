// After a refused submit, focus moves to the first field marked invalid (aria-invalid, in the
// order the form shows them), so keyboard and screen-reader users land on what to fix and hear
// its message (tied by aria-describedby). Read from the DOM rather than from react-hook-form's
// error list: forms map a call's errors onto other inputs (kickoffAt -> date, takeaways -> one
// box), and only the page knows which input shows each. A refusal marked on no field focuses
// the form's alert instead, so it is never silent. Use with useForm({ shouldFocusError: false }).
import { useEffect, useRef } from 'react';

export function useFocusInvalid<T extends HTMLElement = HTMLFormElement>(submitCount: number, hasErrors: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!submitCount || !hasErrors) return;
    const root = ref.current;
    const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root?.querySelector<HTMLElement>('[role="alert"][tabindex]');
    target?.focus();
    // Only on a new submit: correcting a field must not pull the focus back to another.
  }, [submitCount]); // eslint-disable-line react-hooks/exhaustive-deps
  return ref;
}
