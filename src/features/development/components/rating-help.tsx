// "How the rating works": the 99 Rating's formula in words (src/domain/rating/rating.ts; the same
// text is docs/99-rating.md), with the weights read from the function's own table.
import { Trans, useLingui } from '@lingui/react/macro';
import { NEUTRAL_SCORE, PRACTICE_WEEKS, RATING_INPUTS, RATING_WEIGHTS } from '../../../domain/rating/rating';
import { INPUT_TEXT } from '../model/development-text';

export function RatingHelp() {
  const { t, i18n } = useLingui();
  const weeks = PRACTICE_WEEKS;
  const neutral = i18n.number(NEUTRAL_SCORE);
  return (
    <details className="rating-help">
      <summary>
        <Trans>How the rating works</Trans>
      </summary>
      <p>
        <Trans>Each input gets a score from 0 to 1 and gives up to its points out of 100. The rating is 1 plus 98 times the points out of 100, rounded: from 1 to 99.</Trans>
      </p>
      <ul>
        {RATING_INPUTS.map((input) => (
          <li key={input}>
            <strong>{i18n._(INPUT_TEXT[input])}</strong> — {t`up to ${RATING_WEIGHTS[input]} points`}
          </li>
        ))}
      </ul>
      <ul>
        <li>
          <Trans>Core-skill grades: the average of each graded skill's step (attempting, developing, mastering, super strength) and level 1 to 5 within it; ungraded counts 0.</Trans>
        </li>
        <li>
          <Trans>Match ratings: the average of the coach's 1 to 10 ratings this season, where 1 scores 0 and 10 scores 1.</Trans>
        </li>
        <li>
          <Trans>Practice consistency: of the last {weeks} full weeks, those with practice on at least 3 days.</Trans>
        </li>
        <li>
          <Trans>Training attendance: the share of recorded sessions this season the player came to.</Trans>
        </li>
        <li>
          <Trans>Objectives met: of this season's objectives already due or met, the share met.</Trans>
        </li>
      </ul>
      <p>
        <Trans>An input with nothing recorded yet scores {neutral}, so nobody loses points for what was never recorded. A better input never lowers the rating.</Trans>
      </p>
    </details>
  );
}
