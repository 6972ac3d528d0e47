// Translated copies of the shared objective messages (src/domain/objectives/messages.ts) and the
// timeframes, so the forms and the server's refusals read in the user's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { objectiveMessages as m } from '../../../domain/objectives/messages';
import type { ObjectiveState } from '../../../domain/objectives/progress';
import type { ObjectiveTimeframe } from '../../../domain/objectives/timeframes';
import { limitMessage } from '../../../ui/limit-text';

const MESSAGES: Record<string, MessageDescriptor> = {
  [m.incomplete]: msg`Please complete all form fields`,
  [m.target]: msg`Please enter a target from 1 to 10000`,
  [m.value]: msg`Please enter your progress, from 1 to 10000`,
  [m.day]: msg`Please choose the day (not in the future)`,
  [m.player]: msg`Please choose a player`,
  [m.dates]: msg`Please choose a start date and an end date, the start first`,
  [m.notYours]: msg`Only the player, their parent or their coach can set objectives`,
  [m.markMet]: msg`Only a coach can mark an objective met`,
  [m.notFound]: msg`This objective was not found`,
  [m.notInClub]: msg`You do not have access to this screen`,
  [m.failed]: msg`There has been a problem saving this objective`,
  [m.loadFailed]: msg`There has been an error retrieving objectives`,
};

export const objectiveMessage = (english: string): MessageDescriptor | string => MESSAGES[english] ?? limitMessage(english) ?? english;

export const TIMEFRAME_TEXT: Record<ObjectiveTimeframe, MessageDescriptor> = {
  next_week: msg`Next week`,
  next_month: msg`Next month`,
  next_3_months: msg`Next 3 months`,
  next_6_months: msg`Next 6 months`,
  this_season: msg`This season`,
};

export const STATE_TEXT: Record<ObjectiveState, MessageDescriptor> = {
  met: msg`Met`,
  done: msg`Target reached: waiting for the coach`,
  overdue: msg`Time is up`,
  active: msg`In progress`,
};
