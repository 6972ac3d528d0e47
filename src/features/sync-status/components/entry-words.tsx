import { useLingui } from '@lingui/react/macro';
import { useAnswerWords } from '../../../ui/answer-words';
import type { QueueEntry as OutboxEntry } from '../data/use-sync-status';
import type { WaitReason } from '../model/status';

export interface EntryWords {
  /** "Goal — U14 v Hill Park, 23′"; "Training attendance — Rondos — Sam Jones is not coming". */
  what: (e: OutboxEntry) => string;
  /** Where the entry stands: "Waiting to send"; a refusal with the server's reason. */
  status: (e: OutboxEntry, r: WaitReason) => string;
}

const isAnswer = (d: string | undefined): d is 'coming' | 'not_coming' => d === 'coming' || d === 'not_coming';

/** An entry in words. */
export function useEntryWords(): EntryWords {
  const { t } = useLingui();
  // Someone's answer as the staff read it (third person where languages tell the two apart).
  const their = useAnswerWords().their;
  const actions: Record<string, string> = {
    'fixture.event.goal': t`Goal`,
    'fixture.event.goal_against': t`Goal conceded`,
    'fixture.event.save': t({ message: 'Save', context: 'goalkeeper save' }),
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
    'fixture.recording.add': t`Voice note`,
    'fixture.recording.remove': t`Removed recording`,
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
    'fixture.reminder': t`Send a reminder`,
    'fixture.report': t`Match report`,
    'fixture.notes': t`Match notes`,
    'fixture.event.kick_off': t`Kick-off`,
    'fixture.event.half_time': t`Half time`,
    'fixture.event.second_half': t`Second half`,
    'fixture.event.full_time': t`Full time`,
    'fixture.event.extra_time_first_half': t`Extra time`,
    'fixture.event.extra_time_half_time': t`Extra time: half time`,
    'fixture.event.extra_time_second_half': t`Extra time: second half`,
    'fixture.event.penalties_start': t`Penalty shoot-out`,
    'fixture.event.penalty_shootout': t`Shoot-out kick`,
    'fixture.event.event_deleted': t`Removed match event`,
    'fixture.event.event_edited': t`Edited match event`,
    'fixture.event.duplicate_resolved': t`Duplicate events sorted`,
    'fixture.start': t`Start the game`,
    'fixture.end': t`End the game`,
    'fixture.extratime': t`Start extra time`,
    'fixture.penalties': t`Start the penalty shoot-out`,
    'fixture.substitutes-allowed': t`Substitutes allowed`,
    'fixture.cancel': t`Cancel the game`,
    'contact.send': t`Contact message`,
    'practice.log': t`Log practice`,
    'profile.update': t`Edit profile`,
    'profile.preferences': t`Contact preferences`,
    'practice.edit': t`Edit practice`,
    'practice.delete': t`Delete practice`,
    'notification.read': t`Notification read`,
    'notification.delete': t`Delete notification`,
    'grade.set': t`Core skill grade`,
    'objective.set': t`Set an objective`,
    'objective.edit': t`Edit objective`,
    'objective.met': t`Objective met`,
    'objective.log': t`Objective progress`,
    'objective.delete': t`Delete objective`,
    'report.save': t`Save report`,
    'report.edit': t`Edit report`,
    'report.delete': t`Delete report`,
    'report.favourite': t`Favourite report`,
    'characteristic.set': t`Characteristic words`,
    'chat.send': t`Send a message`,
    'chat.group': t`Start a group`,
    'chat.direct': t`Start a direct message`,
    'chat.read': t`Messages read`,
    'chat.report': t`Report a message`,
    'chat.remove': t`Remove a message`,
    'chat.on': t`Turn the locker room on`,
    'chat.off': t`Turn the locker room off`,
    'homework.set': t`Set a challenge`,
    'homework.demo': t`Set a challenge`,
    'homework.file': t`Your answer`,
    'homework.answer': t`Your answer`,
    'homework.mark': t`Save the mark`,
    'homework.complete': t`I have seen my mark`,
    'homework.delete': t`Delete challenge`,
    'training.attendance': t`Training attendance`,
    'training.attendance.checkin': t`Check-in`,
    'training.attendance.focus': t`Player focus`,
    'training.attendance.objective': t`Player objective`,
    'training.attendance.shown': t`Shown up`,
    'training.player.note': t`Player note`,
    'training.create': t`Add training session`,
    'training.update': t`Edit training session`,
    'training.copy': t`Copy training session`,
    'training.delete': t`Delete training session`,
    'training.drill': t`Drill`,
    'training.drill.remove': t`Remove drill`,
    'training.drill.order': t`Drill order`,
    'training.start': t`Start the session`,
    'training.end': t`End the session`,
    'training.cancel': t`Cancel the session`,
    'training.notes': t`Session notes`,
    'training.report': t`Session report`,
    'training.feedback': t`Session feedback`,
    'registration.notifications': t`Registration: notifications`,
    'registration.photo': t`Registration: photo`,
    'registration.words': t`Registration: five words`,
    'registration.child': t`Registration: add a child`,
    'registration.done': t`Registration finished`,
    'calendar.create': t`Add calendar event`,
    'calendar.cancel': t`Cancel calendar event`,
    'calendar.delete': t`Delete calendar event`,
  };
  const reasons: Record<WaitReason, string> = {
    signal: t`Waiting for signal`,
    server: t`Waiting for the server`,
    sending: t`Sending`,
    queued: t`Waiting to send`,
    refused: t`Not accepted`,
    held: t`Held behind a change that was not accepted`,
    'sign-in': t`Waiting for you to sign in`,
  };
  /** Who and what: "Sam Jones is coming", or the player's name and the value as stored. */
  const about = (d: OutboxEntry['describe']): string | undefined => {
    const { player, detail } = d;
    if (isAnswer(detail)) {
      if (!player) return their[detail];
      return detail === 'coming' ? t`${player} is coming` : t`${player} is not coming`;
    }
    return [player, detail].filter(Boolean).join(' — ') || undefined;
  };
  return {
    what: (e) => {
      const action = actions[e.describe.action] ?? t`Change`;
      const minute = e.describe.minute;
      const where = [e.describe.subject, minute !== undefined ? `${minute}′` : undefined].filter(Boolean).join(', ');
      return [action, where, about(e.describe)].filter(Boolean).join(' — ');
    },
    status: (e, r) => {
      const message = e.lastError?.message;
      // The server's reason as a sentence of its own, never run into the state word.
      if (r === 'refused' && message) return t`Not accepted: ${message}`;
      return reasons[r];
    },
  };
}
