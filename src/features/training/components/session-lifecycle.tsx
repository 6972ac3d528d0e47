// Start, end and cancel (spec §4): start and end are each confirmed by a question; start needs
// the session information (spec §5); cancel asks for a reason.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CANCEL_REASONS, type CancelReason } from '../../../domain/session/fields';
import { missingForStart } from '../../../domain/training/start-rules';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { useSessionFieldWords } from '../../../ui/session-field-words';
import { cancelTraining, endTraining, startTraining } from '../data/lifecycle';
import type { TrainingView } from '../data/training-detail';

type Asking = null | 'start' | 'end' | 'cancel';

export function SessionLifecycle({ session }: { session: TrainingView }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<Asking>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reason, setReason] = useState<CancelReason | ''>('');
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
  const reasonText = useSessionFieldWords().cancelReason.training;
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
        {session.status === 'setup' || session.status === 'in_progress' ? (
          <button type="button" className="button button--secondary" onClick={() => setAsking('cancel')}>
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
      {asking === 'cancel' ? (
        <div className="card confirm">
          <div className="field">
            <label className="field__label" htmlFor="cancel-reason">{t`Reason`}</label>
            <select id="cancel-reason" className="field__input" value={reason} onChange={(e) => setReason(e.target.value as CancelReason | '')}>
              <option value="">{t`Choose a reason`}</option>
              {CANCEL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {reasonText[r]}
                </option>
              ))}
            </select>
          </div>
          <div className="confirm__actions">
            <button type="button" className="button button--danger" disabled={!reason} onClick={() => reason && run(cancelTraining(session, reason))}>
              <Trans>Cancel the session</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(null)}>
              {/* "It" is the session: the translations agree with it ("Mantenerla", "La garder"). */}
              <Trans context="training session">Keep it</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
