// Start, end and cancel (spec §4): start and end are each confirmed by a question; start needs
// the session information (spec §5); cancel asks for a reason and, optionally, a new date and
// time for the replacement (session-cancel.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { missingForStart } from '../../../domain/training/start-rules';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { endTraining, startTraining } from '../data/lifecycle';
import type { TrainingView } from '../data/training-detail';
import { SessionCancel } from './session-cancel';

type Asking = null | 'start' | 'end' | 'cancel';

export function SessionLifecycle({ session }: { session: TrainingView }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<Asking>(null);
  const [message, setMessage] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const fail = () => setMessage(t`There has been a problem starting the game`);
  const run = (p: Promise<void>) => {
    setAsking(null);
    p.catch(fail);
  };
  const askStart = () => {
    const missing = missingForStart(session);
    if (missing.length) {
      setMessage(t`Please complete the training session information`);
      return;
    }
    setMessage(null);
    setAsking('start');
  };
  const open = session.status === 'setup' || session.status === 'in_progress';
  // Keep it and Escape give the focus back to the button that opened the form.
  const closeCancel = () => {
    setAsking(null);
    cancelButton.current?.focus();
  };
  return (
    <section className="training-section" aria-label={t`Session`}>
      <div className="training-actions">
        {session.status === 'setup' ? (
          <button type="button" className="button button--primary" onClick={askStart}>
            <Trans>Start session</Trans>
          </button>
        ) : null}
        {session.status === 'in_progress' ? (
          <button type="button" className="button button--primary" onClick={() => setAsking('end')}>
            <Trans>End session</Trans>
          </button>
        ) : null}
        {open ? (
          <button ref={cancelButton} type="button" className="button button--secondary" aria-expanded={asking === 'cancel'} onClick={() => setAsking('cancel')}>
            <Trans>Cancel session</Trans>
          </button>
        ) : null}
      </div>
      {message ? (
        <p className="alert alert--error" role="alert">
          {message}
        </p>
      ) : null}
      {asking === 'start' ? (
        <ConfirmQuestion question={t`Start the training session now?`} confirmLabel={t`Yes, start`} cancelLabel={t`No`} onConfirm={() => run(startTraining(session))} onCancel={() => setAsking(null)} />
      ) : null}
      {asking === 'end' ? (
        <ConfirmQuestion question={t`End the training session now?`} confirmLabel={t`Yes, end`} cancelLabel={t`No`} onConfirm={() => run(endTraining(session))} onCancel={() => setAsking(null)} />
      ) : null}
      {/* Once cancelled (this device's write, or a pull), the form goes away with the button. */}
      {asking === 'cancel' && open ? <SessionCancel session={session} onClose={closeCancel} onDone={() => setAsking(null)} /> : null}
    </section>
  );
}
