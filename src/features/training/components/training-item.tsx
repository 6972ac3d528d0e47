// One session in the list, as a card or a list row; links to its detail.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AttendanceStatus } from '../../../domain/training/attendance-schema';
import type { TrainingSummary } from '../../../domain/training/types';
import { StatusText } from './status-text';

export interface TrainingItemProps {
  session: TrainingSummary;
  view: 'card' | 'list';
  /** The viewer's answer, for players and parents. */
  answer?: AttendanceStatus | null;
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
  const answerText = showAnswer ? (
    <span className="list__meta">{answer === 'coming' ? <Trans>You are coming</Trans> : answer === 'not_coming' ? <Trans>You are not coming</Trans> : <Trans>Not answered yet</Trans>}</span>
  ) : null;
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

export function IntensityText({ intensity }: { intensity: 'light' | 'standard' | 'hard' }) {
  return intensity === 'light' ? <Trans>Light</Trans> : intensity === 'hard' ? <Trans>Hard</Trans> : <Trans>Standard</Trans>;
}
