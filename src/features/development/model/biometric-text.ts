// Translated copies of the shared biometrics messages (src/domain/biometrics/messages.ts), so the
// form and the server's refusals read in the user's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { biometricMessages as m } from '../../../domain/biometrics/messages';
import { limitMessage } from '../../../ui/limit-text';

const MESSAGES: Record<string, MessageDescriptor> = {
  [m.height]: msg`Please enter a valid height`,
  [m.weight]: msg`Please enter a valid weight`,
  [m.day]: msg`Please choose the day of the measurement (not in the future)`,
  [m.player]: msg`Please choose a player`,
  [m.notYours]: msg`Only the player, their parent or their coach can add measurements`,
  [m.failed]: msg`There has been a problem saving biometric data`,
  [m.loadFailed]: msg`There has been an error retrieving biometric data`,
};

export const biometricMessage = (english: string): MessageDescriptor | string => MESSAGES[english] ?? limitMessage(english) ?? english;
