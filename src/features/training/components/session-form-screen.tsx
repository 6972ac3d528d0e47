// /secure/training/new: add a training session with every field of spec §3, repeating every 7,
// 14, 21 or 28 days until a date (the series). Validated by the create call's own schema; the
// messages are the spec's, in the user's language, and nothing typed is lost on a refusal.
// With copyOf, the form opens filled in from that session (copy): when only the date and times
// change, the copy call is used (the server copies the drills too); otherwise it is a new session.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { createTrainingSchema } from '../../../domain/training/create-schema';
import { copyTraining, createTraining } from '../data/session-edit';
import { useTraining, type TrainingView } from '../data/training-detail';
import { useTrainingScope } from '../data/training-scope';
import { useOnline } from '../data/use-online';
import { Loading } from '../../../ui/states';
import { toIso } from '../../../domain/session/local-date-time';
import { copyForm, emptySessionForm, onlyTimesChanged, toCreateInput, type SessionFormValues } from '../model/session-form';
import { trainingText } from '../model/training-text';
import './training.css';
import { SessionFormFields } from './session-form-fields';
import { useTeamCoaches } from '../data/team-coaches';
import { NoPermission } from '../../access/components/permission-gate';

const schemaResolver = valibotResolver(createTrainingSchema);
/** Errors of the call's fields, shown at the inputs that make them (startsAt: the date). */
const FIELD_OF: Record<string, keyof SessionFormValues> = { startsAt: 'date', endsAt: 'endTime' };
const resolver: Resolver<SessionFormValues> = async (values, context, options) => {
  const result = await schemaResolver(toCreateInput(values) as never, context, options as never);
  const errors: Record<string, unknown> = {};
  for (const [k, e] of Object.entries(result.errors)) errors[FIELD_OF[k] ?? k] = e;
  return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
};

export function SessionFormScreen({ copyOf }: { copyOf?: string }) {
  // Only who may manage training in the club now (issue 19): the server would refuse the session.
  const mayAdd = useTrainingScope().canManage;
  if (!mayAdd) return <NoPermission />;
  if (copyOf) return <CopyForm copyOf={copyOf} />;
  return <SessionForm />;
}

function CopyForm({ copyOf }: { copyOf: string }) {
  const scope = useTrainingScope();
  const online = useOnline();
  const data = useTraining(copyOf, scope.clubId, true, online);
  if (data === undefined) return <Loading />;
  // A session this device does not hold: the plain add form.
  return data.session ? <SessionForm source={data.session} /> : <SessionForm />;
}

function SessionForm({ source }: { source?: TrainingView }) {
  const { t, i18n } = useLingui();
  const scope = useTrainingScope();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [start] = useState<SessionFormValues>(() => (source ? copyForm({ ...source, sport: source.sport ?? null }) : emptySessionForm(scope.teamId ?? scope.teams[0]?.id ?? '')));
  const { register, handleSubmit, watch, formState: { errors } } = useForm<SessionFormValues>({ resolver, defaultValues: start });
  const online = useOnline();
  const coaches = useTeamCoaches(scope.clubId, watch('teamId'), online);
  const err = (m?: string) => trainingText(i18n, m);
  const repeats = watch('repeatEvery') !== '0';
  const onSubmit = handleSubmit(async (values) => {
    if (!scope.clubId) return;
    setFailed(false);
    try {
      const team = scope.teams.find((x) => x.id === values.teamId)?.name ?? '';
      const id =
        source && onlyTimesChanged(values, start)
          ? await copyTraining(source, toIso(values.date, values.startTime), toIso(values.date, values.endTime))
          : await createTraining(scope.clubId, team, toCreateInput(values));
      await navigate({ to: '/secure/training/$trainingId', params: { trainingId: id } });
    } catch {
      setFailed(true);
    }
  });
  return (
    <>
      <div className="page-head">
        <h1>
          {source ? <Trans>Copy training session</Trans> : <Trans>Add training session</Trans>}
        </h1>
      </div>
      <form className="form training-form" noValidate onSubmit={onSubmit}>
        {Object.keys(errors).length ? (
          <div className="alert alert--error" role="alert">
            {err(Object.values(errors)[0]?.message as string | undefined)}
          </div>
        ) : null}
        <SessionFormFields register={register} errors={errors} teams={scope.teams} showRepeat={!source} repeats={repeats} coaches={coaches} coachId={watch('coachId')} />
        {failed ? <p className="alert alert--error" role="alert">{source ? t`There has been a problem copying the training session` : t`There has been a problem creating a Training`}</p> : null}
        <button type="submit" className="button button--primary">
          <Trans>Save training session</Trans>
        </button>
      </form>
    </>
  );
}
