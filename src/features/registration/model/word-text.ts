// The describing words of registration step 7 (src/domain/characteristics.ts) in the user's
// language; the value stored and sent stays the English word.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CHARACTERISTIC_WORDS } from '../../../domain/characteristics';

export const wordText: Record<(typeof CHARACTERISTIC_WORDS)[number], MessageDescriptor> = {
  brave: msg`brave`,
  calm: msg`calm`,
  confident: msg`confident`,
  creative: msg`creative`,
  determined: msg`determined`,
  energetic: msg`energetic`,
  fair: msg`fair`,
  focused: msg`focused`,
  friendly: msg`friendly`,
  funny: msg`funny`,
  generous: msg`generous`,
  'hard-working': msg`hard-working`,
  helpful: msg`helpful`,
  honest: msg`honest`,
  kind: msg`kind`,
  leader: msg`leader`,
  loyal: msg`loyal`,
  patient: msg`patient`,
  positive: msg`positive`,
  quick: msg`quick`,
  reliable: msg`reliable`,
  resilient: msg`resilient`,
  respectful: msg`respectful`,
  skilful: msg`skilful`,
  strong: msg`strong`,
  supportive: msg`supportive`,
  'team player': msg`team player`,
  thoughtful: msg`thoughtful`,
};
