// Translated copies of the shared practice messages (src/domain/practice/messages.ts), the
// places and the milestones, so the form and the server's refusals read in the user's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { practiceMessages as m } from '../../../domain/practice/messages';
import type { AchievementKey } from '../../../domain/practice/streak';
import { limitMessage } from '../../../ui/limit-text';

const MESSAGES: Record<string, MessageDescriptor> = {
  [m.minutesMissing]: msg`Please enter how long you practiced this core skill for`,
  [m.minutesRange]: msg`Please enter from 1 to 600 minutes`,
  [m.dayRange]: msg`Please choose today or a day in the last 7 days`,
  [m.coreSkill]: msg`Please choose a core skill`,
  [m.skillsMissing]: msg`Please add at least one core skill`,
  [m.feeling]: msg`Please choose how it felt, from 1 to 5`,
  [m.location]: msg`Please choose where you practised`,
  [m.timeZone]: msg`Please send a valid time zone`,
  [m.notFound]: msg`This practice was not found`,
  [m.notYours]: msg`Only the player or their parent can change their practice diary`,
  [m.failed]: msg`There has been a problem saving your practice`,
};

export const practiceMessage = (english: string): MessageDescriptor | string => MESSAGES[english] ?? limitMessage(english) ?? english;

export const LOCATION_TEXT: Record<string, MessageDescriptor> = {
  Home: msg`Home`,
  Garden: msg`Garden`,
  Park: msg`Park`,
  Pitch: msg`Pitch`,
  School: msg`School`,
  Other: msg`Other`,
};

export const ACHIEVEMENT_TEXT: Record<AchievementKey, MessageDescriptor> = {
  'first-practice': msg`First practice`,
  'hours-10': msg`10 hours of practice`,
  'hours-50': msg`50 hours of practice`,
  'streak-4': msg`4-week streak`,
  'streak-12': msg`12-week streak`,
  'streak-26': msg`26-week streak`,
};
