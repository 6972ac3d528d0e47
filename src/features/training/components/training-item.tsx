// One session in the list, as a card or a list row; links to its detail.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TrainingSummary } from '../../../domain/training/types';
import type { MyAnswer } from '../data/my-answers';
import { StatusText } from './status-text';

export interface TrainingItemProps {
  session: TrainingSummary;
  view: 'card' | 'list';
  /** The viewer's answer and check-in, for players and parents. */
  answer?: MyAnswer;
  showAnswer: boolean;
}

export function TrainingItem({ session, view, answer, showAnswer }: TrainingItemProps) {
  const { i18n } = useLingui();
  const day = i18n.date(session.startsAt, { weekday: 'short', day: 'numeric', month: 'short' });
  const time = (iso: string) => i18n.date(iso, { hour: '2-digit', minute: '2-digit' });
  const title = session.topic ?? session.teamName;
  const meta = (
    <>
      <time dateTime={session.startsAt}>{day}</time>, {time(session.startsAt)}–{time(session.endsAt)}
      {session.location ? <> · {session.location}</> : null}
    </>
  );
  const words = showAnswer ? answerWords(session, answer) : null;
  const answerText = words ? <span className="list__meta">{words}</span> : null;
  if (view === 'list') {
    return (
      <Link to="/secure/training/$trainingId" params={{ trainingId: session.id }} className="list__item">
        <span className="list__body">
          <span className="list__title">{title}</span>
          <span className="list__meta">
            {session.topic ? <>{session.teamName} · </> : null}
            {meta}
          </span>
          <span className="list__meta">
            <StatusText status={session.status} active={session.active} />
          </span>
          {answerText}
        </span>
      </Link>
    );
  }
  return (
    <article className="card card__accent">
      <p className="card__eyebrow">
        {session.teamName} · <StatusText status={session.status} active={session.active} />
      </p>
      <h2 className="card__title">
        <Link to="/secure/training/$trainingId" params={{ trainingId: session.id }} className="text-link">
          {title}
        </Link>
      </h2>
      <p className="card__meta">{meta}</p>
      {session.coreSkill || session.intensity ? (
        <p className="card__meta">
          {session.coreSkill}
          {session.coreSkill && session.intensity ? ' · ' : null}
          {session.intensity ? <IntensityText intensity={session.intensity} /> : null}
        </p>
      ) : null}
      {answerText}
    </article>
  );
}

/** What the viewer said, or for a session that is over, whether they were there (no answer is asked any more). */
function answerWords(session: TrainingSummary, answer: MyAnswer | undefined) {
  if (session.status === 'ended') return answer?.attended ? <Trans>You attended</Trans> : answer?.missed ? <Trans>You did not attend</Trans> : null;
  if (answer?.attended) return <Trans>You are checked in</Trans>;
  return answer?.status === 'coming' ? <Trans>You are coming</Trans> : answer?.status === 'not_coming' ? <Trans>You are not coming</Trans> : <Trans>Not answered yet</Trans>;
}

export function IntensityText({ intensity }: { intensity: 'light' | 'standard' | 'hard' }) {
  return intensity === 'light' ? <Trans>Light</Trans> : intensity === 'hard' ? <Trans>Hard</Trans> : <Trans>Standard</Trans>;
}
