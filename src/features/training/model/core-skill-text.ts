// Core skill names in the user's language. The stored value stays the English name
// (domain/training/core-skills.ts); a name we do not know (typed elsewhere) is shown as it is.
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

export function coreSkillText(i18n: I18n, name: string | null | undefined): string {
  if (!name) return '';
  const d = (names as Record<string, MessageDescriptor | undefined>)[name];
  return d ? i18n._(d) : name;
}
