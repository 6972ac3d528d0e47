// Core skill names in the reader's language (the stored value is the English name of
// src/domain/training/core-skills.ts); a drill without a core skill reads "No core skill".
// A copy of the training feature's names, since features do not reach into each other.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CoreSkill } from '../../../domain/training/core-skills';

const names: Record<CoreSkill, MessageDescriptor> = {
  'Ball mastery': msg`Ball mastery`,
  Passing: msg`Passing`,
  'First touch': msg`First touch`,
  Dribbling: msg`Dribbling`,
  Turning: msg`Turning`,
  Shooting: msg`Shooting`,
  Crossing: msg`Crossing`,
  Heading: msg`Heading`,
  Defending: msg`Defending`,
  Goalkeeping: msg`Goalkeeping`,
};

export function skillName(i18n: I18n, name: string | null): string {
  if (!name) return i18n._(msg`No core skill`);
  const d = (names as Record<string, MessageDescriptor | undefined>)[name];
  return d ? i18n._(d) : name;
}
