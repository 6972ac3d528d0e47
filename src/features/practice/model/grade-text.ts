// Grade names and the grade form's messages in the user's language (the stored values stay the
// domain's: src/domain/practice/grade-schema.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GRADE_NOTE_MAX, gradeMessages, type SkillGrade } from '../../../domain/practice/grade-schema';
import { keepTo } from '../../../domain/limits';

export const GRADE_TEXT: Record<SkillGrade, MessageDescriptor> = {
  ungraded: msg`Ungraded`,
  attempting: msg`Attempting`,
  developing: msg`Developing`,
  mastering: msg`Mastering`,
  super_strength: msg`Super strength`,
};

const MESSAGES: Record<string, MessageDescriptor> = {
  [gradeMessages.coreSkill]: msg`Please choose a core skill`,
  [gradeMessages.grade]: msg`Please choose a grade: ungraded, attempting, developing, mastering or super strength`,
  [gradeMessages.level]: msg`Please choose a level from 1 to 5`,
  [keepTo(GRADE_NOTE_MAX)]: msg`Please keep this to 2000 characters`,
};

/** The translated message for a schema message; the text itself when we have no translation. */
export const gradeMessage = (text: string): MessageDescriptor | string => MESSAGES[text] ?? text;
