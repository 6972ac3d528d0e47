// /secure/training/start: getting started with training in the current club — the steps for
// this member (staff: team, plan a session, take attendance; players and parents: team,
// reminders, confirm attendance; others: be added to a team), which are done, what comes next,
// and the next sessions. The server works the steps out (GET club/{id}/onboarding/training).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TrainingOnboardingStep } from '../../../domain/club/training-onboarding';
import { Empty, Failure, Loading } from '../../../ui/states';
import { PREFERENCES_HEADING } from '../../profile/model/preferences';
import { useOnline } from '../data/use-online';
import { useTrainingOnboarding } from '../data/training-onboarding';
import { useTrainingScope } from '../data/training-scope';
import './training.css';

const stepText: Record<TrainingOnboardingStep, { title: MessageDescriptor; help: MessageDescriptor }> = {
  team: { title: msg`Be in a team`, help: msg`Training sessions belong to teams. Ask your club administrator to add you to a team.` },
  plan_session: { title: msg`Plan a training session`, help: msg`Add your team's first training session.` },
  take_attendance: { title: msg`Take attendance`, help: msg`During a session, mark who has shown up.` },
  training_reminders: { title: msg`Choose your training reminders`, help: msg`Decide whether you want a reminder before each training session.` },
  confirm_attendance: { title: msg`Confirm attendance`, help: msg`Tell your coach whether you are coming to a session.` },
};

export function TrainingOnboardingScreen() {
  const { t, i18n } = useLingui();
  const scope = useTrainingScope();
  const online = useOnline();
  const onboarding = useTrainingOnboarding(scope.clubId, online);
  const answer = onboarding.data;

  let body;
  if (!scope.clubId) body = <Empty>{t`Choose a club to see its training.`}</Empty>;
  else if (!online && !answer) body = <Failure message={t`You are offline. Connect to the internet and try again.`} />;
  else if (onboarding.error && !onboarding.loading && !answer) {
    body = onboarding.refused ? (
      <Failure message={t`You do not have access to this screen`} />
    ) : (
      <Failure message={t`There has been an error retrieving training`} onRetry={onboarding.reload} />
    );
  } else if (!answer) body = <Loading />;
  else {
    body = (
      <>
        <section className="card training-section" aria-labelledby="onboarding-steps">
          <h2 id="onboarding-steps">
            <Trans>Your steps</Trans>
          </h2>
          {answer.next === null ? (
            <p role="status">
              <Trans>You are all set for training.</Trans>
            </p>
          ) : null}
          <ol className="onboarding-steps">
            {answer.steps.map(({ step, done }) => (
              <li key={step} className={`onboarding-step${done ? ' onboarding-step--done' : ''}`} aria-current={answer.next === step ? 'step' : undefined}>
                <span className="list__title">{i18n._(stepText[step].title)}</span>{' '}
                <span className="list__meta">{done ? <Trans>Done</Trans> : answer.next === step ? <Trans>Next</Trans> : <Trans>To do</Trans>}</span>
                {done ? null : <span className="list__meta">{i18n._(stepText[step].help)}</span>}
                {/* Only who may manage training now: the form would refuse anyone else. */}
                {!done && step === 'plan_session' && scope.canManage ? (
                  <Link to="/secure/training/new" className="text-link">
                    <Trans>Add training session</Trans>
                  </Link>
                ) : null}
                {/* Reminders are a contact preference of one's own profile (issue 19: the step had no way to it). */}
                {!done && step === 'training_reminders' ? (
                  <Link to="/secure/profile" hash={PREFERENCES_HEADING} className="text-link">
                    <Trans>Choose reminders</Trans>
                  </Link>
                ) : null}
              </li>
            ))}
          </ol>
          {answer.teams.length ? <p className="list__meta">{t`Your teams: ${answer.teams.map((x) => x.teamName).join(', ')}`}</p> : null}
        </section>
        <section className="training-section" aria-labelledby="onboarding-next">
          <h2 id="onboarding-next">
            <Trans>Next sessions</Trans>
          </h2>
          {answer.upcoming.length === 0 ? (
            <p className="list__meta">
              <Trans>No training sessions are planned yet.</Trans>
            </p>
          ) : (
            <ul className="list">
              {answer.upcoming.map((s) => (
                <li key={s.id}>
                  <Link to="/secure/training/$trainingId" params={{ trainingId: s.id }} className="list__item">
                    <span className="list__body">
                      <span className="list__title">{s.topic ?? s.teamName}</span>
                      <span className="list__meta">
                        {s.topic ? <>{s.teamName} · </> : null}
                        <time dateTime={s.startsAt}>{i18n.date(s.startsAt, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}</time>
                        {s.location ? <> · {s.location}</> : null}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Getting started with training</Trans>
        </h1>
        <div className="training-actions">
          <Link to="/secure/training" className="button button--secondary">
            <Trans>Training</Trans>
          </Link>
        </div>
      </div>
      <div aria-live="polite" aria-busy={onboarding.loading}>
        {body}
      </div>
    </>
  );
}
