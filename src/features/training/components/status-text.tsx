import { Trans } from '@lingui/react/macro';
import type { TrainingStatus } from '../../../domain/training/types';

export function StatusText({ status, active = true }: { status: TrainingStatus; active?: boolean }) {
  if (!active) return <Trans>Inactive</Trans>;
  switch (status) {
    case 'in_progress':
      return <Trans>In progress</Trans>;
    case 'ended':
      return <Trans>Ended</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
    default:
      return <Trans>Scheduled</Trans>;
  }
}
