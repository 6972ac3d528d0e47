// The player's feedback (reflection) on a session, for the player or a parent of a young child
// (spec §3 Player feedback): four 1–10 ratings, what was learned, top 3 takeaways, what went
// well, what could affect the session, plan for the week, coach rating, objective met. Saved
// on the device and sent by the queue; a coach sees it read-only.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { trainingFeedbackSchema } from '../../../domain/training/feedback-schema';
import { Loading } from '../../../ui/states';
import { useFocusInvalid } from '../../../ui/use-focus-invalid';
import { TextField } from '../../../ui/text-field';
import { saveFeedback, useFeedback } from '../data/feedback';
import { useTraining } from '../data/training-detail';
import { useTrainingScope } from '../data/training-scope';
import { useOnline } from '../data/use-online';
import { takeawayBoxErrors, toFeedbackInput, toFormValues, type FeedbackFormValues } from '../model/feedback-form';
import { trainingText } from '../model/training-text';
import { RatingField } from './rating-field';
import './training.css';

const schemaResolver = valibotResolver(trainingFeedbackSchema);
/**
 * Validates what the call will carry (empty answers null, empty takeaways dropped). The call's
 * takeaways skip empty boxes, so an error at its n-th takeaway is moved back to the box it came
 * from: otherwise it would be marked on the wrong box, or on none.
 */
const resolver: Resolver<FeedbackFormValues> = async (values, context, options) => {
  const result = await schemaResolver(toFeedbackInput(values) as never, context, options as never);
  const errors: Record<string, unknown> = { ...result.errors };
  if (Array.isArray(errors.takeaways)) errors.takeaways = takeawayBoxErrors(values.takeaways, errors.takeaways);
  return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
};

export function FeedbackFormScreen({ trainingId, playerId }: { trainingId: string; playerId: string }) {
  const scope = useTrainingScope();
  const online = useOnline();
  const data = useTraining(trainingId, scope.clubId, scope.viewer === 'coach', online);
  const existing = useFeedback(scope.clubId, trainingId, playerId, online);
  if (data === undefined || existing === undefined) return <Loading />;
  if (!data.session) return <Loading />;
  return <FeedbackForm session={data.session} playerId={playerId} existing={existing} readOnly={scope.viewer === 'coach'} by={scope.userId} online={online} />;
}

function FeedbackForm({ session, playerId, existing, readOnly, by, online }: { session: { id: string; clubId: string; topic: string | null; teamName: string }; playerId: string; existing: Parameters<typeof toFormValues>[0]; readOnly: boolean; by: string | null; online: boolean }) {
  const { t, i18n } = useLingui();
  // 'queued': saved on the device with no network; it is sent when there is one.
  const [status, setStatus] = useState<'idle' | 'saved' | 'queued' | 'failed'>('idle');
  const { register, handleSubmit, formState: { errors, submitCount } } = useForm<FeedbackFormValues>({ resolver, defaultValues: toFormValues(existing), shouldFocusError: false });
  const hasErrors = Object.keys(errors).length > 0;
  const formRef = useFocusInvalid(submitCount, hasErrors);
  const err = (m?: string) => trainingText(i18n, m);
  const num = { valueAsNumber: true } as const;
  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await saveFeedback(session, playerId, toFeedbackInput(values), by);
      setStatus(online ? 'saved' : 'queued');
    } catch {
      setStatus('failed');
    }
  });
  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Player feedback</Trans>
        </h1>
        <Link to="/secure/training/$trainingId" params={{ trainingId: session.id }} className="text-link">
          <Trans>Back to the session</Trans>
        </Link>
      </div>
      <p>{session.topic ?? session.teamName}</p>
      <form ref={formRef} className="form training-form" noValidate onSubmit={onSubmit}>
        <fieldset disabled={readOnly} className="form">
          {hasErrors ? (
            <div tabIndex={-1} className="alert alert--error" role="alert">
              <Trans>Please check the answers marked below.</Trans>
            </div>
          ) : null}
          <RatingField label={t`Session rating (1–10)`} error={err(errors.sessionRating?.message)} registration={register('sessionRating', num)} />
          <RatingField label={t`Enjoyment (1–10)`} error={err(errors.enjoyment?.message)} registration={register('enjoyment', num)} />
          <RatingField label={t`Wish to repeat (1–10)`} error={err(errors.wishToRepeat?.message)} registration={register('wishToRepeat', num)} />
          <RatingField label={t`Confidence (1–10)`} error={err(errors.confidence?.message)} registration={register('confidence', num)} />
          <Area label={t`What did you learn?`} registration={register('learned')} error={err(errors.learned?.message)} />
          <fieldset className="form">
            <legend className="field__label">{t`Top 3 takeaways`}</legend>
            <TextField label={t`Takeaway 1`} error={err(errors.takeaways?.[0]?.message)} {...register('takeaways.0')} />
            <TextField label={t`Takeaway 2`} error={err(errors.takeaways?.[1]?.message)} {...register('takeaways.1')} />
            <TextField label={t`Takeaway 3`} error={err(errors.takeaways?.[2]?.message ?? errors.takeaways?.message)} {...register('takeaways.2')} />
          </fieldset>
          <Area label={t`What went well?`} registration={register('wentWell')} error={err(errors.wentWell?.message)} />
          <Area label={t`What could affect the session?`} registration={register('couldAffect')} error={err(errors.couldAffect?.message)} />
          <Area label={t`Plan for the week`} registration={register('weekPlan')} error={err(errors.weekPlan?.message)} />
          <RatingField label={t`Coach rating (1–10)`} error={err(errors.coachRating?.message)} registration={register('coachRating', num)} />
          <div className="field">
            <label className="field__label" htmlFor="objective-met">{t`Objective met?`}</label>
            <select id="objective-met" className="field__input" {...register('objectiveMet')}>
              <option value="">{t`Not answered`}</option>
              <option value="yes">{t`Yes`}</option>
              <option value="no">{t`No`}</option>
            </select>
          </div>
          {!readOnly ? (
            <button type="submit" className="button button--primary">
              <Trans>Save feedback</Trans>
            </button>
          ) : null}
        </fieldset>
        {status === 'saved' ? <p role="status" className="alert alert--ok">{t`Feedback saved.`}</p> : null}
        {status === 'queued' ? <p role="status" className="alert alert--ok">{t`Feedback saved. It will be sent when there is a connection.`}</p> : null}
        {status === 'failed' ? <p role="alert" className="alert alert--error">{t`There has been a problem updating this player`}</p> : null}
      </form>
    </>
  );
}

function Area({ label, registration, error }: { label: string; registration: ReturnType<ReturnType<typeof useForm<FeedbackFormValues>>['register']>; error?: string }) {
  const id = `fb-${registration.name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} />
      {error ? <span className="field__error" id={`${id}-error`}>{error}</span> : null}
    </div>
  );
}
