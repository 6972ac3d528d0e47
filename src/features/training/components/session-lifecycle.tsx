// Start, end and cancel (spec §4): start and end are each confirmed by a question; start needs
// the session information (spec §5); cancel asks for a reason and, optionally, a new date and
// time for the replacement (session-cancel.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { missingForStart, type StartMissing } from '../../../domain/training/start-rules';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { endTraining, startTraining } from '../data/lifecycle';
import type { TrainingView } from '../data/training-detail';
import { SessionCancel } from './session-cancel';

type Asking = null | 'start' | 'end' | 'cancel';

/** `onFix`: open the details form with the fields a start still needs marked (issue 19: the message named nothing). */
export function SessionLifecycle({ session, onFix }: { session: TrainingView; onFix?: (missing: StartMissing[]) => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<Asking>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [missing, setMissing] = useState<StartMissing[]>([]);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const fail = () => setMessage(t`There has been a problem starting the game`);
  const run = (p: Promise<void>) => {
    setAsking(null);
    p.catch(fail);
  };
  const askStart = () => {
    const needs = missingForStart(session);
    setMissing(needs);
    if (needs.length) {
      setMessage(t`Please complete the training session information`);
      return;
    }
    setMessage(null);
    setAsking('start');
  };
  const needed = missing.map((f) => (f === 'location' ? t`the location` : t`the core skill`)).join(t` and `);
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
        <div className="alert alert--error" role="alert">
          <p>{message}</p>
          {missing.length ? <p>{t`Still needed: ${needed}.`}</p> : null}
          {missing.length && onFix ? (
            <button type="button" className="button button--secondary" onClick={() => onFix(missing)}>
              <Trans>Add the missing details</Trans>
            </button>
          ) : null}
        </div>
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
