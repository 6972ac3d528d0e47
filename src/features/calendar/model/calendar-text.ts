// Translated copies of the shared calendar messages (src/domain/calendar/messages.ts), so the form
// and the server's refusals read in the user's language, and the event types' names.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventType } from '../../../domain/calendar/event-schema';
import { calendarMessages as m } from '../../../domain/calendar/messages';
import { limitMessage } from '../../../ui/limit-text';

const MESSAGES: Record<string, MessageDescriptor> = {
  [m.type]: msg`Please choose the type of event`,
  [m.name]: msg`Please enter a name for the event`,
  [m.start]: msg`Please enter a start date and time`,
  [m.end]: msg`Please enter an end date and time`,
  [m.endBeforeStart]: msg`The event must end after it starts`,
  [m.coreSkill]: msg`Please choose the core skill to practise`,
  [m.notes]: msg`Notes must be at most 2000 characters`,
  [m.team]: msg`Please choose a team you coach`,
  [m.notYours]: msg`Only club administrators and the coaches of the team can change this event`,
  [m.notFound]: msg`This event could not be found`,
  [m.failed]: msg`There has been a problem saving the event`,
  [m.loadFailed]: msg`There has been an error retrieving events`,
};

export const calendarMessage = (english: string): MessageDescriptor | string => MESSAGES[english] ?? limitMessage(english) ?? english;

export const eventTypeLabel: Record<EventType, MessageDescriptor> = {
  social: msg`Social`,
  meeting: msg`Meeting`,
  tournament: msg`Tournament`,
  practice: msg`Practice at home`,
  other: msg`Other`,
};
