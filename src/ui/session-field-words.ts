// Words for the set-up fields fixtures and training sessions share (spec §3): intensity, pitch
// size, pitch surface and the reasons for a cancellation, in the user's language. The stored values are the spec's English
// codes; these are what the forms and the detail screens show for them. A cancellation's reason
// agrees with what was cancelled ("partido" and "match" are masculine, "sesión" and "séance"
// feminine), so the fixture's and the session's words are separate messages (contexts).
import { useLingui } from '@lingui/react/macro';
import type { CancelReason, INTENSITIES, PITCH_SIZES, PITCH_SURFACES } from '../domain/session/fields';

export function useSessionFieldWords(): {
  intensity: Record<(typeof INTENSITIES)[number], string>;
  size: Record<(typeof PITCH_SIZES)[number], string>;
  surface: Record<(typeof PITCH_SURFACES)[number], string>;
  cancelReason: { fixture: Record<CancelReason, string>; training: Record<CancelReason, string> };
} {
  const { t } = useLingui();
  return {
    intensity: { light: t`Light`, standard: t`Standard`, hard: t`Hard` },
    size: { large: t`Large`, medium: t`Medium`, small: t`Small` },
    surface: {
      '6G': t`6G`,
      '5G': t`5G`,
      '4G': t`4G`,
      '3G': t`3G`,
      '2G grass': t`2G grass`,
      'natural grass': t`Natural grass`,
      hybrid: t`Hybrid`,
      synthetic: t`Synthetic`,
    },
    cancelReason: {
      fixture: {
        postponed: t({ message: 'Postponed', context: 'fixture' }),
        cancelled: t({ message: 'Cancelled', context: 'fixture' }),
        rescheduled: t({ message: 'Rescheduled', context: 'fixture' }),
      },
      training: {
        postponed: t({ message: 'Postponed', context: 'training session' }),
        cancelled: t({ message: 'Cancelled', context: 'training session' }),
        rescheduled: t({ message: 'Rescheduled', context: 'training session' }),
      },
    },
  };
}
