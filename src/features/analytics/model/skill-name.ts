// Core skill names in the reader's language (the training feature's names, as the practice
// feature uses them); a drill without a core skill reads "No core skill".
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { coreSkillText } from '../../training/model/core-skill-text';

export const skillName = (i18n: I18n, name: string | null): string => (name ? coreSkillText(i18n, name) : i18n._(msg`No core skill`));
