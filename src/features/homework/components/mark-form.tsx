// The coach's mark for one player's answer: a rating from 1 to 5, a grade and feedback.
import { useLingui } from '@lingui/react/macro';
import type { Homework as HomeworkRow } from '../../../domain/homework/homework-schema';
import { HOMEWORK_GRADES } from '../../../domain/homework/states';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { markChallenge } from '../data/homework';
import { checkMark } from '../model/challenge-forms';
import { challengeMessage } from '../model/challenge-text';

export function MarkForm({ row, playerId, by, onSaved }: { row: HomeworkRow; playerId: string; by: string; onSaved: () => void }) {
  const { t } = useLingui();
  const name = row.entries.find((e) => e.playerId === playerId)?.playerName ?? '';
  const { id, formRef, values, set, errors, busy, submit, field, error, say } = useCheckedForm({
    initial: { rating: '', grade: '', feedback: '' },
    check: checkMark,
    message: challengeMessage,
    onSubmit: async (mark) => {
      await markChallenge(row, playerId, by, mark);
      onSaved();
    },
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`Mark ${name}'s answer`}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-rating`}>{t`Rating (1 to 5)`}</label>
        <select id={`${id}-rating`} className="field__input" value={values.rating} onChange={(e) => set({ rating: e.target.value })} {...field('rating')}>
          <option value="">{t`Choose a rating`}</option>
          {[1, 2, 3, 4, 5].map((r) => (
            <option key={r} value={String(r)}>
              {r}
            </option>
          ))}
        </select>
        {error('rating')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-grade`}>{t`Grade`}</label>
        <select id={`${id}-grade`} className="field__input" value={values.grade} onChange={(e) => set({ grade: e.target.value })} {...field('grade')}>
          <option value="">{t`Choose a grade`}</option>
          {HOMEWORK_GRADES.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
        {error('grade')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-feedback`}>{t`Feedback`}</label>
        <textarea id={`${id}-feedback`} className="field__input" rows={3} value={values.feedback} onChange={(e) => set({ feedback: e.target.value })} {...field('feedback')} />
        {error('feedback')}
      </div>
      {errors.form ? (
        <p className="field__error" role="alert">
          {say('form')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t`Save the mark`}
      </button>
    </form>
  );
}
