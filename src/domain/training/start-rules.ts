// What a training session needs before it can start (spec §5: 'Please complete the training
// session information'): where it is and what it trains (the same as the start route checks);
// drills can still be added during the session. Used by the app's start button.
import { trainingMessages } from './messages';

export interface StartCheckInput {
  location: string | null | undefined;
  coreSkill: string | null | undefined;
}

export type StartMissing = 'location' | 'coreSkill';

export function missingForStart(s: StartCheckInput): StartMissing[] {
  const out: StartMissing[] = [];
  if (!s.location?.trim()) out.push('location');
  if (!s.coreSkill?.trim()) out.push('coreSkill');
  return out;
}

/** Each missing field's message, said at the field (src/domain/training/messages.ts). */
export const START_FIELD_MESSAGES: Record<StartMissing, string> = {
  location: trainingMessages.locationToStart,
  coreSkill: trainingMessages.coreSkillToStart,
};
