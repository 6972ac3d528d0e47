// "Coming to training?" for the player the dashboard is about (the player, or a parent's
// selected child). The pressed button follows the local row, so it changes when the answer is
// on disk; the sync indicator tells whether it has reached the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TrainingSummary } from '../../../domain/training/types';
import { useAnswerWords } from '../../../ui/answer-words';
import './attendance-answer.css';
import { answerTraining, useTrainingAttendance, type AttendanceStatus } from '../data/training-attendance';

export function AttendanceAnswer({ session, playerId }: { session: TrainingSummary; playerId: string }) {
  const { t } = useLingui();
  // The player's (or parent's) own answer: first person ("Voy").
  const own = useAnswerWords().own;
  const current = useTrainingAttendance(session.id, playerId);
  const [failed, setFailed] = useState(false);
  const answer = (status: AttendanceStatus) => {
    setFailed(false);
    answerTraining(session, playerId, status, current).catch(() => setFailed(true));
  };
  const choice = (status: AttendanceStatus, label: string) => (
    <button
      type="button"
      className={`button button--small ${current?.status === status ? 'button--primary' : 'button--secondary'}`}
      aria-pressed={current?.status === status}
      disabled={current === undefined}
      onClick={() => answer(status)}
    >
      {label}
    </button>
  );
  return (
    <div className="attendance-answer" role="group" aria-labelledby={`attendance-${session.id}`}>
      <p className="card__meta" id={`attendance-${session.id}`}>
        <Trans>Coming to this session?</Trans>
      </p>
      <div className="attendance-answer__choices">
        {choice('coming', own.coming)}
        {choice('not_coming', own.not_coming)}
      </div>
      {failed && <p role="alert">{t`There has been a problem updating the attendance`}</p>}
    </div>
  );
}
