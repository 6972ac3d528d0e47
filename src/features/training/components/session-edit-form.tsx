// Edit a session on its detail screen (staff): every training-session field of spec §3, checked
// by the edit call's own schema (domain/training/update-schema) with the same messages as add
// ('Please enter a training session date/time in the future' when a moved start is in the past),
// saved as one local write through the outbox (PUT training/{clubId}/{trainingId}). Nothing typed
// is lost on a refusal. The repeat of a series is set when it is made; this edits one session.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { isFuture } from '../../../domain/session/fields';
import { trainingMessages as m } from '../../../domain/training/messages';
import { START_FIELD_MESSAGES, type StartMissing } from '../../../domain/training/start-rules';
import { startMoved, updateTrainingSchema } from '../../../domain/training/update-schema';
import { editTraining } from '../data/session-edit';
import type { TrainingView } from '../data/training-detail';
import type { TeamOption } from '../data/training-scope';
import { editForm, toEditInput, type SessionFormValues } from '../model/session-form';
import { trainingText } from '../model/training-text';
import { SessionFormFields } from './session-form-fields';
import { useTeamCoaches } from '../data/team-coaches';
import { useOnline } from '../data/use-online';

const schemaResolver = valibotResolver(updateTrainingSchema);
const FIELD_OF: Record<string, keyof SessionFormValues> = { startsAt: 'date', endsAt: 'endTime' };

/** The schema's rules, plus "in the future" for a start that moved (as the server checks it). */
const resolverFor =
  (originalStart: string, original: SessionFormValues): Resolver<SessionFormValues> =>
  async (values, context, options) => {
    const input = toEditInput(values, original);
    const result = await schemaResolver(input as never, context, options as never);
    const errors: Record<string, unknown> = {};
    for (const [k, e] of Object.entries(result.errors)) errors[FIELD_OF[k] ?? k] = e;
    if (!errors.date && input.startsAt && startMoved(originalStart, input.startsAt) && !isFuture(input.startsAt)) errors.date = { type: 'future', message: m.dateInFuture };
    // Only the end changed: it must still be after the (unchanged) start.
    if (!errors.endTime && input.endsAt && !input.startsAt && new Date(input.endsAt) <= new Date(originalStart)) errors.endTime = { type: 'order', message: m.endBeforeStart };
    return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
  };

export function SessionEditForm({ session, teams, missing = [], onDone }: { session: TrainingView; teams: TeamOption[]; missing?: readonly StartMissing[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  const [start] = useState(() => editForm({ ...session, sport: session.sport ?? null }));
  const [resolver] = useState(() => resolverFor(session.startsAt, start));
  const options = teams.some((x) => x.id === session.teamId) ? teams : [{ id: session.teamId, name: session.teamName }, ...teams];
  const { register, handleSubmit, watch, setError, setFocus, formState: { errors } } = useForm<SessionFormValues>({ resolver, defaultValues: start });
  // What a start still needs, marked at its field with the first focused (once, on opening).
  useEffect(() => {
    for (const f of missing) setError(f, { message: START_FIELD_MESSAGES[f] });
    if (missing[0]) setFocus(missing[0]);
    // Only on opening: the marks go as the form is checked again on submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const online = useOnline();
  const coaches = useTeamCoaches(session.clubId, watch('teamId'), online);
  const err = (message?: string) => trainingText(i18n, message);
  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      const team = options.find((x) => x.id === values.teamId)?.name ?? session.teamName;
      await editTraining(session, team, toEditInput(values, start));
      onDone();
    } catch {
      setFailed(true);
    }
  });
  return (
    <form className="form training-form" noValidate onSubmit={onSubmit} aria-label={t`Edit training session`}>
      {Object.keys(errors).length ? (
        <div className="alert alert--error" role="alert">
          {err(Object.values(errors)[0]?.message as string | undefined)}
        </div>
      ) : null}
      {session.seriesId && session.repeatEvery ? (
        <p className="list__meta">
          <Trans>This session is part of a series repeating every {session.repeatEvery} days; changes here apply to this session only.</Trans>
        </p>
      ) : null}
      <SessionFormFields register={register} errors={errors} teams={options} showRepeat={false} repeats={false} coaches={coaches} coachId={watch('coachId')} />
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t`There has been a problem updating the training session`}
        </p>
      ) : null}
      <div className="training-actions">
        <button type="submit" className="button button--primary">
          <Trans>Save changes</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
