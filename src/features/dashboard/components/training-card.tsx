import './event-card.css';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TrainingSummary } from '../../../domain/training/types';
import { AttendanceAnswer } from './attendance-answer';

/** `playerId`: the player the dashboard is about, who can answer whether they are coming. */
export function TrainingCard({ session, playerId }: { session: TrainingSummary; playerId?: string }) {
  const { i18n } = useLingui();
  const day = i18n.date(session.startsAt, { weekday: 'long', day: 'numeric', month: 'long' });
  const time = (iso: string) => i18n.date(iso, { hour: '2-digit', minute: '2-digit' });
  return (
    <>
      <h2 className="card__title">
        {/* The whole card opens the session; the attendance buttons stay above the link's area. */}
        <Link to="/secure/training/$trainingId" params={{ trainingId: session.id }} className="event-card__link">
          {session.topic ?? session.teamName}
        </Link>
      </h2>
      <p className="card__meta">
        <time dateTime={session.startsAt}>{day}</time>, {time(session.startsAt)}–{time(session.endsAt)}
      </p>
      <p className="card__meta">
        {session.topic ? session.teamName : null}
        {session.topic && session.location ? ' · ' : null}
        {session.location}
      </p>
      {playerId && session.status === 'setup' ? <AttendanceAnswer session={session} playerId={playerId} /> : null}
    </>
  );
}
