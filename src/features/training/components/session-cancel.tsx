// Cancel a training session (spec §4), as fixtures do (fixtures/components/fixture-cancel.tsx):
// a small form asks for the reason (postponed, cancelled, rescheduled) and, optionally, a new date
// and start time that adds the replacement, as long as the session. Nothing happens until "Cancel
// the session" is pressed; "Keep it" and Escape close the form without a change. Works offline
// like every write (the outbox sends it later).
import { Trans, useLingui } from '@lingui/react/macro';
import { CancelFormCard } from '../../../ui/cancel-form-card';
import { useSessionFieldWords } from '../../../ui/session-field-words';
import { cancelTraining } from '../data/lifecycle';
import type { TrainingView } from '../data/training-detail';
import type { CancelFormValues } from '../../../domain/session/cancel-form';
import { checkTrainingCancel } from '../model/cancel-form';
import { trainingText } from '../model/training-text';

/** `onClose`: Keep it or Escape; `onDone`: the cancel is written (on this device; sent later). */
export function SessionCancel({ session, onClose, onDone }: { session: TrainingView; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const reasonText = useSessionFieldWords().cancelReason.training;
  const submit = async (values: CancelFormValues): Promise<string | null> => {
    const check = checkTrainingCancel(values);
    if (!check.ok) return trainingText(i18n, check.message) ?? check.message;
    try {
      await cancelTraining(session, check.reason, check.newDateTime);
    } catch {
      return t`There has been a problem starting the game`;
    }
    onDone();
    return null;
  };
  return (
    <CancelFormCard
      className="training-cancel"
      titleClassName="training-cancel__title"
      title={<Trans>Cancel this training session?</Trans>}
      hint={<Trans>To hold it on another day, give the new date and start time: a new session with the same details and length is added.</Trans>}
      timeLabel={t`New start time (optional)`}
      submitLabel={<Trans>Cancel the session</Trans>}
      // "It" is the session: the translations agree with it ("Mantenerla", "La garder").
      keepLabel={<Trans context="training session">Keep it</Trans>}
      reasonText={reasonText}
      submit={submit}
      onClose={onClose}
    />
  );
}
