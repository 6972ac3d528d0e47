// Step 2: accept the terms of use.
import { Trans, useLingui } from '@lingui/react/macro';
import { LegalLinks } from '../../../ui/legal-links';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { messageText } from '../model/message-text';
import { termsStepSchema } from '../model/step-schemas';
import type { StepProps } from './step-props';

export function TermsStep({ draft, advance }: StepProps) {
  const { i18n } = useLingui();
  const [accepted, setAccepted] = useState(draft.termsAccepted);
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const box = useRef<HTMLInputElement>(null);
  // Each refusal moves focus to the box, so its message (tied by aria-describedby) is heard.
  useEffect(() => {
    if (refusals) box.current?.focus();
  }, [refusals]);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const result = v.safeParse(termsStepSchema, { termsAccepted: accepted });
    if (!result.success) {
      setRefusals((n) => n + 1);
      return setError(result.issues[0].message);
    }
    void advance({ termsAccepted: true });
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <p>
        <Trans>Touchline keeps your club's information safe and only shares it with the members of your club. By continuing you agree to the terms of use, the privacy policy and the community rules.</Trans>
      </p>
      <LegalLinks />
      <label className="registration__check">
        <input ref={box} type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'terms-error' : undefined} />
        <Trans>I accept the terms of use</Trans>
      </label>
      {error ? (
        <span className="field__error" id="terms-error" role="alert">
          {i18n._(messageText(error)!)}
        </span>
      ) : null}
      <button type="submit" className="button button--primary button--block">
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}
