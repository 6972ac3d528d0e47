import { Trans } from '@lingui/react/macro';
import type { TrainingStatus } from '../../../domain/training/types';

// A session's state agrees with "sesión"/"séance" (feminine): the fixture's status words are
// separate messages (context "fixture") that agree with "partido"/"match".
export function StatusText({ status, active = true }: { status: TrainingStatus; active?: boolean }) {
  if (!active) return <Trans context="training session">Inactive</Trans>;
  switch (status) {
    case 'in_progress':
      return <Trans context="training session">In progress</Trans>;
    case 'ended':
      return <Trans context="training session">Ended</Trans>;
    case 'cancelled':
      return <Trans context="training session">Cancelled</Trans>;
    default:
      return <Trans context="training session">Scheduled</Trans>;
  }
}
