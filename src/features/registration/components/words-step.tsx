// Step 7: pick five characteristic words (spec §5 "choose five describing words"), queued as the
// onboarding 'words' step.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { CHARACTERISTIC_WORDS } from '../../../domain/characteristics';
import { wordText } from '../model/word-text';
import { queueOnboardingStep } from '../data/registration-calls';
import { messageText } from '../model/message-text';
import { WORDS_NEEDED, wordsStepSchema } from '../model/step-schemas';
import type { StepProps } from './step-props';

export function WordsStep({ draft, advance }: StepProps) {
  const { t, i18n } = useLingui();
  const [words, setWords] = useState<string[]>(draft.words);
  const [error, setError] = useState<string | null>(null);
  const count = words.length;

  function toggle(word: string, on: boolean) {
    setError(null);
    setWords((w) => (on ? [...w, word] : w.filter((x) => x !== word)));
  }
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const result = v.safeParse(wordsStepSchema, words);
    if (!result.success) return setError(result.issues[0].message);
    await queueOnboardingStep(draft, { step: 'words', words: result.output });
    await advance({ words: result.output });
  }
  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="registration__choices registration__words" aria-describedby="words-count words-error">
        <legend className="visually-hidden">{t`Choose five words that describe you`}</legend>
        <p id="words-count" aria-live="polite">
          {t`${count} of ${WORDS_NEEDED} chosen`}
        </p>
        {CHARACTERISTIC_WORDS.map((word) => (
          <label key={word} className="registration__check">
            <input type="checkbox" checked={words.includes(word)} disabled={!words.includes(word) && count >= WORDS_NEEDED} onChange={(e) => toggle(word, e.target.checked)} />
            {i18n._(wordText[word])}
          </label>
        ))}
      </fieldset>
      {error ? (
        <span className="field__error" id="words-error" role="alert">
          {i18n._(messageText(error)!)}
        </span>
      ) : null}
      <button type="submit" className="button button--primary button--block">
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}
