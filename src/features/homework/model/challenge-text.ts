// Translated copies of the shared coach challenge messages (src/domain/homework/messages.ts), the
// states and the marking options, so the forms and the server's refusals read in the user's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { homeworkMessages as m } from '../../../domain/homework/messages';
import type { HomeworkMarking, HomeworkState } from '../../../domain/homework/states';
import { limitMessage } from '../../../ui/limit-text';

const MESSAGES: Record<string, MessageDescriptor> = {
  [m.incomplete]: msg`Please complete all form fields`,
  [m.minutes]: msg`Please enter how long you practiced this core skill for`,
  [m.badFile]: msg`Challenge upload must be a video or a picture`,
  [m.fileMissing]: msg`Please upload a video or a picture of your challenge`,
  [m.players]: msg`Please choose players of the team`,
  [m.team]: msg`Please choose a team you coach`,
  [m.coreSkill]: msg`Please choose a core skill`,
  [m.dueDay]: msg`Please choose a due date (today or later)`,
  [m.rating]: msg`Please choose a rating from 1 to 5`,
  [m.grade]: msg`Please choose a grade`,
  [m.notAnswered]: msg`This challenge has not been uploaded yet, so it cannot be marked`,
  [m.alreadyMarked]: msg`This challenge has already been marked`,
  [m.notMarked]: msg`This challenge has not been marked yet`,
  [m.notYours]: msg`Only the player or their parent can answer this challenge`,
  [m.coachOnly]: msg`Only a coach of the team can set or mark challenges`,
  [m.notFound]: msg`This coach challenge was not found`,
  [m.noAccess]: msg`You do not have access to this screen`,
  [m.createFailed]: msg`There has been a problem creating this coach challenge`,
  [m.uploadFailed]: msg`There has been a problem uploading this coach challenge`,
  [m.failed]: msg`There has been a problem saving this coach challenge`,
  [m.loadFailed]: msg`There has been an error retrieving coach challenge`,
};

export const challengeMessage = (english: string): MessageDescriptor | string => MESSAGES[english] ?? limitMessage(english) ?? english;

export const STATE_TEXT: Record<HomeworkState, MessageDescriptor> = {
  not_uploaded: msg`Not uploaded`,
  uploaded: msg`Uploaded`,
  awaiting_grading: msg`Awaiting grading`,
  marked: msg`Marked`,
  completed: msg`Completed`,
};

export const MARKING_TEXT: Record<HomeworkMarking, MessageDescriptor> = {
  video: msg`Via video upload`,
  picture: msg`Via picture upload`,
  training: msg`At the next training session`,
};

/** A day (YYYY-MM-DD) as a date to format: midday UTC, so it is the same day in every time zone near it. */
export const dayDate = (day: string): Date => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12));
