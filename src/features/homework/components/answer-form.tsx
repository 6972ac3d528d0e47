// The player's (or parent's) answer to a challenge: a video or picture recorded on the phone or
// picked from it (when the challenge is marked by upload), the minutes practised and their
// thoughts. Saved on the device and queued, the file first.
import { useLingui } from '@lingui/react/macro';
import type { Homework as HomeworkRow } from '../../../domain/homework/homework-schema';
import { needsFile } from '../../../domain/homework/states';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { answerChallenge } from '../data/homework';
import { checkAnswer } from '../model/challenge-forms';
import { challengeMessage } from '../model/challenge-text';

export function AnswerForm({ row, playerId, onSaved }: { row: HomeworkRow; playerId: string; onSaved: () => void }) {
  const { t } = useLingui();
  const entry = row.entries.find((e) => e.playerId === playerId)!;
  const hasFile = entry.answerMime !== null;
  const { id, formRef, values, set, errors, busy, submit, field, error, say } = useCheckedForm({
    initial: { file: null as File | null, minutes: entry.minutes ? String(entry.minutes) : '', thoughts: entry.thoughts ?? '' },
    check: (v) => checkAnswer(v, row.marking, hasFile),
    message: challengeMessage,
    onSubmit: async (a) => {
      await answerChallenge(row, playerId, a);
      onSaved();
    },
  });
  const accept = row.marking === 'picture' ? 'image/png,image/jpeg' : row.marking === 'video' ? 'video/*' : 'video/*,image/png,image/jpeg';
  return (
    <form ref={formRef} className="card" onSubmit={submit} noValidate aria-label={t`Your answer`}>
      <h2>{t`Your answer`}</h2>
      {needsFile(row.marking) ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>{row.marking === 'picture' ? t`Your picture` : t`Your video`}</label>
          <input id={`${id}-file`} className="field__input" type="file" accept={accept} capture="environment" onChange={(e) => set({ file: e.target.files?.[0] ?? null })} {...field('file')} />
          {hasFile && !values.file ? <span className="card__meta">{t`Already uploaded; choose another file to replace it.`}</span> : null}
          {error('file')}
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-minutes`}>{t`Minutes practised`}</label>
        <input id={`${id}-minutes`} className="field__input" inputMode="numeric" value={values.minutes} onChange={(e) => set({ minutes: e.target.value })} {...field('minutes')} />
        {error('minutes')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-thoughts`}>{t`Your thoughts`}</label>
        <textarea id={`${id}-thoughts`} className="field__input" rows={3} value={values.thoughts} onChange={(e) => set({ thoughts: e.target.value })} {...field('thoughts')} />
        {error('thoughts')}
      </div>
      {errors.form ? (
        <p className="field__error" role="alert">
          {say('form')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t`Send my answer`}
      </button>
    </form>
  );
}
