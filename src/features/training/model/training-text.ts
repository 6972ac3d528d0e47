// Translated copies of the training messages. The shared schemas and the server speak the
// spec's English (src/domain/training/messages.ts); the screens show these, matched by that
// English text. Unknown text is shown as it came.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { limitMessage } from '../../../ui/limit-text';
import { trainingFileMessages as fm } from '../../../domain/training/files';
import { trainingMessages as m } from '../../../domain/training/messages';
import { CHOOSE_REASON } from '../../../domain/session/cancel-schema';

const byEnglish: Record<string, MessageDescriptor> = {
  [m.dateInFuture]: msg`Please enter a training session date/time in the future`,
  [m.completeInfo]: msg`Please complete the training session information`,
  [m.locationToStart]: msg`Add where the session takes place to start it`,
  [m.coreSkillToStart]: msg`Add the core skill this session trains to start it`,
  [m.endBeforeStart]: msg`The end time must be after the start time`,
  [m.repeatUntilBeforeStart]: msg`The repeat until date must not be before the first session`,
  [m.repeatUntilRequired]: msg`Please choose a date to repeat until`,
  [m.tooManySessions]: msg`A series can hold at most 100 sessions`,
  [m.ratingRange]: msg`Please choose a rating from 1 to 10`,
  'Please keep the objective to 500 characters': msg`Please keep the objective to 500 characters`,
  [m.takeawaysMax]: msg`Please give at most 3 takeaways`,
  [m.teamRequired]: msg`Please select a team`,
  [m.createFailed]: msg`There has been a problem creating a Training`,
  [m.updateFailed]: msg`There has been a problem updating the training session`,
  [m.drillsFailed]: msg`There has been a problem updating the drills`,
  // The cancel schema's message, shared with fixtures (the spec's words for both).
  [CHOOSE_REASON]: msg`Please choose why the game is cancelled`,
  [fm.failed]: msg`There has been an error uploading this file`,
  [fm.badType]: msg`Please choose a PDF, PNG, JPG or Word (.docx) file`,
  [fm.tooLarge]: msg`This file is too large (10 MB at most)`,
  [fm.empty]: msg`Please choose a file`,
  [fm.notFound]: msg`This file has not been uploaded yet`,
  'Please name the drill': msg`Please name the drill`,
  'Please enter the duration in minutes': msg`Please enter the duration in minutes`,
  'Please enter a duration up to 600 minutes': msg`Please enter a duration up to 600 minutes`,
  'Please choose never, or every 7, 14, 21 or 28 days': msg`Please choose never, or every 7, 14, 21 or 28 days`,
  'Please choose light, standard or hard': msg`Please choose light, standard or hard`,
  'Please choose a large, medium or small pitch': msg`Please choose a large, medium or small pitch`,
  'Please choose a pitch surface': msg`Please choose a pitch surface`,
  'Please choose a sport': msg`Please choose a sport`,
  'Please choose a coach': msg`Please choose a coach`,
};

export function trainingText(i18n: I18n, english: string | undefined): string | undefined {
  if (!english) return undefined;
  const d = byEnglish[english];
  if (d) return i18n._(d);
  const limit = limitMessage(english);
  return limit ? i18n._(limit) : english;
}
