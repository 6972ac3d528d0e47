// The development screens' words in the user's language: the 99 Rating's inputs, the insights as
// plain sentences, and the spec messages the server answers (the stored values stay English).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Insight } from '../../../domain/development/insights';
import { developmentMessages as m } from '../../../domain/development/messages';
import type { RatingInputName } from '../../../domain/rating/rating';

export const INPUT_TEXT: Record<RatingInputName, MessageDescriptor> = {
  grades: msg`Core-skill grades`,
  matchRatings: msg`Match ratings`,
  practice: msg`Practice consistency`,
  attendance: msg`Training attendance`,
  objectives: msg`Objectives met`,
};

const MESSAGES: Record<string, MessageDescriptor> = {
  [m.noAccess]: msg`You do not have access to this screen`,
  [m.loadPlayers]: msg`There has been an error retrieving players`,
  [m.loadProfile]: msg`There has been an error retrieving profile`,
  [m.failed]: msg`There has been a problem updating this player`,
  [m.words]: msg`Please choose five describing words`,
};

export const developmentMessage = (i18n: I18n, english: string): string => (MESSAGES[english] ? i18n._(MESSAGES[english]) : english);

/** One insight as a sentence a coach can act on. */
export function insightSentence(i18n: I18n, x: Insight): string {
  const recent = i18n.number(x.recent);
  const before = i18n.number(x.before);
  switch (x.kind) {
    case 'practice_up':
      return i18n._(msg`Practice is up: ${recent} minutes in the last 4 weeks, against ${before} in the 4 weeks before.`);
    case 'practice_down':
      return i18n._(msg`Practice is down: ${recent} minutes in the last 4 weeks, against ${before} in the 4 weeks before.`);
    case 'attendance_drop':
      return i18n._(msg`Attendance has dropped: ${recent}% in the last 4 weeks, against ${before}% earlier in the season.`);
    case 'wellbeing_dip':
      return i18n._(msg`Wellbeing has dipped: mood ${recent} out of 5 in the last 2 weeks, against ${before} before.`);
  }
}

/** "+3 since October" style change of a part's points. */
export const pointsChange = (i18n: I18n, change: number): string => `${change > 0 ? '+' : change < 0 ? '−' : '±'}${i18n.number(Math.abs(change), { maximumFractionDigits: 1 })}`;
