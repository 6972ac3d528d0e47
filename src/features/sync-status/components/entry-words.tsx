import { useLingui } from '@lingui/react/macro';
import type { QueueEntry as OutboxEntry } from '../data/use-sync-status';
import type { WaitReason } from '../model/status';

/** An entry in words: "Goal — U14 v Hill Park, 23′". */
export function useEntryWords(): { what: (e: OutboxEntry) => string; why: (r: WaitReason) => string } {
  const { t } = useLingui();
  const actions: Record<string, string> = {
    'fixture.event.goal': t`Goal`,
    'fixture.event.goal_against': t`Goal conceded`,
    'fixture.event.save': t`Save`,
    'fixture.event.tackle': t`Tackle`,
    'fixture.event.ball': t`Key ball`,
    'fixture.event.chance': t`Chance`,
    'fixture.event.booking': t`Booking`,
    'fixture.event.substitution': t`Substitution`,
    'fixture.event.injury': t`Injury`,
    'fixture.event.positionswap': t`Position swap`,
    'fixture.event.captaincy': t`Captaincy`,
    'fixture.event.penalty': t`Penalty`,
    'fixture.event.note': t`Match note`,
    'fixture.event.delete': t`Removed match event`,
    'fixture.create': t`Add fixture`,
    'fixture.update': t`Edit fixture`,
    'fixture.bulk': t`Upload fixtures`,
    'fixture.event.rating': t`Player rating`,
    'fixture.attendance': t`Attendance`,
    'fixture.attendance.objective': t`Objective for the game`,
    'fixture.attendance.shown': t`Shown up`,
    'fixture.squad': t`Squad`,
    'fixture.formation': t`Formation`,
    'fixture.substitutes': t`Substitutes`,
    'fixture.team-sheet': t`Team sheet`,
    'fixture.report': t`Match report`,
    'training.attendance': t`Training attendance`,
  };
  const reasons: Record<WaitReason, string> = {
    signal: t`waiting for signal`,
    server: t`waiting for the server`,
    sending: t`sending`,
    queued: t`waiting to send`,
    refused: t`not accepted`,
    'sign-in': t`waiting for you to sign in`,
  };
  return {
    what: (e) => {
      const action = actions[e.describe.action] ?? t`Change`;
      const minute = e.describe.minute;
      const where = [e.describe.subject, minute !== undefined ? `${minute}′` : undefined].filter(Boolean).join(', ');
      return [action, where, e.describe.detail].filter(Boolean).join(' — ');
    },
    why: (r) => reasons[r],
  };
}
